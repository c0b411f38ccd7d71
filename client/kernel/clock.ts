// The clock that components read "now" from, so a test can set the date.
import { createContext, useContext } from 'react';

// Components that show "now" (the footer's year) read it from here, so tests can fix the date.
export const ClockContext = createContext<() => Date>(() => new Date());

export function useNow(): Date {
  return useContext(ClockContext)();
}
