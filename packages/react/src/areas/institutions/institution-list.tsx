import { format } from '@studyatlas/core';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { FindResultRows, FindResults, RowLink } from '../../kits/find/find-results.js';
import { institutionLogoUrl, type InstListRow } from '@studyatlas/core';
import { InstitutionLogo } from '../../kits/logo/institution-logo.js';
import { institutionLabels as t } from '@studyatlas/core';
import { institutionDetailRoute } from '../../navigation/routes/institutions.js';
import { useInstitutionList, type InstitutionListController } from './use-institution-list.js';
import { InstitutionViewMenu } from './view-menu.js';

export interface InstitutionListProps {
  /** The route's `:reload` parameter: present, the search is run again. */
  reload?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findInst/list/:reload? — the institutions found, a page at a time, with the View menu. */
export function InstitutionList({ reload, headingLevel, className }: InstitutionListProps) {
  const list = useInstitutionList({ reload });
  return <InstitutionListView list={list} headingLevel={headingLevel} className={className} />;
}

export interface InstitutionListViewProps {
  list: InstitutionListController;
  headingLevel?: HeadingLevel;
  className?: string;
}

export function InstitutionListView({ list, headingLevel, className }: InstitutionListViewProps) {
  const { state } = list;
  return (
    <FindResults className={className} title={t.resultsTitle} viewMenu={<InstitutionViewMenu current="L" />} headingLevel={headingLevel} loading={state.status === 'loading'}>
      <FindResultRows
        state={state}
        totalText={t.resultsTotal}
        rowKey={(row) => row.legalFk}
        renderRow={(row) => <InstitutionRowItem row={row} onOpen={list.open} />}
        goToPage={list.goToPage}
      />
    </FindResults>
  );
}

function InstitutionRowItem({ row, onOpen }: { row: InstListRow; onOpen: (legalFk: number) => void }) {
  const place = [row.city, row.state, row.country].filter(Boolean).join(', ');
  return (
    <li className="sa-find-row" part="institution-row">
      <InstitutionLogo src={institutionLogoUrl(row.legalFk)} />
      <div className="sa-find-row-text">
        <RowLink className="sa-find-row-name" to={institutionDetailRoute(row.legalFk)} onOpen={() => onOpen(row.legalFk)}>
          {row.name}
        </RowLink>
        <span className="sa-find-row-place">{place}</span>
        {row.distanceKm !== undefined && <span className="sa-find-row-distance">{format(t.distanceAway, { km: row.distanceKm })}</span>}
      </div>
      <span className="sa-find-row-courses">{format(t.courseCount, { count: row.courseCount })}</span>
      <FavouriteToggle category="I" referenceId={row.legalFk} label={row.name} preferenceId={row.preferenceId} />
    </li>
  );
}
