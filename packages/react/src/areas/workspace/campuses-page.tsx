import { useId } from 'react';
import { organisationProfileLabels as p, roleCan, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_NEW_CAMPUS_ROUTE, workspaceCampusRoute } from '../../navigation/routes/workspace.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Fact } from './facts.js';
import { below, type SectionLevel } from './section-level.js';
import { useCampuses } from './use-profile.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** The organisation's campuses (issue 27), by name: where each is and how many courses are taught there; New campus for those who edit. */
export function CampusesPage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const list = useCampuses(organisation.id);
  const Heading = `h${level}` as const;
  const Row = `h${below(level)}` as const;
  const titleId = useId();
  const campuses = list.data?.campuses;
  return (
    <section className="sa-workspace-catalogue" aria-labelledby={titleId} aria-busy={list.loading || undefined}>
      <Heading id={titleId} className="sa-workspace-heading">
        {p.campuses}
      </Heading>
      {roleCan(organisation.role, 'editCatalogue') ? (
        <p>
          <Link to={WORKSPACE_NEW_CAMPUS_ROUTE}>{p.newCampus}</Link>
        </p>
      ) : (
        <p className="sa-workspace-hint">{p.readOnly}</p>
      )}
      <FormError message={list.error} />
      {list.loading && <Loader active variant="inline" label={p.campusesLoading} />}
      {campuses && campuses.length === 0 && <p className="sa-empty">{p.noCampuses}</p>}
      {campuses && campuses.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={p.campuses}>
          {campuses.map((campus) => (
            <li key={campus.id} className="sa-workspace-row">
              <div className="sa-workspace-row-head">
                <Row className="sa-workspace-row-title">
                  <Link to={workspaceCampusRoute(campus.id)}>{campus.name}</Link>
                </Row>
                {campus.headOffice && <span className="sa-workspace-status">{p.headOffice}</span>}
              </div>
              <dl className="sa-workspace-facts">
                <Fact label={p.city} value={[campus.city, campus.state, campus.country].filter(Boolean).join(', ')} />
                {campus.address && <Fact label={p.address} value={campus.address} />}
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
