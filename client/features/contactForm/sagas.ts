// Every side effect of contact forms (SPEC section 4, reference section 2): loading the page's
// forms and schemas, submit, reset + refill, change-validation, captcha refresh, the cached-page
// reset, and CF7's DOM events. Failures of the CF7 calls are only logged, as CF7 does.
import { buffers, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { all, call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type {
  FeedbackResponse,
  PageContactForms,
  RefillResponse,
  SwvSchema,
} from '../../../contracts/contactForm7';
import { CONTACT_PAGE_SLUG } from '../../../contracts/contactForm7';
import { validate } from '../../../contracts/contactForm7/swv';
import { getPageContactForms, getRefill, getSchema, sendFeedback } from '../../api/contactForms';
import { loadOnce } from '../../kernel/loadOnce';
import type { Page } from '../route';
import { selectPage, locationChanged } from '../route';
import { bootProblem, wpcf7Settings } from './boot';
import {
  collectFormData,
  dispatchFormEvent,
  findFormElement,
  findWrapper,
  isInsideAnotherForm,
  syncCustomValidity,
} from './dom';
import { submitDetail, type FormIdentity, type StatusChangedDetail } from './eventDetail';
import { applyChangeValidation, validationData } from './fieldErrors';
import { tagsByName, wrapOrder } from './formTags';
import { selectContactForm } from './selectors';
import {
  captchaRefreshRequested,
  challengesRefilled,
  contactFormMounted,
  contactFormsBooted,
  fieldChanged,
  fieldCommitted,
  fieldErrorsSet,
  fieldTouched,
  formInWrongPlace,
  formStarted,
  pageFormsFailed,
  pageFormsLoaded,
  pageFormsReloadRequested,
  pageFormsRequested,
  resetRequested,
  responsesCleared,
  schemaLoaded,
  statusSet,
  submitRequested,
  submissionAnswered,
  submissionStarted,
  resetFinished,
  resetStarted,
  type ContactFormInstance,
  type ContactFormsState,
} from './slice';
import { outcomeEventName, statusSlug } from './status';
import { normaliseUrl } from './url';
import { asText } from './values';

/** What the feature needs from the browser; tests hand in their own. */
export interface ContactFormEnvironment {
  /** The fetch CF7 checks for at boot. */
  fetch: () => unknown;
  /** Where "served from the back-forward cache" is heard (pageshow with persisted). */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /** Failures are only logged (SPEC section 8). */
  log: (...args: unknown[]) => void;
}

export function browserEnvironment(): ContactFormEnvironment {
  return {
    fetch: () => globalThis.fetch,
    window: typeof window === 'undefined' ? null : window,
    log: (...args) => console.error(...args),
  };
}

interface WithState {
  contactForms: ContactFormsState;
  config: { apiRoot: string };
}

const selectApiRoot = (state: WithState) => state.config.apiRoot;
const selectState = (state: WithState) => state.contactForms;

/**
 * Pages that may hold contact forms, by their WordPress slug: /contact, and the site pages (/about
 * …), whose content holds whatever forms the site placed there (a form file's `pages:`).
 */
function formsPageSlug(page: Page): string | null {
  if (page.name === 'contact') return CONTACT_PAGE_SLUG;
  return page.name === 'sitePage' ? page.slug : null;
}

function identityOf(form: ContactFormInstance): FormIdentity {
  return {
    contactFormId: form.definition.id,
    pluginVersion: form.definition.version,
    contactFormLocale: form.definition.locale,
    unitTag: form.unitTag,
    containerPostId: form.containerPost,
  };
}

function isFeedback(value: unknown): value is FeedbackResponse {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'status') === 'string'
  );
}

/**
 * Sets the form state and, when it really changed, raises wpcf7statuschanged. `slug` skips the
 * status -> slug mapping, for putting back a state the form already had: CF7 maps it again and
 * turns custom-x into custom-custom-x after a change-validation.
 */
function* setStatus(unitTag: string, status: string, kind: 'status' | 'slug' = 'status') {
  const slug = kind === 'slug' ? status : statusSlug(status);
  const before: ContactFormInstance | undefined = yield select(selectContactForm, unitTag);
  if (!before) return slug;
  yield put(statusSet({ unitTag, status: slug }));
  if (before.status !== slug) {
    const element: HTMLFormElement | null = yield call(findFormElement, unitTag);
    const detail: StatusChangedDetail = {
      ...identityOf(before),
      status: slug,
      prevStatus: before.status,
    };
    if (element) yield call(dispatchFormEvent, element, 'wpcf7statuschanged', detail);
  }
  return slug;
}

