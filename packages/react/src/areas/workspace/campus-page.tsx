import { useState } from 'react';
import { deleteCampus, format, messages, organisationProfileLabels as p, roleCan, setQueryData, showPopup, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { WORKSPACE_CAMPUSES_ROUTE, workspaceCampusRoute } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { CampusForm } from './campus-form.js';
import { ProfileHistory } from './profile-history.js';
import { campusKey } from './query-keys.js';
import { below, type SectionLevel } from './section-level.js';
import { campusChanged, placeNotesOf, rememberPlaceNotes, useCampus, useCampuses } from './use-profile.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface CampusPageProps {
  organisation: workspace.Organisation;
  campusId: number | 'new';
  level: SectionLevel;
}

/** A campus of the organisation (issue 27): its place (with the map pin) and contacts, its removal and its history. */
export function CampusPage({ organisation, campusId, level }: CampusPageProps) {
  useWorkspaceStyles();
  const org = organisation.id;
  const { navigate } = useNavigation();
  const list = useCampuses(org);
  const campus = useCampus(org, campusId === 'new' ? null : campusId);
  const readOnly = !roleCan(organisation.role, 'editCatalogue');
  const [placeNotes, setPlaceNotes] = useState(() => (campusId === 'new' ? [] : placeNotesOf(org, campusId)));
  const { busy, run } = useChange(() => campus.reload());
  const Heading = `h${level}` as const;
  const sub = below(level);
  const saved = ({ campus: next, warnings }: { campus: workspace.Campus; warnings: string[] }) => {
    setQueryData(campusKey(org, next.id), next);
    campusChanged(org, next.id);
    rememberPlaceNotes(org, next.id, warnings);
    setPlaceNotes(warnings);
    showPopup(messages.titleSuccess, p.campusSaved);
    if (campusId === 'new') navigate(workspaceCampusRoute(next.id));
  };
  const removal = useConfirmRemove<workspace.Campus>({
    title: p.removeCampus,
    question: ({ name }) => format(p.removeCampusConfirm, { name }),
    run,
    busy,
    remove: async ({ id }) => {
      await deleteCampus(org, id);
      campusChanged(org, id);
      showPopup(messages.titleSuccess, p.campusRemoved);
      navigate(WORKSPACE_CAMPUSES_ROUTE);
    },
  });
  const data = campus.data;
  const countries = list.data?.countries;
  return (
    <article className="sa-workspace-course" aria-busy={list.loading || campus.loading || undefined}>
      <p className="sa-workspace-back">
        <Link to={WORKSPACE_CAMPUSES_ROUTE}>{p.backToCampuses}</Link>
      </p>
      <Heading className="sa-workspace-heading">{campusId === 'new' ? p.newCampus : (data?.name ?? p.campusDetails)}</Heading>
      {(list.loading || campus.loading) && <Loader active variant="inline" label={p.campusesLoading} />}
      <FormError message={list.error ?? campus.error} />
      {campusId === 'new' && readOnly && <p className="sa-empty">{p.readOnly}</p>}
      {countries && campusId === 'new' && !readOnly && <CampusForm org={org} countries={countries} readOnly={false} placeNotes={placeNotes} onSaved={saved} />}
      {countries && data && (
        <>
          {readOnly && <p className="sa-workspace-hint">{p.readOnly}</p>}
          <CampusForm key={JSON.stringify(data)} org={org} countries={countries} campus={data} readOnly={readOnly} placeNotes={placeNotes} onSaved={saved} />
          {!readOnly && (
            <div className="sa-workspace-actions">
              <Button variant="secondary" busy={busy} onClick={() => removal.ask(data)}>
                {p.removeCampus}
              </Button>
            </div>
          )}
          <ProfileHistory org={org} campusId={data.id} level={sub} />
          {removal.dialog}
        </>
      )}
    </article>
  );
}
