// A radio group of the methods the shop offers.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { toPersianDigits } from '../../../ui/digits';
import { useServerPass } from '../../../ui/serverPass';
import { fieldElementId } from '../fields';
import { selectCheckout, selectPaymentChoices } from '../selectors';
import { paymentMethodChosen } from '../slice';
import { TextField } from './TextField';

/** "6037991234567890" -> "۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۰", as it is printed on the card. */
function cardGroups(cardNumber: string): string {
  return toPersianDigits(cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
}

/**
 * A radio group of the methods the shop offers; the transfer asks for its reference number and
 * the test gateway says that no money moves.
 */
export function PaymentMethods() {
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectPaymentChoices);
  const { paymentMethod, errors } = useAppSelector(selectCheckout);
  const error = errors.payment_method;
  const errorId = `${fieldElementId('payment_method')}-error`;
  const serverPass = useServerPass();
  return (
    <fieldset
      className="checkout-payment"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error !== undefined || undefined}
    >
      <legend className="checkout-section__title">{__('Payment method')}</legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      <ul className="checkout-payment__choices">
        {choices.map((choice, index) => {
          const id =
            index === 0 ? fieldElementId('payment_method') : `checkout-payment-${choice.id}`;
          const descriptionId = `${id}-description`;
          const noticeId = `${id}-test-notice`;
          const describedBy = [
            choice.description ? descriptionId : '',
            choice.testMode ? noticeId : '',
          ]
            .filter((part) => part !== '')
            .join(' ');
          const chosen = paymentMethod === choice.id;
          return (
            <li key={choice.id} className="checkout-payment__choice">
              <input
                type="radio"
                id={id}
                name="payment_method"
                value={choice.id}
                checked={chosen}
                aria-describedby={describedBy === '' ? undefined : describedBy}
                onChange={() => dispatch(paymentMethodChosen(choice.id))}
              />
              <label htmlFor={id}>{choice.title}</label>
              {choice.description && (
                <p id={descriptionId} className="checkout-payment__description">
                  {choice.description}
                </p>
              )}
              {choice.testMode && (
                <p id={noticeId} className="checkout-payment__test-notice" role="note">
                  {__('Test payment; no money changes hands.')}
                </p>
              )}
              {/* The server's page carries it whatever is chosen, shown by CSS once the transfer
                  is ticked: without JavaScript nothing could draw it then (issue 25). */}
              {(chosen || serverPass) && choice.id === 'bacs' && (
                <div className="checkout-payment__transfer">
                  {choice.cardNumber && (
                    <p className="checkout-payment__card">
                      {__('Card number:')}{' '}
                      <span dir="ltr" className="checkout-payment__card-number">
                        {cardGroups(choice.cardNumber)}
                      </span>
                      {choice.cardHolder && (
                        <>
                          {' '}
                          {__('in the name of')} {choice.cardHolder}
                        </>
                      )}
                    </p>
                  )}
                  <TextField
                    field="transfer_reference"
                    label={__('Transfer reference number')}
                    hint={__('The tracking number your bank showed after the transfer.')}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    ltr
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
