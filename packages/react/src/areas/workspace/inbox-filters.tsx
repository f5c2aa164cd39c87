import { formatDisplayDate, timelineStatusLabel, TIMELINE_STATUSES, workspaceLabels as l } from '@studyatlas/core';
import { FormCheckbox, FormDateInput, FormSelectField, FormTextField } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import type { InboxController } from './use-inbox.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const statusOptions = () => TIMELINE_STATUSES.map((status) => ({ value: status, label: timelineStatusLabel(status) }));
const sortOptions = () => Object.entries(l.sorts).map(([value, label]) => ({ value, label }));

/** The inbox's filters: status, course, campus, intake, submitted range, student, unread only, sort. */
export function InboxFilters({ inbox }: { inbox: InboxController }) {
  useWorkspaceStyles();
  const { form } = inbox;
  const lists = inbox.filterLists.data;
  const idOptions = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <form className="sa-workspace-filters" aria-label={l.filtersLabel} onSubmit={inbox.submit} noValidate>
      <div className="sa-workspace-filter-grid">
        <FormTextField form={form} name="search" label={l.search} type="search" maxLength={100} />
        <FormSelectField form={form} name="status" label={l.status} placeholder={l.anyStatus} options={statusOptions()} />
        <FormSelectField form={form} name="courseId" label={l.course} placeholder={l.anyCourse} options={idOptions(lists?.courses)} />
        <FormSelectField form={form} name="campusId" label={l.campus} placeholder={l.anyCampus} options={idOptions(lists?.campuses)} />
        <FormSelectField
          form={form}
          name="intake"
          label={l.intake}
          placeholder={l.anyIntake}
          options={(lists?.intakes ?? []).map((intake) => ({ value: intake, label: formatDisplayDate(intake) }))}
        />
        <FormDateInput form={form} name="submittedFrom" label={l.submittedFrom} />
        <FormDateInput form={form} name="submittedTo" label={l.submittedTo} />
        <FormSelectField form={form} name="sort" label={l.sort} options={sortOptions()} />
      </div>
      <FormCheckbox form={form} name="unread" label={l.unreadOnly} />
      <div className="sa-workspace-actions">
        <Button type="submit">{l.apply}</Button>
        <Button variant="secondary" onClick={inbox.clear}>
          {l.clear}
        </Button>
        <Button variant="secondary" busy={inbox.exporting} onClick={() => void inbox.exportCsv()}>
          {l.exportCsv}
        </Button>
      </div>
    </form>
  );
}
