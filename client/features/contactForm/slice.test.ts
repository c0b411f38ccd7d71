// The contact forms slice: one instance per unit tag with its defaults and challenges, status
// changes, server errors listed in page order, the response output, the exclusive rule, resets
// and refreshed challenges; unknown unit tags ignored.
import { produce } from 'immer';
import type { PageContactForms } from '../../../contracts/contactForm7';
import reducer, {
  challengesRefilled,
  choiceToggled,
  fieldChanged,
  pageFormsLoaded,
  responsesCleared,
  statusSet,
  type ContactFormsState,
} from './slice';
import { resetValues, showInvalidFields, showMessage } from './formUpdates';
import type { ContactFormInstance } from './slice';
import { definition, labelled, placed, t, tag } from './testSupport';

const UNIT = 'wpcf7-f101-p7-o1';
const form = definition([
  labelled('نام', tag('text*', 'your-name', [], ['مهمان'])),
  labelled('ایمیل', tag('email*', 'your-email')),
  t(tag('checkbox', 'colour', ['exclusive'], ['قرمز', 'سبز'])),
  t(tag('quiz', 'quiz-1')),
  t(tag('captchac', 'captcha-1')),
  t(tag('captchar', 'captcha-1')),
]);
const page: PageContactForms = {
  containerPost: 7,
  forms: [
    placed(form, UNIT, {
      captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/1111.png' },
      quiz: { 'quiz-1': ['سؤال', 'hash-1'] },
    }),
  ],
};

function loaded(): ContactFormsState {
  return reducer(undefined, pageFormsLoaded({ slug: 'contact', page }));
}

/** One of formUpdates.ts's steps on the loaded form, as the slice's reducers take them. */
function applied(state: ContactFormsState, step: (form: ContactFormInstance) => void) {
  return produce(state, (draft) => {
    const form = draft.forms[UNIT];
    if (form) step(form);
  });
}

const instance = (state: ContactFormsState) => {
  const found = state.forms[UNIT];
  if (!found) throw new Error('no form');
  return found;
};

describe('contact forms slice', () => {
  it('creates one instance per unit tag with defaults and challenges', () => {
    const state = loaded();
    expect(state.pages.contact).toEqual({
      status: 'loaded',
      containerPost: 7,
      unitTags: [UNIT],
      error: null,
    });
    expect(instance(state)).toMatchObject({
      status: 'init',
      prevStatus: null,
      started: false,
      values: { 'your-name': 'مهمان', 'your-email': '', colour: [], 'quiz-1': '', 'captcha-1': '' },
      captcha: { 'captcha-1': { challenge: '1111' } },
      quiz: { 'quiz-1': { question: 'سؤال', answerHash: 'hash-1' } },
    });
  });

  it('remembers the previous status only when it changes', () => {
    let state = reducer(loaded(), statusSet({ unitTag: UNIT, status: 'submitting' }));
    state = reducer(state, statusSet({ unitTag: UNIT, status: 'submitting' }));
    expect(instance(state)).toMatchObject({ status: 'submitting', prevStatus: 'init' });
  });

  it('lists server errors in page order, whatever order the server used', () => {
    const state = applied(loaded(), (form) =>
      showInvalidFields(form, [
        { field: 'your-email', message: 'ایمیل نادرست' },
        { field: 'your-name', message: 'نام لازم است' },
      ]),
    );
    expect(instance(state).errors).toEqual([
      { field: 'your-name', message: 'نام لازم است', errorId: `${UNIT}-ve-your-name` },
      { field: 'your-email', message: 'ایمیل نادرست', errorId: `${UNIT}-ve-your-email` },
    ]);
  });

  it('appends to the status line and replaces the output; clearing empties both and the errors', () => {
    let state = applied(loaded(), (form) => showMessage(form, 'الف'));
    state = applied(state, (form) =>
      showInvalidFields(form, [{ field: 'your-name', message: 'x' }]),
    );
    state = applied(state, (form) => showMessage(form, 'ب'));
    expect(instance(state)).toMatchObject({ statusText: 'الفب', message: 'ب' });
    state = reducer(state, responsesCleared({ unitTag: UNIT }));
    expect(instance(state)).toMatchObject({ statusText: '', message: '', errors: [] });
  });

  it('applies the exclusive rule when a box is toggled', () => {
    let state = reducer(
      loaded(),
      choiceToggled({ unitTag: UNIT, name: 'colour', value: 'قرمز', checked: true }),
    );
    state = reducer(
      state,
      choiceToggled({ unitTag: UNIT, name: 'colour', value: 'سبز', checked: true }),
    );
    expect(instance(state).values.colour).toEqual(['سبز']);
  });

  it('resets values to the defaults and rebuilds file inputs', () => {
    let state = reducer(loaded(), fieldChanged({ unitTag: UNIT, name: 'your-name', value: 'علی' }));
    state = applied(state, resetValues);
    expect(instance(state).values['your-name']).toBe('مهمان');
    expect(instance(state).generation).toBe(1);
  });

  it('replaces challenges and clears the answers to them; only the captcha when asked', () => {
    let state = reducer(loaded(), fieldChanged({ unitTag: UNIT, name: 'quiz-1', value: '۵' }));
    state = reducer(state, fieldChanged({ unitTag: UNIT, name: 'captcha-1', value: '۱۲' }));
    const refill = {
      captcha: { 'captcha-1': '/wp-content/uploads/wpcf7_captcha/2222.gif' },
      quiz: { 'quiz-1': ['سؤال دیگر', 'hash-2'] },
    };
    const captchaOnly = reducer(
      state,
      challengesRefilled({ unitTag: UNIT, challenges: refill, only: 'captcha' }),
    );
    expect(instance(captchaOnly).values).toMatchObject({ 'quiz-1': '۵', 'captcha-1': '' });
    expect(instance(captchaOnly).quiz['quiz-1']?.answerHash).toBe('hash-1');
    expect(instance(captchaOnly).captcha['captcha-1']?.challenge).toBe('2222');

    const both = reducer(state, challengesRefilled({ unitTag: UNIT, challenges: refill }));
    expect(instance(both).values).toMatchObject({ 'quiz-1': '', 'captcha-1': '' });
    expect(instance(both).quiz['quiz-1']?.question).toBe('سؤال دیگر');
    // A refill of [] (no challenges) changes nothing.
    const none = reducer(state, challengesRefilled({ unitTag: UNIT, challenges: [] }));
    expect(instance(none).values['quiz-1']).toBe('۵');
  });

  it('ignores actions for unit tags it does not know', () => {
    const state = loaded();
    expect(reducer(state, statusSet({ unitTag: 'wpcf7-f9-o1', status: 'sent' }))).toBe(state);
  });
});
