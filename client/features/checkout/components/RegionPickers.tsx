// The checkout's province and city.
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { RegionPickers as Pickers } from '../../../ui/forms/RegionPickers';
import { fieldElementId } from '../fields';
import { CHOOSE_PROVINCE_FIELD } from '../../../../contracts/plainPosts';
import { selectRegionsStatus } from '../../regions';
import { selectCheckout, selectCities, selectProvinces } from '../selectors';
import { fieldTyped, regionsReloadRequested } from '../slice';

/** The checkout's province and city: the shared pickers, fed by the checkout's state. */
export function RegionPickers() {
  const dispatch = useAppDispatch();
  const provinces = useAppSelector(selectProvinces);
  const cities = useAppSelector(selectCities);
  const regionsStatus = useAppSelector(selectRegionsStatus);
  const { values, errors } = useAppSelector(selectCheckout);
  const picker = (field: 'state' | 'city') => ({
    id: fieldElementId(field),
    name: field,
    value: values.address[field],
    error: errors[field],
    className: `checkout-field--${field}`,
  });
  return (
    <Pickers
      province={picker('state')}
      city={picker('city')}
      provinces={provinces}
      cities={cities}
      status={regionsStatus}
      onChange={(field, value) => dispatch(fieldTyped({ field, value }))}
      onRetry={() => dispatch(regionsReloadRequested())}
      noScriptRefresh={CHOOSE_PROVINCE_FIELD}
    />
  );
}
