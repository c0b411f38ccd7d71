// Step 1 of a submission: the SWV schema, then the per-tag checks CF7 runs after it (quiz,
// captcha, acceptance as validation). A field keeps its first error, so schema messages win.
// File fields' errors are kept apart: CF7 checks uploaded files only once the other fields,
// the acceptance and the spam check have passed (WPCF7_Submission::unship_uploaded_files).
import {
  captchaChallengeField,
  hasTagOption,
  quizAnswerField,
} from '../../../../contracts/contactForm7';
import { validate } from '../../../../contracts/contactForm7/swv';
import type { CaptchaService } from './captcha';
import type { CompiledForm } from './compileForm';
import { validationData, type PostedValue } from './postedData';
import type { QuizHasher } from './quiz';
import type { FeedbackInput } from './submission';

export function scalar(value: PostedValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** PHP truthiness of a POST value: "" and "0" are false. */
export function truthy(value: PostedValue | undefined): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value !== '' && value !== '0';
}

/** `optional` boxes always hold; `invert` ones must be left unchecked. */
export function acceptanceHolds(
  tag: CompiledForm['acceptanceTags'][number],
  post: ReadonlyMap<string, PostedValue>,
): boolean {
  if (hasTagOption(tag, 'optional')) return true;
  const checked = truthy(post.get(tag.name));
  return hasTagOption(tag, 'invert') ? !checked : checked;
}

export function createSubmissionChecks(deps: { quiz: QuizHasher; captcha: CaptchaService }) {
  /** Field -> message, in the order the fields failed; file fields' apart. */
  return function invalidFields(
    form: CompiledForm,
    post: ReadonlyMap<string, PostedValue>,
    files: FeedbackInput['files'],
    now: Date,
  ): { fields: Map<string, string>; files: Map<string, string> } {
    const invalid = new Map<string, string>();
    const invalidFiles = new Map<string, string>();
    const fileFields = new Set(form.fileTags.map((tag) => tag.name));
    for (const [field, violation] of validate(form.schema, validationData(post, files))) {
      (fileFields.has(field) ? invalidFiles : invalid).set(field, violation.error);
    }
    const fail = (name: string, message: string) => {
      if (!invalid.has(name)) invalid.set(name, message);
    };
    for (const tag of form.quizTags) {
      const expected = scalar(post.get(quizAnswerField(tag.name)));
      if (expected === '' || !deps.quiz.matches(scalar(post.get(tag.name)), expected)) {
        fail(tag.name, form.messages.quiz_answer_not_correct);
      }
    }
    for (const tag of form.captchaTags) {
      const prefix = scalar(post.get(captchaChallengeField(tag.name)));
      // Checked even when the field already failed: a challenge is used up by any attempt.
      const passed = prefix !== '' && deps.captcha.check(prefix, scalar(post.get(tag.name)), now);
      if (!passed) fail(tag.name, form.messages.captcha_not_match);
    }
    if (form.source.acceptanceAsValidation) {
      for (const tag of form.acceptanceTags) {
        if (!acceptanceHolds(tag, post)) fail(tag.name, form.messages.accept_terms);
      }
    }
    return { fields: invalid, files: invalidFiles };
  };
}
