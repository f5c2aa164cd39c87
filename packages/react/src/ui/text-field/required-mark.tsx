/** The ' *' after a required control's label or legend (hidden from screen readers: the control says aria-required). */
export function RequiredMark() {
  return (
    <span className="sa-required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}
