import { applicationWizardLabels as t, format, type WizardStep } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applyWizardCss } from './apply-wizard.css.js';

export interface StepHeaderProps {
  steps: readonly WizardStep[];
  step: WizardStep;
}

/** The wizard's progress: 'Step n of N' and the step names in order, the current one marked (aria-current="step"). */
export function StepHeader({ steps, step }: StepHeaderProps) {
  useStylesheet('apply-wizard', applyWizardCss);
  const at = steps.indexOf(step);
  return (
    <nav className="sa-apply-steps" aria-label={t.stepsLabel} part="apply-steps">
      <p className="sa-apply-progress">{format(t.stepOf, { n: at + 1, total: steps.length })}</p>
      <ol className="sa-apply-step-list">
        {steps.map((id, index) => (
          <li key={id} className={index < at ? 'is-done' : undefined} aria-current={id === step ? 'step' : undefined}>
            {t.steps[id]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
