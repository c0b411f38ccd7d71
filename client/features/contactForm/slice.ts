// Every contact form on a page, keyed by unit tag so two forms never share a thing (DESIGN: the
// store's contactForms[unitTag]); pages remember which unit tags they hold, schemas are per form id.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ContactFormDefinition,
  PageContactForms,
  SwvSchema,
} from '../../../contracts/contactForm7';
import type { FeedbackResponse } from '../../../contracts/contactForm7';
import { readChallenges, type CaptchaChallenge, type QuizChallenge } from './challenges';
import { toggleChoice } from './choices';
import type { FieldError, FileInfo } from './fieldErrors';
import {
  beginReset,
  clearResponses,
  refillChallenges,
  setStatus,
  showInvalidFields,
  showMessage,
  touch,
  touchAll,
} from './formUpdates';
import { tagsByName } from './formTags';
import { statusSlug } from './status';
import { initialValues, type FieldValue, type FieldValues } from './values';

export interface ContactFormInstance {
  unitTag: string;
  containerPost: number;
  definition: ContactFormDefinition;
  /** The form state slug on data-status (init, submitting, sent, custom-…). */
  status: string;
  prevStatus: string | null;
  /** The reset in progress follows a successful send, so it ends in `sent` (SPEC section 4). */
  resetAfterSend: boolean;
  /** Started by the client (wrapper class js instead of no-js). */
  started: boolean;
  /** Nested inside another form: replaced by the wrong-place notice. */
  wrongPlace: boolean;
  values: FieldValues;
  /** What each file input holds, for change-validation; the files themselves stay in the input. */
  files: Record<string, FileInfo[]>;
  /** Bumped by every reset, so file inputs (which cannot be controlled) are rebuilt empty. */
  generation: number;
  /** Fields the visitor changed; every field once a submission was tried. */
  touched: string[];
  errors: FieldError[];
  /** The text of every .wpcf7-response-output. */
  message: string;
  /** The screen-reader status line. */
  statusText: string;
  postedDataHash: string;
  captcha: Record<string, CaptchaChallenge>;
  quiz: Record<string, QuizChallenge>;
}

export type PageFormsStatus = 'loading' | 'loaded' | 'failed';

export interface PageForms {
  status: PageFormsStatus;
  containerPost: number;
  unitTags: string[];
  error: string | null;
}

export interface ContactFormsState {
  /** null until the feature checked the browser and the configuration. */
  boot: { ok: boolean; problem: string | null } | null;
  pages: Record<string, PageForms>;
  forms: Record<string, ContactFormInstance>;
  /** SWV schema per form id, once loaded. */
  schemas: Record<number, SwvSchema>;
}

const initialState: ContactFormsState = {
  boot: null,
  pages: {},
  forms: {},
  schemas: {},
};

type ByUnitTag<T = object> = PayloadAction<{ unitTag: string } & T>;

// Requests from the page, handled by the sagas.
export const contactFormMounted = createAction<{ unitTag: string }>('contactForms/mounted');
export const contactFormUnmounted = createAction<{ unitTag: string }>('contactForms/unmounted');
export const submitRequested = createAction<{
  unitTag: string;
  /** The pressed submit button, when it has a name. */
  submitter?: { name: string; value: string };
}>('contactForms/submitRequested');
export const resetRequested = createAction<{ unitTag: string }>('contactForms/resetRequested');
export const fieldCommitted = createAction<{ unitTag: string; name: string }>(
  'contactForms/fieldCommitted',
);
export const captchaRefreshRequested = createAction<{ unitTag: string }>(
  'contactForms/captchaRefreshRequested',
);
export const pageFormsReloadRequested = createAction<{ slug: string }>(
  'contactForms/pageFormsReloadRequested',
);

function newInstance(
  definition: ContactFormDefinition,
  unitTag: string,
  containerPost: number,
  challenges: unknown,
): ContactFormInstance {
  const read = readChallenges(challenges);
  return {
    unitTag,
    containerPost,
    definition,
    status: 'init',
    prevStatus: null,
    resetAfterSend: false,
    started: false,
    wrongPlace: false,
    values: initialValues(definition),
    files: {},
    generation: 0,
    touched: [],
    errors: [],
    message: '',
    statusText: '',
    postedDataHash: '',
    captcha: read.captcha ?? {},
    quiz: read.quiz ?? {},
  };
}

