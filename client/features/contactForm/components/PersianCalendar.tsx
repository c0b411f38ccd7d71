// A month of the Persian calendar as a grid of days (the APG date picker's grid).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { __ } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import {
  addDays,
  addMonths,
  compareDays,
  formatJalaliLong,
  formatJalaliMonth,
  monthWeeks,
  PERSIAN_WEEKDAYS,
  sameDay,
  weekdayOf,
  type JalaliDay,
} from '../../../ui/jalaliDate';

export interface PersianCalendarProps {
  id: string;
  /** Names the calendar: "تقویم تاریخ شروع همکاری". */
  label: string;
  selected: JalaliDay | undefined;
  today: JalaliDay;
  min: JalaliDay | undefined;
  max: JalaliDay | undefined;
  onChoose(day: JalaliDay): void;
  onClose(): void;
}

function within(day: JalaliDay, min: JalaliDay | undefined, max: JalaliDay | undefined): boolean {
  return (!min || compareDays(day, min) >= 0) && (!max || compareDays(day, max) <= 0);
}

/**
 * Where a key moves the focused day. Right and left follow the page's direction: in a
 * right-to-left calendar the next day is on the left.
 */
function moved(day: JalaliDay, event: KeyboardEvent, rtl: boolean): JalaliDay | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (event.key) {
    case forward:
      return addDays(day, 1);
    case back:
      return addDays(day, -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    default:
      return undefined;
  }
}

/**
 * A month of the Persian calendar as a grid of days (the APG date picker's grid): one day is in
 * the tab order, the arrow keys move it, Page Up/Down change the month, Enter or Space chooses and
 * Escape closes. Days outside the field's min/max can be reached but not chosen.
 */
export function PersianCalendar(props: PersianCalendarProps) {
  const { id, label, selected, today, min, max, onChoose, onClose } = props;
  const [focused, setFocused] = useState<JalaliDay>(() => selected ?? today);
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(true);
  const monthId = `${id}-month`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const show = (day: JalaliDay, focus: boolean) => {
    moveFocus.current = focus;
    setFocused(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (!(event.target instanceof HTMLButtonElement) || !grid.current?.contains(event.target)) {
      return;
    }
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = moved(focused, event, rtl);
    if (next) {
      event.preventDefault();
      show(next, true);
    }
  };

  const weeks = monthWeeks(focused.jy, focused.jm);
  return (
    // A click on the calendar's empty space must not reach the field's <label>, which would
    // move the focus to the text box.
    <div
      className="persian-calendar"
      id={id}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (!(event.target instanceof Element) || !event.target.closest('button')) {
          event.preventDefault();
        }
      }}
    >
      <div className="persian-calendar__header">
        <button
          type="button"
          className="persian-calendar__step"
          onClick={() => show(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">›</span> {__('Previous month')}
        </button>
        <span className="persian-calendar__month" id={monthId} aria-live="polite">
          {formatJalaliMonth(focused)}
        </span>
        <button
          type="button"
          className="persian-calendar__step"
          onClick={() => show(addMonths(focused, 1), false)}
        >
          {__('Next month')} <span aria-hidden="true">‹</span>
        </button>
      </div>
      <table className="persian-calendar__grid" role="grid" aria-labelledby={monthId} ref={grid}>
        <thead>
          <tr>
            {PERSIAN_WEEKDAYS.map((weekday) => (
              <th key={weekday.name} scope="col" abbr={weekday.name}>
                <span aria-hidden="true">{weekday.letter}</span>
                <span className="visually-hidden">{weekday.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td
                    key={column}
                    aria-selected={sameDay(day, selected)}
                    className={sameDay(day, selected) ? 'is-selected' : undefined}
                  >
                    <button
                      type="button"
                      tabIndex={sameDay(day, focused) ? 0 : -1}
                      aria-label={formatJalaliLong(day)}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      aria-disabled={within(day, min, max) ? undefined : 'true'}
                      onClick={() => {
                        if (within(day, min, max)) onChoose(day);
                      }}
                      onFocus={() => {
                        if (!sameDay(day, focused)) show(day, false);
                      }}
                    >
                      {toPersianDigits(day.jd)}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
