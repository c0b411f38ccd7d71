// One contact form instance, with CF7's markup contract (reference 3.7-3.9).
import { useEffect, useRef, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { __ } from '../../../i18n';
import { useSteadyWhilePressed } from '../../../ui/pointerPress';
import { selectLocation } from '../../route';
import { wrapperLanguage } from '../markup';
import { selectContactForm } from '../selectors';
import { contactFormMounted, resetRequested, submitRequested } from '../slice';
import { FormUnitContext } from './FormContext';
import { FormNodes } from './FormNodes';
import { HiddenFields } from './HiddenFields';
import { ScreenReaderResponse } from './ScreenReaderResponse';
import '../../../styles/contactForm.css';

function pressedButton(
  event: FormEvent<HTMLFormElement>,
): { name: string; value: string } | undefined {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  if (
    (submitter instanceof HTMLInputElement || submitter instanceof HTMLButtonElement) &&
    submitter.name !== ''
  ) {
    return { name: submitter.name, value: submitter.value };
  }
  return undefined;
}

/** The answers that leave fields to correct: the summary at the top names them. */
const REFUSED = new Set(['invalid', 'unaccepted']);

/** One contact form instance, with CF7's markup contract (reference 3.7-3.9). */
export function ContactForm({ unitTag }: { unitTag: string }) {
  const dispatch = useAppDispatch();
  const form = useAppSelector((state) => selectContactForm(state, unitTag));
  const pathname = useAppSelector((state) => selectLocation(state).pathname);
  // The summary under the form (its text, and its frame, which the status class shows) waits
  // while a pointer is pressed, so the send button does not move between press and release.
  const summaryStatus = useSteadyWhilePressed(form?.status ?? 'init');
  const summary = useSteadyWhilePressed(form?.message ?? '');

  useEffect(() => {
    dispatch(contactFormMounted({ unitTag }));
  }, [dispatch, unitTag]);

  // Where the shopper's eyes should go after an answer (issue 25): a refused send moves focus to
  // the summary at the form's top (on a phone the button and its note sit far below the fields in
  // error), a sent message to the message itself, so focus never drops to <body>.
  const errorBox = useRef<HTMLDivElement>(null);
  const output = useRef<HTMLDivElement>(null);
  const answeredFrom = useRef(form?.status ?? 'init');
  const status = form?.status ?? 'init';
  useEffect(() => {
    const before = answeredFrom.current;
    answeredFrom.current = status;
    if (before === status) return;
    if (before === 'submitting' && REFUSED.has(status)) errorBox.current?.focus();
    if (status === 'sent') output.current?.focus();
  }, [status]);

  if (!form) return null;
  if (form.wrongPlace) {
    return (
      <p className="wpcf7-form-in-wrong-place">
        <strong>{__('Error:')}</strong> {__('This contact form is placed in the wrong place.')}
      </p>
    );
  }
  const { definition } = form;
  const classes = ['wpcf7-form', summaryStatus];
  if (definition.acceptanceAsValidation) classes.push('wpcf7-acceptance-as-validation');
  return (
    <div
      className={`wpcf7 ${form.started ? 'js' : 'no-js'}`}
      id={unitTag}
      {...wrapperLanguage(definition.locale)}
      data-wpcf7-id={definition.id}
    >
      <ScreenReaderResponse unitTag={unitTag} />
      <form
        action={`${pathname}#${unitTag}`}
        method="post"
        className={classes.join(' ')}
        aria-label={definition.title || __('Contact form')}
        noValidate
        data-status={status}
        // Always multipart: without JavaScript the browser posts the form itself, to the page's
        // path, which reads CF7's multipart body as the REST route does (issue 25).
        encType="multipart/form-data"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch(submitRequested({ unitTag, submitter: pressedButton(event) }));
        }}
        onReset={(event) => {
          event.preventDefault();
          dispatch(resetRequested({ unitTag }));
        }}
      >
        <HiddenFields form={form} />
        {REFUSED.has(summaryStatus) && (
          <div ref={errorBox} className="wpcf7-error-summary" tabIndex={-1}>
            <p>{summary}</p>
          </div>
        )}
        <FormUnitContext.Provider value={{ unitTag, status }}>
          <FormNodes nodes={definition.nodes} />
        </FormUnitContext.Provider>
        {/* Hidden from assistive technology (the status line says it), except once sent: focus
            lands here then, and must land on something that can be read. */}
        <div
          ref={output}
          className="wpcf7-response-output"
          aria-hidden={summaryStatus === 'sent' ? undefined : 'true'}
          tabIndex={summaryStatus === 'sent' ? -1 : undefined}
        >
          {summary}
        </div>
      </form>
    </div>
  );
}
