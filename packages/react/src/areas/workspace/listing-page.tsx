import { useState } from 'react';
import { format, listingLabels as l, listingStatusLabels, messages, removeListing, roleCan, setListingStatus, setQueryData, showPopup, type ListingKind, type ListingRecordOf, type workspace } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { workspaceListingRoute, workspaceListingsRoute } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { EventForm } from './event-form.js';
import { FormRecordForm } from './form-record-form.js';
import { HistoryList } from './history-list.js';
import { KIND_WORDS, type ListingForms } from './listing-kinds.js';
import { listingKey } from './query-keys.js';
import { NewDraft } from './new-draft.js';
import { ScholarshipForm } from './scholarship-form.js';
import { RecordPageHead } from './record-page-head.js';
import { below, type SectionLevel } from './section-level.js';
import { StatusPanel } from './status-panel.js';
import { useChange } from './use-change.js';
import { useConfirmRemove } from './use-confirm-remove.js';
import { listingChanged, useListing, useListingHistory, useListingOptions } from './use-listings.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const FORMS: ListingForms = { scholarship: ScholarshipForm, form: FormRecordForm, event: EventForm };

/** What a listing's history entry did, standing alone ("Created", "Status changed"). */
const listingAction = (action: workspace.CatalogueHistoryEntry['action']): string =>
  ({ created: l.historyCreated, updated: l.historyUpdated, status: l.historyStatus, deleted: l.historyDeleted })[action];

export interface ListingPageProps {
  organisation: workspace.Organisation;
  kind: ListingKind;
  recordId: number | 'new';
  level: SectionLevel;
}

/**
 * A scholarship, form or event of the organisation (issue 27): its status (draft, published,
 * archived) with the moves, its form, Remove (refused with the reason when members refer to it:
 * archive it instead) and its history. One screen for the three kinds; the form is the kind's.
 */
export function ListingPage({ organisation, kind, recordId, level }: ListingPageProps) {
  useWorkspaceStyles();
  const org = organisation.id;
  const words = KIND_WORDS[kind];
  const { navigate } = useNavigation();
  const options = useListingOptions(org);
  const record = useListing(org, kind, recordId === 'new' ? null : recordId);
  const readOnly = !roleCan(organisation.role, 'editCatalogue');
  const { busy, run } = useChange(() => record.reload());
  const Form = FORMS[kind] as (typeof FORMS)['form'];
  const shown = (next: ListingRecordOf<ListingKind>) => {
    setQueryData(listingKey(org, kind, next.id), next);
    listingChanged(org, kind, next.id);
  };
  const move = (to: workspace.ListingStatus) =>
    run(async () => {
      if (recordId === 'new') return;
      shown(await setListingStatus(kind, org, recordId, to));
      showPopup(messages.titleSuccess, format(l.statusChanged, { status: listingStatusLabels[to] }));
    });
  const removal = useConfirmRemove<{ id: number; name: string }>({
    title: l.remove,
    question: ({ name }) => format(words.removeConfirm, { name }),
    run,
    busy,
    remove: async ({ id }) => {
      await removeListing(kind, org, id);
      listingChanged(org, kind, id);
      showPopup(messages.titleSuccess, l.removed);
      navigate(workspaceListingsRoute(kind));
    },
  });
  const data = record.data;
  return (
    <article className="sa-workspace-course" aria-busy={options.loading || record.loading || undefined}>
      <RecordPageHead
        organisation={organisation}
        section={kind}
        back={{ route: workspaceListingsRoute(kind), label: words.back }}
        heading={recordId === 'new' ? words.newRecord : (data?.name ?? words.record)}
        level={level}
        loading={options.loading || record.loading}
        loadingLabel={words.loading}
        error={options.error ?? record.error}
      />
      {recordId === 'new' && (
        <NewDraft readOnly={readOnly} ready={Boolean(options.data)} words={l} shown={shown} routeOf={(id) => workspaceListingRoute(kind, id)}>
          {(onSaved) => options.data && <Form org={org} options={options.data} readOnly={false} onSaved={onSaved} />}
        </NewDraft>
      )}
      {options.data && data && (
        <>
          <StatusPanel status={data.status} words={l} readOnly={readOnly} busy={busy} onMove={(to) => void move(to)}>
            <Button variant="secondary" busy={busy} onClick={() => removal.ask(data)}>
              {l.remove}
            </Button>
          </StatusPanel>
          <Form
            key={`${data.id}-${data.status}`}
            org={org}
            options={options.data}
            record={data as ListingRecordOf<'form'>}
            readOnly={readOnly}
            onSaved={(saved) => {
              shown(saved);
              showPopup(messages.titleSuccess, l.saved);
            }}
          />
          <ListingHistory org={org} kind={kind} recordId={data.id} loading={words.loading} level={below(level)} />
          {removal.dialog}
        </>
      )}
    </article>
  );
}

function ListingHistory({ org, kind, recordId, loading, level }: { org: number; kind: ListingKind; recordId: number; loading: string; level: 3 | 4 | 5 | 6 }) {
  const [pageNo, setPageNo] = useState(1);
  const history = useListingHistory(org, kind, recordId, pageNo);
  return <HistoryList history={history} pageNo={pageNo} onPage={setPageNo} loading={loading} level={level} describe={(entry) => listingAction(entry.action)} />;
}
