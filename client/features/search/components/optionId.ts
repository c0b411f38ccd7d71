/** The DOM id of the instant result at `index` (the box's aria-activedescendant names it). */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
