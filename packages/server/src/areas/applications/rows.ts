import type { applications, TimelineStatus } from '@studyatlas/core/contracts';
import type { ApplicationRecord, CourseEntryRecord, EventRecord } from './queries.js';

/** One course entry as my applications and the partner API answer it, with its timeline (oldest first). */
export function toCourseRow(entry: CourseEntryRecord, events: readonly EventRecord[]): applications.ApplicationCourseRow {
  return {
    entryId: entry.entryId,
    courseId: entry.courseId,
    courseName: entry.courseName,
    institutionId: entry.institutionId,
    institutionName: entry.institutionName,
    locationId: entry.locationId,
    campus: entry.campus,
    city: entry.city,
    country: entry.country,
    intakeId: entry.intakeId,
    intakeDate: entry.intakeDate,
    studyModeId: entry.studyModeId,
    studyMode: entry.studyMode,
    award: entry.award,
    seats: entry.seats,
    seatsLeft: entry.seats === null ? null : Math.max(0, entry.seats - entry.seatsTaken),
    surveyId: entry.surveyId,
    status: entry.status,
    conditions: entry.conditions,
    timeline: events
      .filter((event) => event.entryId === entry.entryId)
      .map((event) => ({ status: event.status as TimelineStatus, at: event.at, actor: event.actor, conditions: event.conditions })),
  };
}

/** An application with its courses, as MyApplicationLoad answers it. */
export function toApplicationRow(application: ApplicationRecord, entries: readonly CourseEntryRecord[], events: readonly EventRecord[]): applications.ApplicationRow {
  return {
    applicationId: application.id,
    key: application.app_key,
    status: application.status,
    step: application.step,
    createdAt: application.created_at,
    submittedAt: application.submitted_at,
    withdrawnAt: application.withdrawn_at,
    courses: entries.filter((entry) => entry.applicationId === application.id).map((entry) => toCourseRow(entry, events)),
  };
}
