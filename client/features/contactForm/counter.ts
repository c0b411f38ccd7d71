// Character counters, [count name] and [count name down] (reference 3.2).

export type CountDirection = 'up' | 'down';

export interface CounterSettings {
  direction: CountDirection;
  /** The target's explicit maxlength: where a down counter starts, and the too-long limit. 0 = none. */
  maximum: number;
  /** The target's minlength; 0 = none. */
  minimum: number;
}

export interface CounterReading {
  /** What the counter shows: trimmed length counting up, or what is left counting down. */
  current: number;
  tooLong: boolean;
  tooShort: boolean;
}

/**
 * The count uses the trimmed value's UTF-16 length (so an emoji counts 2 and ZWNJ counts 1, as
 * maxlength does), while too-long and too-short compare the untrimmed length, as CF7 6.1 does:
 * an empty field is too short whenever a minimum is set.
 */
export function readCounter(value: string, settings: CounterSettings): CounterReading {
  const counted = value.trim().length;
  const start = settings.direction === 'down' ? settings.maximum : 0;
  return {
    current: settings.direction === 'down' ? start - counted : counted,
    tooLong: settings.maximum > 0 && settings.maximum < value.length,
    tooShort: settings.minimum > 0 && value.length < settings.minimum,
  };
}

export function startingValue(settings: CounterSettings): number {
  return settings.direction === 'down' ? settings.maximum : 0;
}
