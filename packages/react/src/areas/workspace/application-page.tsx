import { Suspense } from 'react';
import { lazyWithWords } from '../../i18n/lazy-with-words.js';
import { format, formatDisplayDate, roleCan, timelineStatusLabel, workspaceLabels as l, type workspace } from '@studyatlas/core';
import { CourseTimeline } from '../../kits/course-timeline/course-timeline.js';
import { summarySections } from '../../kits/application-summary/summary-sections.js';
import { Accordion } from '../../ui/accordion/accordion.js';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_ROUTE } from '../../navigation/routes/workspace.js';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Assignment } from './assignment.js';
import { AuditLog } from './audit-log.js';
import { DecisionForm } from './decision-form.js';
import { Documents } from './documents.js';
import { Fact } from './facts.js';
import { Part } from './part.js';
import { Notes } from './notes.js';
import { below, type SectionLevel } from './section-level.js';
import { useWorkspaceApplication } from './use-workspace-application.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

// The conversation (with the rich text editor behind it) loads with the page's part, not with the inbox.
const Conversation = /* @__PURE__ */ lazyWithWords(() => import('./conversation.js'), 'Conversation');

/** The submitted summary's sections open at first: the student's details and their answers. */
const OPEN_SECTIONS = ['basic', 'answers'];

export interface ApplicationPageProps {
  organisation: workspace.Organisation;
  applicationId: number;
  level: SectionLevel;
}

/**
 * One application as the organisation sees it: the student, this organisation's course choices with
 * their timelines and a decision form each, documents, assignment, the conversation with the student,
 * internal notes, the audit log and
 * the application exactly as submitted (the wizard's summary sections, as the student saw them). Opening it marks it read for the organisation.
 */
export function ApplicationPage({ organisation, applicationId, level }: ApplicationPageProps) {
  useWorkspaceStyles();
  const controller = useWorkspaceApplication(organisation, applicationId);
  const { page } = controller;
  const application = page.data;
  const Heading = `h${level}` as const;
  const sub = below(level);
  const mayDecide = roleCan(organisation.role, 'decide');
  return (
    <article className="sa-workspace-application" aria-busy={page.loading || page.refreshing || undefined}>
      <p className="sa-workspace-back">
        <Link to={WORKSPACE_ROUTE}>{l.backToInbox}</Link>
      </p>
      <Heading className="sa-workspace-heading">{format(l.applicationTitle, { number: applicationId })}</Heading>
      {page.loading && <Loader active variant="inline" label={l.applicationLoading} />}
      <FormError message={page.error} />
      {application && (
        <div className="sa-workspace-application-body">
          <Part title={l.studentSection} level={sub}>
            <dl className="sa-workspace-facts">
              <Fact label={l.name} value={application.student.name} />
              <Fact label={l.email} value={application.student.email} />
              {application.student.sapStudentId && <Fact label={l.studentId} value={application.student.sapStudentId} />}
              <Fact label={l.submitted} value={formatDisplayDate(application.submittedAt)} />
              {application.withdrawnAt && <Fact label={l.withdrawnAt} value={formatDisplayDate(application.withdrawnAt)} />}
            </dl>
          </Part>
          <Part title={l.coursesSection} level={sub}>
            <ul className="sa-workspace-choices">
              {application.courses.map((course) => (
                <li key={course.entryId} className="sa-workspace-choice">
                  <p className="sa-workspace-course-name"><bdi>{course.courseName}</bdi></p>
                  <dl className="sa-workspace-facts">
                    <Fact label={l.campus} value={course.campus} />
                    <Fact label={l.intake} value={formatDisplayDate(course.intakeDate)} />
                    <Fact label={l.studyMode} value={course.studyMode} />
                    <Fact label={l.courseStatus} value={timelineStatusLabel(course.status)} />
                  </dl>
                  <CourseTimeline course={course.courseName} events={course.timeline} />
                  {mayDecide && application.status === 'S' && (
                    <DecisionForm key={course.status} entryId={course.entryId} courseName={course.courseName} status={course.status} onDecide={controller.decide} />
                  )}
                </li>
              ))}
            </ul>
          </Part>
          <Part title={l.documentsSection} level={sub}>
            <Documents documents={application.documents} zip={application.documentsZip} />
          </Part>
          <Part title={l.assignmentSection} level={sub}>
            {mayDecide ? (
              <Assignment key={application.assignee?.clientId ?? 0} assignee={application.assignee} staff={controller.assignable} onAssign={controller.assign} />
            ) : (
              <p>{application.assignee?.name ?? l.nobody}</p>
            )}
          </Part>
          <Part title={l.conversationSection} level={sub}>
            <Suspense fallback={<Loader active variant="inline" label={l.conversationLoading} />}>
              <Conversation organisation={organisation} applicationId={application.applicationId} student={application.student.name} />
            </Suspense>
          </Part>
          <Part title={l.notesSection} level={sub}>
            <Notes notes={application.notes} onAdd={mayDecide ? controller.addNote : null} />
          </Part>
          <Part title={l.auditSection} level={sub}>
            <AuditLog audit={application.audit} />
          </Part>
          <Part title={l.profileSection} level={sub}>
            <p className="sa-workspace-hint">{l.profileHint}</p>
            <Accordion items={summarySections(application.summary)} defaultOpen={OPEN_SECTIONS} headingLevel={Math.min(sub + 1, 6) as 4 | 5 | 6} />
          </Part>
        </div>
      )}
    </article>
  );
}
