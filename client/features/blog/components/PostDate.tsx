// A post's date in the Persian calendar, inside a <time> that keeps the machine-readable date.
import { formatLongDate } from '../../../ui/date';

export function PostDate({ date }: { date: string }) {
  return (
    <time className="post-date" dateTime={date}>
      {formatLongDate(date)}
    </time>
  );
}
