// [quiz name "question|answer" …].
import type { FormTag } from '../../../../contracts/contactForm7';
import { quizAnswerField, tagId, tagSize } from '../../../../contracts/contactForm7';
import { useAppDispatch, useAppSelector } from '../../../kernel/hooks';
import { controlClass } from '../markup';
import { selectContactForm } from '../selectors';
import { fieldChanged } from '../slice';
import { asText } from '../values';
import { ariaFor, FieldWrap } from './FieldWrap';
import { useInsideLabel } from './FormContext';
import { useCommitOnBlur, useField } from './hooks';

/** [quiz name "question|answer" …]: the question shown, its answer hash posted back hidden. */
export function QuizField({ tag }: { tag: FormTag }) {
  const dispatch = useAppDispatch();
  const { unitTag, value, error } = useField(tag.name);
  const quiz = useAppSelector((state) => selectContactForm(state, unitTag)?.quiz[tag.name]);
  const text = asText(value);
  const commit = useCommitOnBlur(unitTag, tag.name, text);
  // CF7 always writes its own <label>; inside a template's label that would nest two labels, so
  // the question joins the template's label instead (it names the input all the same).
  const Label = useInsideLabel() ? 'span' : 'label';
  return (
    <FieldWrap name={tag.name} error={error}>
      <Label>
        <span className="wpcf7-quiz-label">{quiz?.question ?? ''}</span>{' '}
        <input
          type="text"
          name={tag.name}
          id={tagId(tag)}
          size={tagSize(tag) ?? 40}
          className={controlClass({ ...tag, required: false }, [], error !== undefined)}
          autoComplete="off"
          value={text}
          {...ariaFor(error, true)}
          onChange={(event) =>
            dispatch(fieldChanged({ unitTag, name: tag.name, value: event.target.value }))
          }
          {...commit}
        />
      </Label>
      <input type="hidden" name={quizAnswerField(tag.name)} value={quiz?.answerHash ?? ''} />
    </FieldWrap>
  );
}
