/** Whether `element` reads right to left: its `dir` (or an ancestor's, across shadow roots) is rtl. */
export const readsRightToLeft = (element: Element): boolean => element.matches(':dir(rtl)');

/**
 * The step along the line an arrow key means for `element`: +1 forward (the next tab, the next
 * column), -1 back, 0 for any other key. Forward is ArrowRight left to right and ArrowLeft right to
 * left (WAI-ARIA: the keys follow what is seen, and the next item sits to the left).
 */
export function inlineStep(key: string, element: Element): 1 | -1 | 0 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const towardsRight = key === 'ArrowRight' ? 1 : -1;
  return readsRightToLeft(element) ? (-towardsRight as 1 | -1) : towardsRight;
}
