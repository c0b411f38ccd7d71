import { formatLongDate } from '../../../ui/date';

export function PostDate({ date }: { date: string }) {
  return (
    <time className="post-date" dateTime={date}>
      {formatLongDate(date)}
    </time>
  );
}
