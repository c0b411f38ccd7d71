// CF7's hidden fields, in its order (reference 1.1).
import type { ContactFormInstance } from '../slice';

/** CF7's hidden fields, in its order (reference 1.1). */
export function HiddenFields({ form }: { form: ContactFormInstance }) {
  const fields: [string, string][] = [
    ['_wpcf7', String(form.definition.id)],
    ['_wpcf7_version', form.definition.version],
    ['_wpcf7_locale', form.definition.locale],
    ['_wpcf7_unit_tag', form.unitTag],
    ['_wpcf7_container_post', String(form.containerPost)],
    ['_wpcf7_posted_data_hash', form.postedDataHash],
  ];
  return (
    <fieldset className="hidden-fields-container">
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </fieldset>
  );
}
