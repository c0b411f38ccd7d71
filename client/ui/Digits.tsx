// A number or a code shown in Persian digits; numbers are grouped the Persian way.
import { formatNumber, toPersianDigits } from './digits';

interface DigitsProps {
  /** Numbers are grouped (۱٬۲۳۴); strings such as codes or phone numbers only get Persian digits. */
  value: number | string;
}

export function Digits({ value }: DigitsProps) {
  return <>{typeof value === 'number' ? formatNumber(value) : toPersianDigits(value)}</>;
}
