import { useEffect, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { __ } from '../../../i18n';
import { useSteadyWhilePressed } from '../../../ui/pointerPress';
import { selectLocation } from '../../route';
import { placedTags } from '../formTags';
import { wrapperLanguage } from '../markup';
import { selectContactForm } from '../selectors';
import { contactFormMounted, resetRequested, submitRequested } from '../slice';
import { FormUnitContext } from './FormContext';
import { FormNodes } from './FormNodes';
import { HiddenFields } from './HiddenFields';
import { ScreenReaderResponse } from './ScreenReaderResponse';
import './contactForm.css';

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

  if (!form) return null;
  if (form.wrongPlace) {
    return (
      <p className="wpcf7-form-in-wrong-place">
        <strong>{__('Error:')}</strong> {__('This contact form is placed in the wrong place.')}
      </p>
    );
  }
  const { definition, status } = form;
  const hasFile = placedTags(definition).some(({ tag }) => tag.basetype === 'file');
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
        encType={hasFile ? 'multipart/form-data' : undefined}
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
        <FormUnitContext.Provider value={{ unitTag, status }}>
          <FormNodes nodes={definition.nodes} />
        </FormUnitContext.Provider>
        <div className="wpcf7-response-output" aria-hidden="true">
          {summary}
        </div>
      </form>
    </div>
  );
}