function* loadSchema(env: ContactFormEnvironment, formId: number): SagaIterator {
  const apiRoot: string = yield select(selectApiRoot);
  try {
    const schema: SwvSchema = yield call(getSchema, apiRoot, formId);
    yield put(schemaLoaded({ formId, schema }));
  } catch (error) {
    env.log(error);
  }
}

function* loadPageForms(env: ContactFormEnvironment, slug: string): SagaIterator {
  const page: PageContactForms | undefined = yield call(loadOnce<WithState, PageContactForms>, {
    status: (state) => selectState(state).pages[slug]?.status,
    requested: pageFormsRequested({ slug }),
    request: () => getPageContactForms(slug),
    loaded: (forms) => pageFormsLoaded({ slug, page: forms }),
    failed: (message) => pageFormsFailed({ slug, message }),
  });
  if (!page) return;
  // One schema request per distinct form, as CF7 makes at boot.
  const formIds = [...new Set(page.forms.map((placed) => placed.form.id))];
  const schemas: ContactFormsState['schemas'] = yield select(
    (s: WithState) => s.contactForms.schemas,
  );
  yield all(formIds.filter((id) => !schemas[id]).map((id) => fork(loadSchema, env, id)));
}

function* loadForCurrentPage(env: ContactFormEnvironment): SagaIterator {
  const page: Page = yield select(selectPage);
  const slug = formsPageSlug(page);
  if (slug) yield call(loadPageForms, env, slug);
}

/** The wrapper is in the page: check where it sits, then start it (no-js -> js). */
function* startForm(action: ReturnType<typeof contactFormMounted>): SagaIterator {
  const { unitTag } = action.payload;
  const state: ContactFormsState = yield select(selectState);
  const form = state.forms[unitTag];
  if (!state.boot?.ok || !form || form.started || form.wrongPlace) return;
  const wrapper: HTMLElement | null = yield call(findWrapper, unitTag);
  if (wrapper && isInsideAnotherForm(wrapper)) {
    yield put(formInWrongPlace({ unitTag }));
    return;
  }
  yield put(formStarted({ unitTag }));
}

function* startedForm(unitTag: string) {
  const form: ContactFormInstance | undefined = yield select(selectContactForm, unitTag);
  return form?.started && !form.wrongPlace ? form : undefined;
}

interface ResetInProgress {
  form: ContactFormInstance;
  element: HTMLFormElement | null;
  detail: ReturnType<typeof submitDetail>;
  /** Challenges to fall back on if the refill fails (the mail_sent answer's own). */
  fallback?: unknown;
}

/** wpcf7statuschanged when the form's state really changed, as CF7's setStatus raises it. */
function* announceStatus(form: ContactFormInstance, prevStatus: string, status: string) {
  if (prevStatus === status) return;
  const element: HTMLFormElement | null = yield call(findFormElement, form.unitTag);
  const detail: StatusChangedDetail = { ...identityOf(form), status, prevStatus };
  if (element) yield call(dispatchFormEvent, element, 'wpcf7statuschanged', detail);
}

/** What the reset's wpcf7reset event carries: the fields as they were before going back. */
function* resetDetail(form: ContactFormInstance, status: string) {
  const element: HTMLFormElement | null = yield call(findFormElement, form.unitTag);
  const formData: FormData = element ? yield call(collectFormData, element) : new FormData();
  return { element, detail: submitDetail(identityOf(form), status, formData) };
}

/** The synchronous half of a reset: fields back to defaults, responses cleared, `resetting`. */
function* beginReset(unitTag: string): SagaIterator<ResetInProgress | undefined> {
  const form: ContactFormInstance | undefined = yield call(startedForm, unitTag);
  if (!form) return undefined;
  // Read before the fields go back to their defaults, as the native reset event is.
  const { element, detail }: Omit<ResetInProgress, 'form'> = yield call(
    resetDetail,
    form,
    form.status,
  );
  yield put(resetStarted({ unitTag }));
  yield call(syncErrorsToControls, unitTag);
  yield call(announceStatus, form, form.status, 'resetting');
  return { form, element, detail };
}

