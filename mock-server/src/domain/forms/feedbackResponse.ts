// The feedback answer with CF7's key order: contact_form_id, status, message, [invalid_fields],
// posted_data_hash, into, invalid_fields, quiz, captcha.
import {
  tagId,
  type Challenges,
  type FeedbackResponse,
  type InvalidField,
} from '../../../../contracts/contactForm7';
import type { CompiledForm } from './compileForm';
import { FIELD_NAME } from './formTags';

export function invalidFieldsOf(
  form: CompiledForm,
  unitTag: string,
  invalid: ReadonlyMap<string, string>,
): InvalidField[] {
  const fields: InvalidField[] = [];
  for (const [name, message] of invalid) {
    const field = name.replace(/\./g, '_');
    if (!FIELD_NAME.test(field)) continue;
    const tag = form.tags.find(
      (candidate) => candidate.name === name && candidate.basetype !== 'captchac',
    );
    const id = tag === undefined ? undefined : tagId(tag);
    fields.push({
      field,
      message,
      idref: id !== undefined && FIELD_NAME.test(id) && !id.startsWith('wpcf7') ? id : null,
      error_id: `${unitTag}-ve-${field}`,
    });
  }
  return fields;
}

export function feedbackResponse(parts: {
  formId: number;
  status: string;
  message: string;
  invalidFields?: InvalidField[];
  postedDataHash: string | undefined;
  unitTag: string;
  challenges: Challenges;
}): FeedbackResponse {
  const { invalidFields, postedDataHash, challenges } = parts;
  // A key written again keeps its first position: invalid_fields comes before the hash for
  // validation_failed and after `into` for every other status, as in CF7.
  return {
    contact_form_id: parts.formId,
    status: parts.status,
    message: parts.message,
    ...(invalidFields !== undefined && { invalid_fields: invalidFields }),
    ...(postedDataHash !== undefined && { posted_data_hash: postedDataHash }),
    into: `#${parts.unitTag}`,
    invalid_fields: invalidFields ?? [],
    ...(challenges.quiz !== undefined && { quiz: challenges.quiz }),
    ...(challenges.captcha !== undefined && { captcha: challenges.captcha }),
  };
}
