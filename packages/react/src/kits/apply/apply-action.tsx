import { applyMessages, format } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { useApply } from './use-apply.js';

export interface ApplyActionProps {
  /** The course's name, for the button's accessible name ('Apply for …'). */
  name: string;
  /** The intake applied for. */
  intakeId: number;
  className?: string;
}

/**
 * The Apply action of a course intake (course detail, compare, favourites): runs the online
 * application's start checks, shows a refusal next to the button, else opens the application wizard
 * for the intake. Shared by the course, compare and favourites areas.
 */
export function ApplyAction({ name, intakeId, className }: ApplyActionProps) {
  const { busy, refusal, apply } = useApply(intakeId);
  return (
    <div className={cx('sa-apply', className)} part="apply">
      <Button busy={busy} aria-label={format(applyMessages.applyCourse, { name })} onClick={apply}>
        {applyMessages.applyAction}
      </Button>
      <FormError message={refusal} />
    </div>
  );
}
