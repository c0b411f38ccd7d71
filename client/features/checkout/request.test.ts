// The checkout request built from the form (Persian digits read, +98 and the postcode dash
// dropped, billing copied to shipping, unreadable values still sent for the server to name),
// and the server's billing and shipping errors put back on the one address field.
import { buildCheckoutRequest, emptyCheckoutValues } from './request';
import { fieldElementId, mapFieldErrors } from './fields';

const noAttribution = { 'woocommerce/order-attribution': {} };

describe('buildCheckoutRequest', () => {
  it('reads Persian digits, drops the +98 and the postcode dash, copies billing to shipping', () => {
    const values = emptyCheckoutValues();
    values.address = {
      first_name: ' سارا ',
      last_name: 'محمدی',
      phone: '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
      email: ' sara@example.com ',
      state: 'THR',
      city: 'ری',
      address_1: 'خیابان فدائیان اسلام',
      postcode: '۱۸۱۳۸-۳۳۱۱۱',
    };
    values.national_code = '۰۰۱۲۳۴۵۶۷۸';
    const request = buildCheckoutRequest(values, 'cod', noAttribution);
    expect(request.billing_address).toEqual({
      first_name: 'سارا',
      last_name: 'محمدی',
      company: '',
      address_1: 'خیابان فدائیان اسلام',
      address_2: '',
      city: 'ری',
      state: 'THR',
      postcode: '1813833111',
      country: 'IR',
      phone: '09123456789',
      email: 'sara@example.com',
    });
    expect(request.shipping_address).not.toHaveProperty('email');
    expect(request.shipping_address?.postcode).toBe('1813833111');
    expect(request.additional_fields).toEqual({ 'persian-shop/national-code': '0012345678' });
    expect(request.payment_data).toBeUndefined();
  });

  it('still sends a value it cannot read (digits made ASCII) so the server names the problem', () => {
    const values = emptyCheckoutValues();
    values.address.postcode = '۱۲۳';
    values.address.phone = '۰۹۱۲';
    const request = buildCheckoutRequest(values, 'cod', noAttribution);
    expect(request.billing_address.postcode).toBe('123');
    expect(request.billing_address.phone).toBe('0912');
    expect(request.additional_fields).toBeUndefined();
  });
});

describe('mapFieldErrors', () => {
  it('puts billing and shipping errors on the one address field, first message winning', () => {
    const mapped = mapFieldErrors([
      { param: 'shipping_address', field: 'postcode', code: 'invalid_postcode', message: 'الف' },
      { param: 'billing_address', field: 'postcode', code: 'invalid_postcode', message: 'ب' },
      { param: 'payment_data', field: 'transfer_reference', code: 'x', message: 'پ' },
      { param: 'billing_address', field: 'company', code: 'x', message: 'ت' },
    ]);
    expect(mapped).toEqual({
      fields: { postcode: 'الف', transfer_reference: 'پ' },
      general: ['ت'],
    });
    expect(fieldElementId('transfer_reference')).toBe('checkout-transfer-reference');
  });
});
