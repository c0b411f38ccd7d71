// A form source with every setting at its default, for tests.
import { DEFAULT_MAIL, type ContactFormSource } from './formSource';

export function formSource(
  template: string,
  extra: Partial<ContactFormSource> = {},
): ContactFormSource {
  return {
    id: 123,
    title: 'آزمایش',
    locale: 'fa_IR',
    template,
    messages: {},
    mail: DEFAULT_MAIL,
    acceptanceAsValidation: false,
    skipMail: false,
    pages: [],
    origin: 'test',
    ...extra,
  };
}