const contactFormsSlice = createSlice({
  name: 'contactForms',
  initialState,
  reducers: {
    contactFormsBooted(state, action: PayloadAction<{ ok: boolean; problem: string | null }>) {
      state.boot = action.payload;
    },
    pageFormsRequested(state, action: PayloadAction<{ slug: string }>) {
      const page = state.pages[action.payload.slug];
      state.pages[action.payload.slug] = {
        status: 'loading',
        containerPost: page?.containerPost ?? 0,
        unitTags: page?.unitTags ?? [],
        error: null,
      };
    },
    pageFormsLoaded(state, action: PayloadAction<{ slug: string; page: PageContactForms }>) {
      const { slug, page } = action.payload;
      state.pages[slug] = {
        status: 'loaded',
        containerPost: page.containerPost,
        unitTags: page.forms.map((placed) => placed.unitTag),
        error: null,
      };
      for (const placed of page.forms) {
        state.forms[placed.unitTag] = newInstance(
          placed.form,
          placed.unitTag,
          placed.containerPost,
          placed.challenges,
        );
      }
    },
    pageFormsFailed(state, action: PayloadAction<{ slug: string; message: string }>) {
      const page = state.pages[action.payload.slug];
      state.pages[action.payload.slug] = {
        status: 'failed',
        containerPost: page?.containerPost ?? 0,
        unitTags: page?.unitTags ?? [],
        error: action.payload.message,
      };
    },
    schemaLoaded(state, action: PayloadAction<{ formId: number; schema: SwvSchema }>) {
      state.schemas[action.payload.formId] = action.payload.schema;
    },
    formStarted(state, action: ByUnitTag) {
      const form = state.forms[action.payload.unitTag];
      if (form) form.started = true;
    },
    formInWrongPlace(state, action: ByUnitTag) {
      const form = state.forms[action.payload.unitTag];
      if (form) form.wrongPlace = true;
    },
    statusSet(state, action: ByUnitTag<{ status: string }>) {
      const form = state.forms[action.payload.unitTag];
      if (form) setStatus(form, action.payload.status);
    },
    /** CF7's clearResponse: every error, the status line and the response output. */
    responsesCleared(state, action: ByUnitTag) {
      const form = state.forms[action.payload.unitTag];
      if (form) clearResponses(form);
    },
    /** A submission starts: every field counts as touched, old responses go, `submitting`. */
    submissionStarted(state, action: ByUnitTag) {
      const form = state.forms[action.payload.unitTag];
      if (!form) return;
      touchAll(form);
      clearResponses(form);
      setStatus(form, 'submitting');
    },
    /**
     * The feedback answer, applied in CF7's order: the state it maps to; the challenges it brings
     * (after mail_sent the reset's refill replaces them, so they are not shown); the posted data
     * hash; after mail_sent the reset begins; then the invalid fields and the message, written
     * after the reset so they survive it.
     */
    submissionAnswered(state, action: ByUnitTag<{ answer: FeedbackResponse }>) {
      const form = state.forms[action.payload.unitTag];
      if (!form) return;
      const { answer } = action.payload;
      const sent = answer.status === 'mail_sent';
      setStatus(form, statusSlug(answer.status));
      if (!sent) refillChallenges(form, answer);
      if (answer.posted_data_hash) form.postedDataHash = answer.posted_data_hash;
      if (sent) {
        form.resetAfterSend = true;
        beginReset(form);
      }
      if (Array.isArray(answer.invalid_fields) && answer.invalid_fields.length > 0) {
        showInvalidFields(form, answer.invalid_fields);
      }
      showMessage(form, String(answer.message ?? ''));
    },
    /** The visitor's reset (or a cached page's): fields to defaults, responses cleared. */
    resetStarted(state, action: ByUnitTag) {
      const form = state.forms[action.payload.unitTag];
      if (form) beginReset(form);
    },
    /** The refill arrived: `sent` after a successful send, `init` otherwise, new challenges. */
    resetFinished(state, action: ByUnitTag<{ refill: unknown }>) {
      const form = state.forms[action.payload.unitTag];
      if (!form) return;
      setStatus(form, form.resetAfterSend ? statusSlug('mail_sent') : 'init');
      form.resetAfterSend = false;
      refillChallenges(form, action.payload.refill);
    },
    fieldChanged(state, action: ByUnitTag<{ name: string; value: FieldValue }>) {
      const form = state.forms[action.payload.unitTag];
      if (!form) return;
      form.values[action.payload.name] = action.payload.value;
    },
    choiceToggled(state, action: ByUnitTag<{ name: string; value: string; checked: boolean }>) {
      const form = state.forms[action.payload.unitTag];
      const tag = form && tagsByName(form.definition).get(action.payload.name);
      if (!form || !tag) return;
      const { name, value, checked } = action.payload;
      form.values[name] = toggleChoice(tag, form.values[name], value, checked);
    },
    filesChosen(state, action: ByUnitTag<{ name: string; files: FileInfo[] }>) {
      const form = state.forms[action.payload.unitTag];
      if (form) form.files[action.payload.name] = action.payload.files;
    },
    fieldTouched(state, action: ByUnitTag<{ name: string }>) {
      const form = state.forms[action.payload.unitTag];
      if (form) touch(form, action.payload.name);
    },
    fieldErrorsSet(state, action: ByUnitTag<{ errors: FieldError[] }>) {
      const form = state.forms[action.payload.unitTag];
      if (form) form.errors = action.payload.errors;
    },
    /** New quiz questions and captcha images (formUpdates.ts: refillChallenges). */
    challengesRefilled(state, action: ByUnitTag<{ challenges: unknown; only?: 'captcha' }>) {
      const form = state.forms[action.payload.unitTag];
      if (form) refillChallenges(form, action.payload.challenges, action.payload.only);
    },
  },
});

export const {
  contactFormsBooted,
  pageFormsRequested,
  pageFormsLoaded,
  pageFormsFailed,
  schemaLoaded,
  formStarted,
  formInWrongPlace,
  statusSet,
  responsesCleared,
  submissionStarted,
  submissionAnswered,
  resetStarted,
  resetFinished,
  fieldChanged,
  choiceToggled,
  filesChosen,
  fieldTouched,
  fieldErrorsSet,
  challengesRefilled,
} = contactFormsSlice.actions;

export default contactFormsSlice.reducer;
