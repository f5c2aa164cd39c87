import { useId } from 'react';
import {
  applicationActions,
  format,
  formatDisplayDate,
  isOpenOffer,
  myApplicationsLabels as l,
  type applications,
} from '@studyatlas/core';

type ApplicationRow = applications.ApplicationRow;
type ApplicationCourseRow = applications.ApplicationCourseRow;
import { Button } from '../../ui/button/button.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationsCss } from './applications.css.js';
import { CourseTimeline, courseStatusText } from '../../kits/course-timeline/course-timeline.js';

type Level = 2 | 3 | 4 | 5 | 6;

export interface ApplicationCardProps {
  application: ApplicationRow;
  /** The heading level of the card (its courses one below). */
  level: Level;
  /** The application the route names (/apps/:appId): highlighted. */
  highlighted: boolean;
  /** What runs now (`delete:7` …), from useMyApplications. */
  busy: string | null;
  onContinue: () => void;
  onDelete: () => void;
  onWithdraw: () => void;
  onResubmit: () => void;
  onPdf: () => void;
  onAccept: (course: ApplicationCourseRow) => void;
  onDecline: (course: ApplicationCourseRow) => void;
}

/** One application of my applications: its state and dates, each course with its timeline, and its actions. */
export function ApplicationCard(props: ApplicationCardProps) {
  useStylesheet('applications', applicationsCss);
  const { application: app, level, highlighted, busy } = props;
  const titleId = useId();
  const Heading = `h${level}` as const;
  const number = app.applicationId;
  const actions = applicationActions(app.status);
  const courseLevel = Math.min(level + 1, 6) as Level;
  return (
    <article className={cx('sa-application', highlighted && 'is-highlighted')} aria-labelledby={titleId} part="application" data-status={app.status}>
      <div className="sa-application-head">
        <Heading id={titleId} className="sa-application-title">
          {format(l.applicationNumber, { number })}
        </Heading>
        <span className={`sa-application-state sa-application-state--${app.status}`}>{l.applicationStatus[app.status]}</span>
      </div>
      <dl className="sa-application-facts">
        <Fact label={l.createdLabel} value={formatDisplayDate(app.createdAt)} />
        {app.submittedAt && <Fact label={l.submittedLabel} value={formatDisplayDate(app.submittedAt)} />}
        {app.withdrawnAt && <Fact label={l.withdrawnLabel} value={formatDisplayDate(app.withdrawnAt)} />}
      </dl>
      <ul className="sa-application-courses" aria-label={l.coursesLabel}>
        {app.courses.map((course) => (
          <CourseItem key={course.entryId} course={course} level={courseLevel} offerOpen={app.status === 'S' && isOpenOffer(course.status)} busy={busy} onAccept={props.onAccept} onDecline={props.onDecline} />
        ))}
      </ul>
      <div className="sa-application-actions">
        {actions.includes('continue') && (
          <Button aria-label={format(l.continueApplication, { number })} onClick={props.onContinue}>
            {l.continueAction}
          </Button>
        )}
        {actions.includes('resubmit') && (
          <Button variant="secondary" busy={busy === `resubmit:${number}`} aria-label={format(l.resubmitApplication, { number })} onClick={props.onResubmit}>
            {l.resubmitAction}
          </Button>
        )}
        {actions.includes('pdf') && (
          <Button variant="secondary" busy={busy === `pdf:${number}`} aria-label={format(l.pdfApplication, { number })} onClick={props.onPdf}>
            {l.pdfAction}
          </Button>
        )}
        {actions.includes('delete') && (
          <Button variant="danger" aria-label={format(l.deleteApplication, { number })} onClick={props.onDelete}>
            {l.deleteAction}
          </Button>
        )}
        {actions.includes('withdraw') && (
          <Button variant="danger" aria-label={format(l.withdrawApplication, { number })} onClick={props.onWithdraw}>
            {l.withdrawAction}
          </Button>
        )}
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="sa-application-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

interface CourseItemProps extends Pick<ApplicationCardProps, 'busy' | 'onAccept' | 'onDecline'> {
  course: ApplicationCourseRow;
  level: Level;
  offerOpen: boolean;
}

function CourseItem({ course, level, offerOpen, busy, onAccept, onDecline }: CourseItemProps) {
  const Heading = `h${level}` as const;
  const name = course.courseName;
  return (
    <li className="sa-application-course">
      <Heading className="sa-application-course-name"><bdi>{name}</bdi></Heading>
      <dl className="sa-application-facts">
        <Fact label={l.institutionLabel} value={course.institutionName} />
        <Fact label={l.campusLabel} value={course.campus} />
        <Fact label={l.intakeLabel} value={formatDisplayDate(course.intakeDate)} />
        <Fact label={l.studyModeLabel} value={course.studyMode} />
        <Fact label={l.courseStatusLabel} value={courseStatusText(course.status)} />
      </dl>
      <CourseTimeline course={name} events={course.timeline} />
      {offerOpen && (
        <div className="sa-application-actions">
          <Button busy={busy === `accept:${course.entryId}`} aria-label={format(l.acceptOffer, { course: name })} onClick={() => onAccept(course)}>
            {l.acceptAction}
          </Button>
          <Button variant="secondary" busy={busy === `decline:${course.entryId}`} aria-label={format(l.declineOffer, { course: name })} onClick={() => onDecline(course)}>
            {l.declineAction}
          </Button>
        </div>
      )}
    </li>
  );
}
