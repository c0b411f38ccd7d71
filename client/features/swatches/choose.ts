// What a click (or Space/Enter) on a swatch does to the selection: the select takes the value,
// core prunes what is no longer possible, then the plugin's clear_on_reselect and
// deselect_unavailable steps run. Pure; the oracle answers the questions about the variations.
import type { SelectionOracle } from './availabilityTypes';
import type { SwatchOptions } from './options';
import { chosenValue, type Selection } from './rules';

export type ChoiceOptions = Pick<
  SwatchOptions,
  'clearOnReselect' | 'deselectUnavailable' | 'disableOutOfStock'
>;

/** The selection after choosing `value` for attribute `name`; `radio` lists never clear on reselect. */
export function chooseValue(
  oracle: SelectionOracle,
  current: Selection,
  name: string,
  value: string,
  options: ChoiceOptions,
  radio = false,
): Selection {
  const now = oracle.normalise(current);
  const reselect = chosenValue(now, name) === value;
  if (reselect && options.clearOnReselect && !radio) {
    // wvs-unselected-item: the select goes back to its placeholder.
    return oracle.normalise({ ...now, [name]: '' });
  }
  let next = reselect ? now : oracle.normalise({ ...now, [name]: value });
  if (
    options.deselectUnavailable &&
    chosenValue(next, name) === value &&
    !oracle.hasMatch(next, options.disableOutOfStock)
  ) {
    const cleared: Record<string, string> = { ...next };
    for (const other of Object.keys(cleared)) {
      if (other !== name && oracle.attributeHasValues(other)) cleared[other] = '';
    }
    cleared[name] = value;
    next = oracle.normalise(cleared);
  }
  return next;
}

/** The reset link: every select back to its placeholder. */
export function clearedSelection(names: readonly string[]): Selection {
  return Object.fromEntries(names.map((name) => [name, '']));
}
