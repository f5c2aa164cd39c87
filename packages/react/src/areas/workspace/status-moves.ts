import type { workspace } from '@studyatlas/core';

type Status = workspace.CourseStatus;

/** The status moves offered from each status of a course, a scholarship, a form or an event. */
export const statusMoves = (l: { publish: string; archive: string; unarchive: string }): Readonly<Record<Status, readonly { to: Status; label: string }[]>> => ({
  draft: [{ to: 'published', label: l.publish }, { to: 'archived', label: l.archive }],
  published: [{ to: 'archived', label: l.archive }],
  archived: [{ to: 'draft', label: l.unarchive }, { to: 'published', label: l.publish }],
});
