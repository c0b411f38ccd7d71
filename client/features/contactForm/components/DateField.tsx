// [date name].
import { useEffect, useRef, useState } from 'react';
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagDateOption, tagId, tagPlaceholder } from '../../../../contracts/contactForm7';
import { useAppDispatch } from '../../../kernel/hooks';
import { __, sprintf } from '../../../i18n';
import {
  formatJalaliNumeric,
  formatJalaliWithWeekday,
  isoToJalali,
  jalaliToday,
  jalaliToIso,
  parseJalali,
  type JalaliDay,
} from '../../../ui/jalaliDate';
import { controlClass, isReadonly, textControlExtras } from '../markup';
import { fieldChanged, fieldCommitted } from '../slice';
import { asText } from '../values';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useLabelText } from './FormContext';
import { useCommitOnBlur, useField } from './hooks';
import { PersianCalendar } from './PersianCalendar';

/**
 * What the form sends for what the shopper typed: the Gregorian YYYY-MM-DD of a Persian date, or
 * the text itself when it is not one, so CF7's own date check refuses it with the form's message.
 */
export function sentValue(typed: string): string {
  const day = parseJalali(typed);
  return day ? jalaliToIso(day) : typed.trim();
}

/** What the field shows for a value the form holds (a reset empties it, a default fills it). */
export function shownValue(sent: string): string {
  const day = isoToJalali(sent);
  return day ? formatJalaliNumeric(day) : sent;
}

function optionDay(tag: FormTag, name: 'min' | 'max'): JalaliDay | undefined {
  const iso = tagDateOption(tag, name);
  return iso === undefined ? undefined : isoToJalali(iso);
}

/**
 * [date name]: CF7 draws the browser's date input, which asks a Persian shopper for a Gregorian
 * date. This asks in the Persian calendar instead: a text box that reads Persian or Latin digits
 * (۱۴۰۵/۰۹/۰۶), a calendar to pick from, and a hidden input that posts CF7's own Gregorian
 * YYYY-MM-DD under the field's name, so the server's checks (min, max, the SWV rules) are CF7's.
 */
export function DateField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const sent = asText(value);
  const [typed, setTyped] = useState(() => shownValue(sent));
  // Typing keeps what was typed; a value set from elsewhere (reset, the calendar) is shown anew.
  const shown = sentValue(typed) === sent ? typed : shownValue(sent);
  const commit = useCommitOnBlur(unitTag, tag.name, sent);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wrap = useRef<HTMLSpanElement>(null);
  const label = useLabelText();
  const base = `${unitTag}-${tag.name}`;
  const chosen = parseJalali(shown);
  const readOnly = isReadonly(tag);

  // A press outside the field and its calendar closes the calendar, as any disclosure.
  useEffect(() => {
    if (!open) return undefined;
    const away = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrap.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const change = (text: string) => {
    setTyped(text);
    dispatch(fieldChanged({ unitTag, name: tag.name, value: sentValue(text) }));
  };

  const describedBy = [`${base}-hint`, ariaFor(error, false)['aria-describedby']]
    .filter(Boolean)
    .join(' ');

  return (
    <FieldWrap name={tag.name} error={error}>
      <span className="persian-date" ref={wrap}>
        <span className="persian-date__row">
          <input
            ref={input}
            type="text"
            id={tagId(tag)}
            className={controlClass(tag, textControlExtras('date'), error !== undefined)}
            inputMode="numeric"
            dir="ltr"
            value={shown}
            placeholder={tagPlaceholder(tag)}
            autoComplete="off"
            readOnly={readOnly}
            {...ariaFor(error, tag.required)}
            aria-describedby={describedBy}
            {...(label !== '' ? { 'aria-label': label } : {})}
            onChange={(event) => change(event.target.value)}
            {...commit}
          />
          <input type="hidden" name={tag.name} value={sent} />
          {!readOnly && (
            <button
              ref={toggle}
              type="button"
              className="persian-date__toggle"
              aria-expanded={open}
              aria-controls={`${base}-calendar`}
              aria-label={label !== '' ? sprintf(__('Calendar: choose %s'), label) : undefined}
              onClick={() => setOpen(!open)}
            >
              {__('Calendar')}
            </button>
          )}
        </span>
        <span className="persian-date__hint" id={`${base}-hint`}>
          {chosen
            ? formatJalaliWithWeekday(chosen)
            : __('In the Persian calendar, e.g. 1405/09/06')}
        </span>
        {open && (
          <PersianCalendar
            id={`${base}-calendar`}
            label={label !== '' ? sprintf(__('Calendar of %s'), label) : __('Calendar')}
            selected={chosen}
            today={jalaliToday(new Date())}
            min={optionDay(tag, 'min')}
            max={optionDay(tag, 'max')}
            onChoose={(day) => {
              change(formatJalaliNumeric(day));
              dispatch(fieldCommitted({ unitTag, name: tag.name }));
              setOpen(false);
              input.current?.focus();
            }}
            onClose={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        )}
      </span>
    </FieldWrap>
  );
}
