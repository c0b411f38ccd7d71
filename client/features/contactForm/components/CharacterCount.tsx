// [count name] / [count name down].
import type { FormTag } from '../../../../contracts/contactForm7';
import { tagId } from '../../../../contracts/contactForm7';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../kernel/hooks';
import { formatNumber } from '../../../ui/digits';
import { startingValue } from '../counter';
import { selectCounter } from '../selectors';
import { useFormUnit } from './FormContext';

/** [count name] / [count name down]: the data attributes CF7 scripts and styles read. */
export function CharacterCount({ tag }: { tag: FormTag }) {
  const { unitTag } = useFormUnit();
  const counter = useAppSelector((state) => selectCounter(state, unitTag, tag), shallowEqual);
  if (!counter) return null;
  const settings = counter;
  const classes = ['wpcf7-character-count', counter.direction];
  if (counter.tooLong) classes.push('too-long');
  if (counter.tooShort) classes.push('too-short');
  return (
    <span
      className={classes.join(' ')}
      id={tagId(tag)}
      data-target-name={tag.name}
      data-starting-value={startingValue(settings)}
      data-current-value={counter.current}
      data-maximum-value={settings.maximum > 0 ? settings.maximum : undefined}
      data-minimum-value={settings.minimum > 0 ? settings.minimum : undefined}
    >
      {formatNumber(counter.current)}
    </span>
  );
}
