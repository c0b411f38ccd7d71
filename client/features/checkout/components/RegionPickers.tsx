import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { fieldElementId } from '../fields';
import { selectCheckout, selectCities, selectProvinces } from '../selectors';
import { fieldTyped, regionsReloadRequested } from '../slice';

interface PickerProps {
  field: 'state' | 'city';
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  autoComplete: string;
}

function Picker({ field, label, placeholder, options, autoComplete }: PickerProps) {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const id = fieldElementId(field);
  const error = checkout.errors[field];
  const errorId = `${id}-error`;
  return (
    <div className={`checkout-field checkout-field--${field}`}>
      <label htmlFor={id} className="checkout-field__label">
        {label}
        <span className="checkout-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        name={field}
        className="checkout-field__input"
        required
        autoComplete={autoComplete}
        value={checkout.values.address[field]}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => dispatch(fieldTyped({ field, value: event.target.value }))}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Province, then city: native selects, so the keyboard, type-ahead and screen readers all work
 * as they do everywhere. The city list follows the province; it stays focusable while empty and
 * says why.
 */
export function RegionPickers() {
  const dispatch = useAppDispatch();
  const provinces = useAppSelector(selectProvinces);
  const cities = useAppSelector(selectCities);
  const { regions, values } = useAppSelector(selectCheckout);
  return (
    <>
      <Picker
        field="state"
        label={__('Province')}
        placeholder={
          regions.status === 'loaded' ? __('Choose a province…') : __('Loading provinces…')
        }
        options={provinces.map((province) => ({ value: province.code, label: province.name }))}
        autoComplete="address-level1"
      />
      <Picker
        field="city"
        label={__('City')}
        placeholder={
          values.address.state === '' ? __('Choose a province first') : __('Choose a city…')
        }
        options={cities.map((city) => ({ value: city, label: city }))}
        autoComplete="address-level2"
      />
      {regions.status === 'failed' && (
        <p className="checkout-regions-failed" role="alert">
          {__('The list of provinces could not be loaded.')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(regionsReloadRequested())}
          >
            {__('Try again')}
          </button>
        </p>
      )}
    </>
  );
}
