// The checkout's own fields beside the address: what a wrong national code is told.
import { NATIONAL_CODE_FIELD } from '../../../../contracts/checkout';
import { checkoutBody } from '../../../test/checkoutKit';
import { findProvince } from '../../../../contracts/iranRegions';
import { readCheckoutRequest } from './checkoutRequest';

function nationalCodeMessage(code: string): string | undefined {
  const reading = readCheckoutRequest(
    checkoutBody({ additional_fields: { [NATIONAL_CODE_FIELD]: code } }),
    findProvince,
  );
  if (reading.ok || !('problems' in reading)) return undefined;
  return reading.problems.find((problem) => problem.field === NATIONAL_CODE_FIELD)?.message;
}

describe('the national code at checkout (issue 25)', () => {
  it('ten digits with a wrong check digit are "not valid", not told to write ten digits', () => {
    // 0499370899 is valid; its last digit changed fails the check.
    expect(nationalCodeMessage('0499370899')).toBeUndefined();
    const message = nationalCodeMessage('۰۴۹۹۳۷۰۸۹۸');
    expect(message).toContain('معتبر نیست');
    expect(message).not.toContain('۱۰ رقم');
  });

  it('a code that is not ten digits is told the shape', () => {
    expect(nationalCodeMessage('12345')).toContain('۱۰ رقم');
  });
});
