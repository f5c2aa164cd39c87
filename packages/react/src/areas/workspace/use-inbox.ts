import { useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { exportInbox, loadInbox, loadInboxFilters, validateDateRange, type InboxRequest, type workspace, type workspaceLabels } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';
import { focusFirstError, recheckShown, ruleErrors } from '../../form-kit/index.js';
import { filtersKey, inboxKey } from './query-keys.js';
import { QUIET } from './quiet.js';

/** The filter form's values (ids 0 and '' mean any). */
export interface InboxFilterValues {
  status: string;
  courseId: number;
  campusId: number;
  intake: string;
  submittedFrom: string;
  submittedTo: string;
  search: string;
  unread: boolean;
  sort: keyof typeof workspaceLabels.sorts;
}

export const NO_FILTERS: InboxFilterValues = { status: '', courseId: 0, campusId: 0, intake: '', submittedFrom: '', submittedTo: '', search: '', unread: false, sort: 'submitted_desc' };

type Filters = Omit<InboxRequest, 'org' | 'pageNo' | 'pageSize'>;

/** The form's values as the inbox call's query: what is empty is left out. */
export function filtersOf(values: InboxFilterValues): Filters {
  const filters: Filters = { sort: values.sort };
  if (values.status) filters.status = values.status as Filters['status'];
  if (values.courseId) filters.courseId = values.courseId;
  if (values.campusId) filters.campusId = values.campusId;
  if (values.intake) filters.intake = values.intake;
  if (values.submittedFrom) filters.submittedFrom = values.submittedFrom;
  if (values.submittedTo) filters.submittedTo = values.submittedTo;
  if (values.search.trim()) filters.search = values.search.trim();
  if (values.unread) filters.unread = '1';
  return filters;
}

export interface InboxController {
  form: UseFormReturnType<InboxFilterValues>;
  /** Search: the form's filters apply from page 1. */
  submit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Clear: every filter off. */
  clear: () => void;
  page: Query<{ rows: workspace.InboxRow[]; total: number; unread: number; pageNo: number; pageSize: number }>;
  filterLists: Query<{ courses: { id: number; name: string }[]; campuses: { id: number; name: string }[]; intakes: string[] }>;
  paging: { page: number; pageSize: number };
  setPaging: (paging: { page: number; pageSize: number }) => void;
  /** Downloads the applied filters' applications as CSV. */
  exportCsv: () => Promise<void>;
  exporting: boolean;
}

/** The inbox of one organisation: the filter form, the filters applied, the page shown and the CSV export. */
export function useInbox(org: number): InboxController {
  const [applied, setApplied] = useState<Filters>(filtersOf(NO_FILTERS));
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [exporting, setExporting] = useState(false);
  const form: UseFormReturnType<InboxFilterValues> = useForm({
    initialValues: NO_FILTERS,
    validate: ruleErrors((values: InboxFilterValues) => validateDateRange(values)),
    onValuesChange: () => recheckShown(form),
  });
  const request: InboxRequest = { org, ...applied, pageNo: paging.page, pageSize: String(paging.pageSize) as InboxRequest['pageSize'] };
  const page = useQuery(`${inboxKey(org)}/${JSON.stringify(request)}`, () => loadInbox(request, QUIET), { audience: 'member', keepWhileLoading: true });
  const filterLists = useQuery(filtersKey(org), () => loadInboxFilters(org, QUIET), { audience: 'member' });

  const submit = form.onSubmit((values) => {
    setApplied(filtersOf(values));
    setPaging((was) => ({ ...was, page: 1 }));
  }, focusFirstError);
  const clear = () => {
    form.setValues(NO_FILTERS);
    form.clearErrors();
    setApplied(filtersOf(NO_FILTERS));
    setPaging((was) => ({ ...was, page: 1 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportInbox({ org, ...applied });
    } finally {
      setExporting(false);
    }
  };
  return { form, submit, clear, page, filterLists, paging, setPaging, exportCsv, exporting };
}
