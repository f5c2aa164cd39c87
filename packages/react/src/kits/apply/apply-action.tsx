import { applyMessages, format } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { useApply } from './use-apply.js';

export interface ApplyActionProps {
  /** The course's name, for the button's accessible name ('Apply for …'). */
  name: string;
  className?: string;
}

/**
 * The Apply action of a course intake (course detail, compare): runs the online application's start
 * check and shows its message next to the button. Shared by the course and compare areas.
 */
export function ApplyAction({ name, className }: ApplyActionProps) {
  const { busy, refusal, note, apply } = useApply();
  return (
    <div className={cx('sa-apply', className)} part="apply">
      <Button busy={busy} aria-label={format(applyMessages.applyCourse, { name })} onClick={apply}>
        {applyMessages.applyAction}
      </Button>
      <FormError message={refusal} />
      {note && <SuccessText>{note}</SuccessText>}
    </div>
  );
}
