import { COURSE_LIST_ROUTE, format, messages, myApplicationsLabels as l, onlineAppRoute } from '@studyatlas/core';
import { useEffect, useRef } from 'react';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { Loader } from '../../ui/loader/loader.js';
import { cx } from '../../ui/internal/class-names.js';
import type { ScreenProps } from '../../ui/panel/panel.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { noRecordsCss } from '../../styles/no-records.css.js';
import { ApplicationCard } from './application-card.js';
import { applicationsCss } from './applications.css.js';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.js';
import { useMyApplications, type PendingAction } from './use-my-applications.js';

export interface MyApplicationsProps extends ScreenProps {
  /** The application the route names (/apps/:appId): highlighted and scrolled to. */
  appId?: number;
  /** Continue on a draft; by default the wizard's route through the navigation seam. */
  onContinue?: (appId: number) => void;
  /** After Resubmit made a new draft of the same courses; by default the wizard's route with its id. */
  onResubmit?: (appId: number) => void;
}

function confirmText(action: PendingAction): { title: string; message: string } {
  const number = action.application.applicationId;
  switch (action.kind) {
    case 'delete':
      return { title: l.deleteTitle, message: format(l.deleteConfirm, { number }) };
    case 'withdraw':
      return { title: l.withdrawTitle, message: format(l.withdrawConfirm, { number }) };
    case 'accept':
      return { title: l.acceptTitle, message: format(l.acceptConfirm, { course: action.course.courseName, institution: action.course.institutionName }) };
    case 'decline':
      return { title: l.declineTitle, message: format(l.declineConfirm, { course: action.course.courseName, institution: action.course.institutionName }) };
  }
}

/**
 * My applications (member §2 "My applications", route /apps): the member's applications newest first,
 * each with its courses and, once submitted, a dated timeline per course. A draft is continued in the
 * wizard or deleted; a submitted one withdrawn (its history kept), resubmitted (its courses open the
 * wizard as a new draft) or downloaded as a PDF; an offer is accepted or declined. Deleting,
 * withdrawing and answering an offer ask first.
 */
export function MyApplications({ appId, onContinue, onResubmit, headingLevel = 2, className }: MyApplicationsProps) {
  useStylesheet('no-records', noRecordsCss);
  useStylesheet('applications', applicationsCss);
  const { navigate } = useNavigation();
  const apps = useMyApplications();
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 2 | 3 | 4 | 5;
  const highlighted = useRef<HTMLLIElement>(null);
  const rows = apps.rows;
  const hasHighlight = Boolean(appId && rows?.some((row) => row.applicationId === appId));

  useEffect(() => {
    if (hasHighlight) highlighted.current?.scrollIntoView?.({ block: 'start' });
  }, [hasHighlight]);

  const continueDraft = (id: number) => (onContinue ? onContinue(id) : navigate(onlineAppRoute(undefined, { appId: id })));
  const resubmit = async (id: number) => {
    const row = rows?.find((r) => r.applicationId === id);
    const draft = row ? await apps.resubmit(row) : null;
    if (draft) (onResubmit ? onResubmit(draft) : navigate(onlineAppRoute(undefined, { appId: draft })));
  };
  const text = apps.pending ? confirmText(apps.pending) : null;

  return (
    <section className={cx('sa-root sa-applications', className)} part="applications" aria-busy={apps.loading || undefined}>
      <Heading className="sa-applications-title">{l.title}</Heading>
      {rows === null && <Loader active={apps.loading} variant="inline" label={l.loading} />}
      {rows !== null && rows.length === 0 && (
        <div className="sa-applications-empty">
          <p className="sa-empty">{messages.noRecords}</p>
          <p className="sa-applications-hint">
            {l.emptyHint} <Link to={COURSE_LIST_ROUTE}>{l.findCourses}</Link>
          </p>
        </div>
      )}
      {rows !== null && rows.length > 0 && (
        <ol className="sa-applications-list">
          {rows.map((row) => (
            <li key={row.applicationId} ref={row.applicationId === appId ? highlighted : undefined}>
              <ApplicationCard
                application={row}
                level={cardLevel}
                highlighted={row.applicationId === appId}
                busy={apps.busy}
                onContinue={() => continueDraft(row.applicationId)}
                onDelete={() => apps.ask({ kind: 'delete', application: row })}
                onWithdraw={() => apps.ask({ kind: 'withdraw', application: row })}
                onResubmit={() => void resubmit(row.applicationId)}
                onPdf={() => void apps.pdf(row)}
                onAccept={(course) => apps.ask({ kind: 'accept', application: row, course })}
                onDecline={(course) => apps.ask({ kind: 'decline', application: row, course })}
              />
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={text !== null}
        title={text?.title ?? ''}
        message={text?.message ?? ''}
        confirmLabel={l.confirmYes}
        cancelLabel={l.confirmCancel}
        busy={apps.busy !== null}
        onConfirm={() => void apps.confirm()}
        onClose={apps.cancel}
      />
    </section>
  );
}
