import { applicationWizardLabels as t, loadApplicationSummary, type WizardButtons } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { applicationKey } from './query-keys.js';
import { Accordion } from '../../ui/accordion/accordion.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';
import { StepActions } from './step-actions.js';
import { summarySections } from '../../kits/application-summary/summary-sections.js';

export interface SummaryStepProps {
  applicationFk: number;
  buttons: WizardButtons;
  onBack: () => void;
  onNext: () => void;
  /** Next is under way (the application is being generated). */
  busy?: boolean;
  /** Level of the sections' headings (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The AS step "Application summary" (member §2; LoadApplicationSummary): what will be submitted, as
 * collapsible sections with Expand all and Collapse all; an empty section says 'No records found'.
 */
export function SummaryStep({ applicationFk, buttons, onBack, onNext, busy = false, headingLevel = 3 }: SummaryStepProps) {
  useStylesheet('application', applicationCss);
  const { data: summary, error } = useQuery(applicationFk > 0 ? `${applicationKey(applicationFk)}/summary` : null, () => loadApplicationSummary(applicationFk), {
    audience: 'member',
  });

  return (
    <div className="sa-app-step" part="application-step">
      <Loader active={applicationFk > 0 && summary === null && error === null} variant="inline" label={t.summaryLoading} />
      <FormError message={error} />
      {summary && <Accordion items={summarySections(summary)} defaultOpen={['courses']} headingLevel={headingLevel} />}
      <StepActions buttons={buttons} onBack={onBack} onNext={onNext} busy={busy ? 'next' : null} />
    </div>
  );
}
