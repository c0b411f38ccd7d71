// The shop's own __ and sprintf: translations from the catalogue, WordPress's fallback to the
// msgid, and the placeholders the catalogue's strings use.
import { __, addTranslations, sprintf } from './gettext';

describe('gettext', () => {
  it('translates what the catalogue has and leaves the rest as written', () => {
    addTranslations({ 'Gettext test: cart': 'سبد' });
    expect(__('Gettext test: cart')).toBe('سبد');
    expect(__('Gettext test: not in the catalogue')).toBe('Gettext test: not in the catalogue');
  });

  it('lets a later translation of a msgid replace an earlier one', () => {
    addTranslations({ 'Gettext test: again': 'یک' });
    addTranslations({ 'Gettext test: again': 'دو' });
    expect(__('Gettext test: again')).toBe('دو');
  });

  it('fills %s in order, %1$s by position, %d as an integer and %% as a percent sign', () => {
    expect(sprintf('%s از %s', 'الف', 'ب')).toBe('الف از ب');
    expect(sprintf('%2$s، %1$s', 'الف', 'ب')).toBe('ب، الف');
    expect(sprintf('%s%%', '۲۰')).toBe('۲۰%');
    expect(sprintf('%d مورد', '12.7')).toBe('12 مورد');
    expect(sprintf('%s و %s', 'تنها')).toBe('تنها و ');
  });
});
