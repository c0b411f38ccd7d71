// Province, then city.
import { useMemo } from 'react';
import type { IranProvince } from '../../../contracts/regions';
import { __ } from '../../i18n';
import { SelectField } from './FormField';

/** Where one picker's element, value and message come from. */
export interface RegionPickerField {
  id: string;
  name: string;
  value: string;
  error?: string;
  className?: string;
}

/**
 * Province, then city: native selects, so the keyboard, type-ahead and screen readers all work
 * as they do everywhere. The city list follows the province; it stays focusable while empty and
 * says why. Used by the checkout and by my-account's saved addresses.
 */
export function RegionPickers({
  province,
  city,
  provinces,
  cities,
  status,
  autoCompleteSection,
  onChange,
  onRetry,
  noScriptRefresh,
}: {
  province: RegionPickerField;
  city: RegionPickerField;
  provinces: readonly IranProvince[];
  /** The cities of the chosen province; empty until one is chosen. */
  cities: readonly string[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** An autocomplete section such as "billing" or "shipping", when the form has several. */
  autoCompleteSection?: string;
  onChange: (field: 'state' | 'city', value: string) => void;
  onRetry: () => void;
  /** Without JavaScript: a button that posts the form to draw the chosen province's cities. */
  noScriptRefresh?: string;
}) {
  const provinceOptions = useMemo(
    () => provinces.map((item) => ({ value: item.code, label: item.name })),
    [provinces],
  );
  const cityOptions = useMemo(() => cities.map((item) => ({ value: item, label: item })), [cities]);
  const section = autoCompleteSection ? `${autoCompleteSection} ` : '';
  return (
    <>
      <SelectField
        {...province}
        label={__('Province')}
        required
        placeholder={status === 'loaded' ? __('Choose a province…') : __('Loading provinces…')}
        options={provinceOptions}
        autoComplete={`${section}address-level1`}
        onChange={(value) => onChange('state', value)}
      />
      {noScriptRefresh && (
        <noscript>
          <button
            type="submit"
            name={noScriptRefresh}
            className="button button--secondary region-pickers__refresh"
          >
            {__('Show the cities of this province')}
          </button>
        </noscript>
      )}
      <SelectField
        {...city}
        label={__('City')}
        required
        placeholder={province.value === '' ? __('Choose a province first') : __('Choose a city…')}
        options={cityOptions}
        autoComplete={`${section}address-level2`}
        onChange={(value) => onChange('city', value)}
      />
      {status === 'failed' && (
        <p className="region-pickers__failed" role="alert">
          {__('The list of provinces could not be loaded.')}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {__('Try again')}
          </button>
        </p>
      )}
    </>
  );
}
