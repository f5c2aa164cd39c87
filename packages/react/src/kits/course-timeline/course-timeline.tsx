import { format, formatDisplayDate, myApplicationsLabels as l, timelineStatusLabel, type TimelineEvent } from '@studyatlas/core';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { courseTimelineCss } from './course-timeline.css.js';

export interface CourseTimelineProps {
  /** The course's name, for the list's accessible name. */
  course: string;
  /** Oldest first, as the server answers them. */
  events: readonly TimelineEvent[];
}

/**
 * A course's dated timeline (beyond the specification): Submitted → Under review → an offer (with its
 * conditions) or Rejected → Accepted or Declined, or Withdrawn; the latest event is the current status,
 * highlighted and marked `aria-current`.
 */
export function CourseTimeline({ course, events }: CourseTimelineProps) {
  useStylesheet('course-timeline', courseTimelineCss);
  if (events.length === 0) return null;
  return (
    <ol className="sa-timeline" aria-label={format(l.timelineLabel, { course })} part="timeline">
      {events.map((event, index) => {
        const current = index === events.length - 1;
        return (
          <li key={`${event.status}-${event.at}-${index}`} className={cx('sa-timeline-event', current && 'is-current')} aria-current={current ? 'step' : undefined}>
            <span className="sa-timeline-status">{timelineStatusLabel(event.status)}</span>{' '}
            <time className="sa-timeline-date" dateTime={event.at}>
              {formatDisplayDate(event.at)}
            </time>
            {current && <span className="sa-visually-hidden"> {l.currentStatus}</span>}
            {event.conditions && (
              <p className="sa-timeline-conditions">
                {event.status === 'REJ' ? l.reasonLabel : l.conditionsLabel} {event.conditions}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The label of a course's status: 'Not submitted' while a draft. */
export const courseStatusText = (status: string): string => (status ? timelineStatusLabel(status) : l.notSubmitted);
