import { useId } from 'react';
import { format, formatDisplayDate, INBOX_PAGE_SIZES, roleCan, timelineStatusLabel, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { workspaceApplicationRoute } from '../../navigation/routes/workspace.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { cx } from '../../ui/internal/class-names.js';
import { InboxFilters } from './inbox-filters.js';
import { below, type SectionLevel } from './section-level.js';
import { useInbox } from './use-inbox.js';
import { Fact } from './facts.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface InboxProps {
  organisation: workspace.Organisation;
  level: SectionLevel;
}

/**
 * The organisation's applications: filters, search, sort, the exact total, pages, the unread marker
 * of the applications nobody of the organisation has opened, the count of the student's unread
 * replies, and the CSV export of the filters.
 */
export function Inbox({ organisation, level }: InboxProps) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  const titleId = useId();
  if (!roleCan(organisation.role, 'readApplications')) return <p className="sa-empty">{l.notAllowed}</p>;
  return (
    <section className="sa-workspace-inbox" aria-labelledby={titleId}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.applications}
      </Heading>
      <InboxBody organisation={organisation} level={level} />
    </section>
  );
}

function InboxBody({ organisation, level }: InboxProps) {
  useWorkspaceStyles();
  const inbox = useInbox(organisation.id);
  const { page } = inbox;
  const data = page.data;
  return (
    <>
      <InboxFilters inbox={inbox} />
      <FormError message={page.error} />
      {page.loading && <Loader active variant="inline" label={l.inboxLoading} />}
      <p className="sa-workspace-total" role="status" aria-live="polite">
        {data ? (data.total === 1 ? l.totalOne : format(l.total, { count: data.total })) : ''}
      </p>
      {data && data.rows.length === 0 && <p className="sa-empty">{l.noApplications}</p>}
      {data && data.rows.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={l.resultsLabel} aria-busy={page.refreshing || undefined}>
          {data.rows.map((row) => (
            <InboxRow key={row.applicationId} row={row} level={below(level)} />
          ))}
        </ol>
      )}
      {data && (
        <Pagination
          total={data.total}
          page={inbox.paging.page}
          pageSize={inbox.paging.pageSize}
          pageSizes={INBOX_PAGE_SIZES}
          maxLinks={5}
          labels={{ pagination: l.inboxPagination }}
          onChange={({ page: next, pageSize }) => inbox.setPaging({ page: next, pageSize })}
        />
      )}
    </>
  );
}

function InboxRow({ row, level }: { row: workspace.InboxRow; level: 3 | 4 | 5 | 6 }) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  return (
    <li className={cx('sa-workspace-row', row.unread && 'is-unread')} data-unread={row.unread || undefined}>
      <div className="sa-workspace-row-head">
        <Heading className="sa-workspace-row-title">
          <Link to={workspaceApplicationRoute(row.applicationId)}>{format(l.openApplication, { number: row.applicationId, name: row.student.name })}</Link>
        </Heading>
        {row.unread && <span className="sa-workspace-new">{l.unread}</span>}
        {row.replies > 0 && <span className="sa-workspace-replies">{row.replies === 1 ? l.messagesBadgeOne : format(l.messagesBadge, { count: row.replies })}</span>}
        {row.status === 'W' && <span className="sa-workspace-withdrawn">{l.withdrawn}</span>}
      </div>
      <dl className="sa-workspace-facts">
        <Fact label={l.email} value={row.student.email} />
        <Fact label={l.submitted} value={formatDisplayDate(row.submittedAt)} />
        <Fact label={l.assignedTo} value={row.assignee?.name ?? l.nobody} />
      </dl>
      <ul className="sa-workspace-row-courses">
        {row.courses.map((course) => (
          <li key={course.entryId}>
            <span className="sa-workspace-course-name"><bdi>{course.courseName}</bdi></span>
            {` · ${course.campus} · ${formatDisplayDate(course.intakeDate)} · `}
            <span className="sa-workspace-status">{timelineStatusLabel(course.status)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
