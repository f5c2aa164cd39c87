import { type ListingKind, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { CatalogueTabs } from './catalogue-tabs.js';
import type { SectionLevel } from './section-level.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface RecordPageHeadProps {
  organisation: workspace.Organisation;
  section: 'courses' | ListingKind;
  back: { route: string; label: string };
  heading: string;
  level: SectionLevel;
  loading: boolean;
  loadingLabel: string;
  error?: string | null | undefined;
}

/** The top of a catalogue record's page (a course, a scholarship, a form, an event): the sections, the way back, its name, loading and refusals. */
export function RecordPageHead({ organisation, section, back, heading, level, loading, loadingLabel, error }: RecordPageHeadProps) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  return (
    <>
      <CatalogueTabs organisation={organisation} current={section} />
      <p className="sa-workspace-back">
        <Link to={back.route}>{back.label}</Link>
      </p>
      <Heading className="sa-workspace-heading">{heading}</Heading>
      {loading && <Loader active variant="inline" label={loadingLabel} />}
      <FormError message={error} />
    </>
  );
}
