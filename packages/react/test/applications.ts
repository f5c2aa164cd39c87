import { inject } from 'vitest';
import { acceptDeclaration, loadDeclaration, saveApplicationCourses, submitApplication, type CourseParameter } from '@studyatlas/core';
import type {} from './provided.js';

/*
 * Applications of the signed-in member made through the real calls of the wizard (no fixture writes):
 * a draft by the shortlist call, a submitted one by declaring and submitting it; and the institution's
 * side through the partner API with the fixture's key.
 */

/** The fixture of the global setup: two unlimited intakes of one institution and its partner key. */
export const applicationsFixture = () => inject('applications');

export interface MadeApplication {
  applicationId: number;
  /** The course entries, in order. */
  entryIds: number[];
}

/** A draft of the signed-in member for the given courses (default: the fixture's first). */
export async function draftApplication(courses: CourseParameter[] = applicationsFixture().courses.slice(0, 1)): Promise<MadeApplication> {
  const state = await saveApplicationCourses(0, courses);
  return { applicationId: state.applicationFk, entryIds: state.courses.map((c) => c.entryId) };
}

/** A submitted application of the signed-in member (default: both fixture courses). */
export async function submittedApplication(courses: CourseParameter[] = applicationsFixture().courses): Promise<MadeApplication> {
  const made = await draftApplication(courses);
  const declaration = await loadDeclaration(made.applicationId);
  await acceptDeclaration(made.applicationId, declaration.privacyPolicyFk);
  const reply = await submitApplication(made.applicationId);
  if (reply.result !== 'S') throw new Error(`submit failed: ${reply.message}`);
  return made;
}

/** The institution moves one course along the timeline through the partner API. */
export async function partnerMove(entryId: number, status: 'REV' | 'OFC' | 'OFU' | 'REJ', conditions = ''): Promise<void> {
  const response = await fetch(`${inject('apiBase')}/api/partner/applications/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${applicationsFixture().partnerKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ entryId, status, conditions }),
  });
  if (!response.ok) throw new Error(`partner move ${status}: ${response.status} ${await response.text()}`);
}
