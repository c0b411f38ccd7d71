// Quantity with − and + buttons around a text field that takes Persian or Latin digits, and the
// most one order may hold when something limits it.
import type { MouseEvent, ReactNode } from 'react';
import { __, sprintf } from '../../../i18n';
import { formatNumber } from '../../../ui/digits';

/** The Store API's ceiling for any quantity: at it, nothing real limits the quantity. */
const UNLIMITED = 9999;

/** A maximum worth telling the shopper: one is set, and it is below the Store API's ceiling. */
export function isRealMaximum(maximum: number): boolean {
  return maximum > 0 && maximum < UNLIMITED;
}

interface QuantityStepperProps {
  id: string;
  label: ReactNode;
  /** What the field shows: the quantity in Persian digits, or what the shopper is typing. */
  text: string;
  quantity: number;
  /** 0 when nothing limits it. */
  maximum: number;
  canDecrease: boolean;
  canIncrease: boolean;
  /** A quantity that cannot change is shown, not offered for editing. */
  fixed?: boolean;
  /** While busy the buttons stay focusable but say they cannot act. */
  busy?: boolean;
  className?: string;
  onStep: (quantity: number) => void;
  onType: (text: string) => void;
  /** When given, typing is a draft that Enter or leaving the field commits. */
  onCommit?: () => void;
  /** The field's name in a form posted without JavaScript. */
  name?: string;
  /**
   * Without JavaScript the − and + buttons post the form under this name, their value the new
   * quantity; with it they only step (the click's default is prevented).
   */
  stepName?: string;
}

/**
 * Quantity with − and + buttons around a text field that takes Persian or Latin digits, and the
 * most one order may hold when something limits it. The product page and the cart use it.
 */
export function QuantityStepper({
  id,
  label,
  text,
  quantity,
  maximum,
  canDecrease,
  canIncrease,
  fixed = false,
  busy,
  className,
  onStep,
  onType,
  onCommit,
  name,
  stepName,
}: QuantityStepperProps) {
  const step = (event: MouseEvent<HTMLButtonElement>, to: number) => {
    event.preventDefault();
    onStep(to);
  };
  const stepPost = (to: number) =>
    stepName
      ? { type: 'submit' as const, name: stepName, value: String(to) }
      : { type: 'button' as const };
  return (
    <div className={className ? `${className} quantity` : 'quantity'}>
      <label htmlFor={id} className="quantity__label">
        {label}
      </label>
      {fixed ? (
        <output id={id} className="quantity__fixed">
          {formatNumber(quantity)}
        </output>
      ) : (
        <div className="quantity__controls">
          <button
            {...stepPost(quantity - 1)}
            className="quantity__step"
            onClick={(event) => step(event, quantity - 1)}
            disabled={!canDecrease}
            aria-disabled={busy}
          >
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">{__('One less')}</span>
          </button>
          <input
            id={id}
            className="quantity__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            name={name}
            value={text}
            onChange={(event) => onType(event.target.value)}
            onBlur={onCommit}
            onKeyDown={
              onCommit &&
              ((event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onCommit();
                }
              })
            }
          />
          <button
            {...stepPost(quantity + 1)}
            className="quantity__step"
            onClick={(event) => step(event, quantity + 1)}
            disabled={!canIncrease}
            aria-disabled={busy}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">{__('One more')}</span>
          </button>
        </div>
      )}
      {isRealMaximum(maximum) && (
        <p className="quantity__max">
          {/* translators: %s: the most one order may hold, in Persian digits */}
          {sprintf(__('At most %s'), formatNumber(maximum))}
        </p>
      )}
    </div>
  );
}
