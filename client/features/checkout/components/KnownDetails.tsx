// Tells the shopper where the filled fields came from.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { accountFilled, type SavedAddress } from '../prefill';
import { selectCheckout, selectProvinces } from '../selectors';
import { rememberedDetailsForgotten, savedAddressChosen } from '../slice';

function AddressChoice({ address, checked }: { address: SavedAddress; checked: boolean }) {
  const dispatch = useAppDispatch();
  const provinces = useAppSelector(selectProvinces);
  const province = provinces.find((candidate) => candidate.code === address.values.state)?.name;
  const where = [province, address.values.city, address.values.address_1]
    .filter((part) => part !== undefined && part !== '')
    .join('، ');
  return (
    <label className="checkout-saved__choice">
      <input
        type="radio"
        name="saved_address"
        value={address.id}
        checked={checked}
        onChange={() => dispatch(savedAddressChosen(address.id))}
      />
      <span>
        <strong>{address.id === 'billing' ? __('Billing address') : __('Shipping address')}</strong>
        <span className="checkout-saved__where">{where}</span>
      </span>
    </label>
  );
}

/**
 * Tells the shopper where the filled fields came from: their saved addresses to choose from
 * (when there are two), the account, or this browser's memory of their last order, which they
 * can clear (a shared computer).
 */
export function KnownDetails() {
  const dispatch = useAppDispatch();
  const { known, chosenAddress } = useAppSelector(selectCheckout);
  if (!known) return null;
  if (known.source === 'browser') {
    return (
      <div className="checkout-saved" role="note">
        <p className="checkout-saved__note">
          {__('Filled in with the details of your last order in this browser.')}
        </p>
        <button
          type="button"
          className="checkout-saved__forget"
          onClick={() => dispatch(rememberedDetailsForgotten())}
        >
          {__('Clear these details')}
        </button>
      </div>
    );
  }
  if (known.addresses.length > 1) {
    return (
      <fieldset className="checkout-saved">
        <legend className="checkout-saved__note">
          {__('Send to one of your saved addresses')}
        </legend>
        {known.addresses.map((address) => (
          <AddressChoice
            key={address.id}
            address={address}
            checked={chosenAddress === address.id}
          />
        ))}
      </fieldset>
    );
  }
  const filled = accountFilled(known);
  if (filled === 'nothing') return null;
  return (
    <div className="checkout-saved" role="note">
      <p className="checkout-saved__note">
        {filled === 'address'
          ? __('Filled in from your account; change anything you need to.')
          : __(
              'Your name and contact details come from your account; the address you write is kept for your next order.',
            )}
      </p>
    </div>
  );
}