/** The refill, then `sent` after a successful send or `init` otherwise, and wpcf7reset. */
function* finishReset(env: ContactFormEnvironment, reset: ResetInProgress): SagaIterator {
  const { form, element, detail } = reset;
  const unitTag = form.unitTag;
  const apiRoot: string = yield select(selectApiRoot);
  let refill: RefillResponse;
  try {
    refill = yield call(getRefill, apiRoot, form.definition.id);
  } catch (error) {
    env.log(error);
    if (reset.fallback) yield put(challengesRefilled({ unitTag, challenges: reset.fallback }));
    return;
  }
  const before: ContactFormInstance | undefined = yield select(selectContactForm, unitTag);
  if (!before) return;
  yield put(resetFinished({ unitTag, refill }));
  const after: ContactFormInstance = yield select(selectContactForm, unitTag);
  yield call(announceStatus, after, before.status, after.status);
  if (element) {
    yield call(dispatchFormEvent, element, 'wpcf7reset', { ...detail, apiResponse: refill });
  }
}

function* resetForm(env: ContactFormEnvironment, unitTag: string): SagaIterator {
  const reset: ResetInProgress | undefined = yield call(beginReset, unitTag);
  if (reset) yield call(finishReset, env, reset);
}

/** aria and tips come from the store; the constraint-validation message lives on the element. */
function* syncErrorsToControls(unitTag: string): SagaIterator {
  const form: ContactFormInstance | undefined = yield select(selectContactForm, unitTag);
  const element: HTMLFormElement | null = yield call(findFormElement, unitTag);
  if (!form || !element) return;
  const messages = new Map(form.errors.map((error) => [error.field, error.message]));
  yield call(syncCustomValidity, element, messages);
}

function* submit(
  env: ContactFormEnvironment,
  action: ReturnType<typeof submitRequested>,
): SagaIterator {
  const { unitTag, submitter } = action.payload;
  const form: ContactFormInstance | undefined = yield call(startedForm, unitTag);
  const element: HTMLFormElement | null = yield call(findFormElement, unitTag);
  if (!form || !element) return;
  // What the form posts, files included (they never enter the store), with the pressed button.
  const formData: FormData = yield call(collectFormData, element, submitter);
  yield put(submissionStarted({ unitTag }));
  yield call(syncErrorsToControls, unitTag);
  const detail = submitDetail(identityOf(form), form.status, formData);
  yield call(dispatchFormEvent, element, 'wpcf7beforesubmit', detail);
  yield call(announceStatus, form, form.status, 'submitting');

  const apiRoot: string = yield select(selectApiRoot);
  let response: unknown;
  try {
    response = yield call(sendFeedback, apiRoot, form.definition.id, formData);
  } catch (error) {
    // SPEC 8: only logged; the form stays in submitting, its button still usable.
    env.log(error);
    return;
  }
  if (!isFeedback(response)) {
    env.log(new Error('The contact form answer has no status.'), response);
    return;
  }

  const sent = response.status === 'mail_sent';
  const slug = statusSlug(response.status);
  // The reset after mail_sent reports the fields as they were, so they are read before it.
  const reset: Omit<ResetInProgress, 'form'> | undefined = sent
    ? yield call(resetDetail, form, slug)
    : undefined;
  const answering: ContactFormInstance | undefined = yield select(selectContactForm, unitTag);
  yield put(submissionAnswered({ unitTag, answer: response }));

  if (answering) yield call(announceStatus, form, answering.status, slug);
  const answered = { ...detail, status: response.status, apiResponse: response };
  const outcome = outcomeEventName(response.status);
  if (outcome) yield call(dispatchFormEvent, element, outcome, answered);
  yield call(dispatchFormEvent, element, 'wpcf7submit', answered);
  if (reset) {
    yield call(announceStatus, form, slug, 'resetting');
    // CF7's own wpcf7submit listener refreshes quiz and captcha from the answer; after mail_sent
    // the reset's refill replaces them a moment later, so the answer's are kept only in case that
    // refill fails: loading an image the browser would abort at once helps nobody.
    yield fork(finishReset, env, { ...reset, form, fallback: response });
  }
  yield call(syncErrorsToControls, unitTag);
}

