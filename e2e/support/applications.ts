import { expect } from 'vitest';
import { bearerCall } from './api.js';
import { searchCoursesApi, type CourseRowData } from './catalogue.js';

/** A submitted application for one course intake, through the wizard's calls with the member's token. */
export async function submittedApplication(portalUrl: string, token: string, intakeIds: number | number[]): Promise<number> {
  const call = bearerCall(portalUrl, token);
  const courseData = [intakeIds].flat().map((intakeId) => ({ CourseFk: 0, LocationFk: 0, IntakeFk: intakeId, CourseStudyModeFk: 0, IntakeDate: '', AppliedForLegalId: 0 }));
  const { applicationFk } = await call<{ applicationFk: number }>('/api/OnlineApp/AddOrDeleteCourse', { SapClientId: 0, ApplicationFk: 0, value: 'A', courseData });
  const { privacyPolicyFk } = await call<{ privacyPolicyFk: number }>(`/api/OnlineApp/LoadDeclaration?applicationFk=${applicationFk}&courseLegalFk=0`);
  await call(`/api/OnlineApp/UpsertDeclaration?applicationFk=${applicationFk}&privacyPolicyFk=${privacyPolicyFk}&formKey=SAP_APP&sapClientFk=0&courseFk=0`);
  const submitted = await call<{ result: string }>(`/api/OnlineApp/SyncProfileData?applicationFk=${applicationFk}&courseLegalId=0&sapClientFk=0`);
  expect(submitted.result).toBe('S');
  return applicationFk;
}

/** A course intake of the catalogue (the first country whose course search finds one), at another institution than `otherThan` if given. */
export async function aCourseIntake(portalUrl: string, { otherThan }: { otherThan?: number } = {}): Promise<CourseRowData> {
  const { countries } = (await (await fetch(`${portalUrl}/api/CoursesPublic/CoursesPublicFilterData`)).json()) as { countries: Array<{ id: number }> };
  for (const country of countries) {
    const found = (await searchCoursesApi(portalUrl, { country_fk: country.id })).rows.find((row) => row.intakeId > 0 && row.legalFk !== otherThan);
    if (found) return found;
  }
  throw new Error('the e2e catalogue has no course intake');
}
