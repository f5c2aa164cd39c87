import { useId } from 'react';
import { format, formatDisplayDate, INBOX_PAGE_SIZES, roleCan, workspaceLabels as l, workspaceConversationLabels as c, type workspace, type workspaceConversation } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { workspaceEnquiryRoute } from '../../navigation/routes/workspace.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { cx } from '../../ui/internal/class-names.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { Fact } from './facts.js';
import { below, type SectionLevel } from './section-level.js';
import { useEnquiries, type EnquiryState } from './use-enquiries.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface EnquiriesPageProps {
  organisation: workspace.Organisation;
  level: SectionLevel;
}

const STATES: readonly EnquiryState[] = ['open', 'handled', 'all'];

/**
 * The "Connect me" enquiries sent to the organisation, newest first: open (default), handled or all,
 * the exact total, pages; a row shows the sender, the campus, the subject, the answers sent and the
 * sender's unread replies.
 */
export function EnquiriesPage({ organisation, level }: EnquiriesPageProps) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  const titleId = useId();
  if (!roleCan(organisation.role, 'readApplications')) return <p className="sa-empty">{l.notAllowed}</p>;
  return (
    <section className="sa-workspace-enquiries" aria-labelledby={titleId}>
      <Heading id={titleId} className="sa-workspace-heading">
        {l.enquiries}
      </Heading>
      <p className="sa-workspace-hint">{c.enquiriesIntro}</p>
      <EnquiriesBody organisation={organisation} level={level} />
    </section>
  );
}

function EnquiriesBody({ organisation, level }: EnquiriesPageProps) {
  useWorkspaceStyles();
  const enquiries = useEnquiries(organisation.id);
  const { page } = enquiries;
  const data = page.data;
  return (
    <>
      <SelectField
        className="sa-workspace-state"
        label={c.enquiryState}
        value={enquiries.state}
        options={STATES.map((state) => ({ value: state, label: c.enquiryStates[state] }))}
        onValueChange={(state) => enquiries.setState(state as EnquiryState)}
      />
      <FormError message={page.error} />
      {page.loading && <Loader active variant="inline" label={l.enquiriesLoading} />}
      <p className="sa-workspace-total" role="status" aria-live="polite">
        {data ? (data.total === 1 ? c.enquiriesTotalOne : format(c.enquiriesTotal, { count: data.total })) : ''}
      </p>
      {data && data.rows.length === 0 && <p className="sa-empty">{c.noEnquiries}</p>}
      {data && data.rows.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={l.enquiries} aria-busy={page.refreshing || undefined}>
          {data.rows.map((row) => (
            <EnquiryRow key={row.id} row={row} level={below(level)} />
          ))}
        </ol>
      )}
      {data && (
        <Pagination
          total={data.total}
          page={enquiries.paging.page}
          pageSize={enquiries.paging.pageSize}
          pageSizes={INBOX_PAGE_SIZES}
          maxLinks={5}
          labels={{ pagination: c.enquiriesPagination }}
          onChange={({ page: next, pageSize }) => enquiries.setPaging({ page: next, pageSize })}
        />
      )}
    </>
  );
}

function EnquiryRow({ row, level }: { row: workspaceConversation.EnquiryRow; level: 3 | 4 | 5 | 6 }) {
  useWorkspaceStyles();
  const Heading = `h${level}` as const;
  return (
    <li className={cx('sa-workspace-row', !row.handled && 'is-unread')}>
      <div className="sa-workspace-row-head">
        <Heading className="sa-workspace-row-title">
          <Link to={workspaceEnquiryRoute(row.id)}>{format(c.openEnquiry, { subject: row.subject || c.noSubject, name: row.sender.name })}</Link>
        </Heading>
        <span className={row.handled ? 'sa-workspace-status' : 'sa-workspace-new'}>{row.handled ? c.handled : c.open}</span>
        {row.unread > 0 && <span className="sa-workspace-replies">{row.unread === 1 ? l.messagesBadgeOne : format(l.messagesBadge, { count: row.unread })}</span>}
      </div>
      <dl className="sa-workspace-facts">
        <Fact label={c.sender} value={`${row.sender.name} · ${row.sender.member ? c.memberSender : c.guestSender}`} />
        <Fact label={l.email} value={row.sender.email} />
        <Fact label={l.campus} value={row.campus} />
        <Fact label={c.received} value={formatDisplayDate(row.receivedAt)} />
        <Fact label={c.answersSection} value={String(row.answers)} />
      </dl>
    </li>
  );
}