function* validateOnChange(action: ReturnType<typeof fieldCommitted>): SagaIterator {
  const { unitTag, name } = action.payload;
  const form: ContactFormInstance | undefined = yield call(startedForm, unitTag);
  const tag = form && tagsByName(form.definition).get(name);
  if (!form || !tag) return;
  yield put(fieldTouched({ unitTag, name }));
  if (tag.basetype === 'url') {
    const typed = asText(form.values[name]);
    const normalised = normaliseUrl(typed);
    if (normalised !== typed) yield put(fieldChanged({ unitTag, name, value: normalised }));
  }
  const schema: SwvSchema | undefined = yield select(
    (s: WithState) => s.contactForms.schemas[form.definition.id],
  );
  const wrap = wrapOrder(form.definition).find((placed) => placed.tag.name === name);
  if (!schema || !wrap || wrap.novalidate) return;

  const previous = form.status;
  yield call(setStatus, unitTag, 'validating');
  const current: ContactFormInstance = yield select(selectContactForm, unitTag);
  const violations = validate(
    schema,
    validationData(current.definition, current.values, current.files),
  );
  const errors = applyChangeValidation({
    unitTag,
    definition: current.definition,
    errors: current.errors,
    violations,
    target: name,
    touched: new Set(current.touched),
  });
  yield put(fieldErrorsSet({ unitTag, errors }));
  yield call(syncErrorsToControls, unitTag);
  // "One or more fields have an error" is no longer true once the last one is fixed: the summary
  // goes with it (CF7 keeps it until the next submit; docs/decisions.md).
  const fixed = previous === 'invalid' && errors.length === 0;
  if (fixed) yield put(responsesCleared({ unitTag }));
  yield call(setStatus, unitTag, fixed ? 'init' : previous, 'slug');
}

/** A new captcha image on request; only the captcha is replaced, a typed quiz answer stays. */
function* refreshCaptcha(
  env: ContactFormEnvironment,
  action: ReturnType<typeof captchaRefreshRequested>,
): SagaIterator {
  const { unitTag } = action.payload;
  const form: ContactFormInstance | undefined = yield call(startedForm, unitTag);
  if (!form) return;
  const apiRoot: string = yield select(selectApiRoot);
  try {
    const refill: RefillResponse = yield call(getRefill, apiRoot, form.definition.id);
    yield put(challengesRefilled({ unitTag, challenges: refill, only: 'captcha' }));
  } catch (error) {
    env.log(error);
  }
}

function pageShowChannel(target: NonNullable<ContactFormEnvironment['window']>) {
  return eventChannel<true>((emit) => {
    const listener = (event: Event) => {
      if (event instanceof PageTransitionEvent ? event.persisted : false) emit(true);
    };
    target.addEventListener('pageshow', listener);
    return () => target.removeEventListener('pageshow', listener);
  }, buffers.sliding(1));
}

/**
 * A page restored from the back-forward cache still shows captcha and quiz challenges that may
 * have been used or expired: every form on it is reset, as CF7 resets forms of cached pages.
 */
function* resetFormsOfCachedPage(env: ContactFormEnvironment): SagaIterator {
  if (!env.window || typeof PageTransitionEvent === 'undefined') return;
  const channel: EventChannel<true> = yield call(pageShowChannel, env.window);
  try {
    while (true) {
      yield take(channel);
      const state: ContactFormsState = yield select(selectState);
      for (const unitTag of Object.keys(state.forms)) {
        if (state.forms[unitTag]?.started) yield put(resetRequested({ unitTag }));
      }
    }
  } finally {
    channel.close();
  }
}

export function* contactFormSaga(env: ContactFormEnvironment = browserEnvironment()): SagaIterator {
  const config: { apiRoot: string } = yield select((s: WithState) => s.config);
  const problem = bootProblem({ settings: wpcf7Settings(config), fetch: env.fetch() });
  yield put(contactFormsBooted({ ok: problem === null, problem }));
  if (problem !== null) {
    env.log(problem);
    return;
  }
  yield takeEvery(contactFormMounted.type, startForm);
  yield takeEvery(submitRequested.type, submit, env);
  yield takeEvery(resetRequested.type, function* (action: ReturnType<typeof resetRequested>) {
    yield call(resetForm, env, action.payload.unitTag);
  });
  yield takeEvery(fieldCommitted.type, validateOnChange);
  yield takeEvery(captchaRefreshRequested.type, refreshCaptcha, env);
  yield takeEvery([locationChanged.type, pageFormsReloadRequested.type], loadForCurrentPage, env);
  yield fork(resetFormsOfCachedPage, env);
  yield call(loadForCurrentPage, env);
}
