import { applicationWizardLabels as t, type WizardButtons } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';

export interface StepActionsProps {
  /** Which buttons the step shows (core `wizardButtons`, member §2). */
  buttons: WizardButtons;
  onBack?: () => void;
  onNext?: () => void;
  onSave?: () => void;
  onSubmit?: () => void;
  /** The button whose work is under way. */
  busy?: 'next' | 'save' | 'submit' | null;
}

/** The button row of a wizard step: exactly the buttons `wizardButtons` names, in the order Back, Save, Next, Submit. */
export function StepActions({ buttons, onBack, onNext, onSave, onSubmit, busy = null }: StepActionsProps) {
  useStylesheet('application', applicationCss);
  return (
    <div className="sa-app-actions">
      {buttons.back && (
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      )}
      {buttons.save && (
        <Button variant="secondary" busy={busy === 'save'} onClick={onSave}>
          {t.save}
        </Button>
      )}
      {buttons.next && (
        <Button busy={busy === 'next'} onClick={onNext}>
          {t.next}
        </Button>
      )}
      {buttons.submit && (
        <Button busy={busy === 'submit'} onClick={onSubmit}>
          {t.submit}
        </Button>
      )}
    </div>
  );
}
