import * as calls from '../contracts/workspace-catalogue.js';
import type { CourseValues, IntakeValues } from '../rules/workspace-catalogue.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/* The workspace's catalogue (issue 27): the Catalogue screens' calls, each naming the organisation. */

export interface CatalogueListRequest {
  q: string;
  status: '' | calls.CourseStatus;
  pageNo: number;
  pageSize: '10' | '20' | '50' | '100';
}

/** The form's values as the call's body (ids as numbers, blanks as null: the server runs the same rule). */
const courseBody = (v: CourseValues) => ({
  ...v,
  majorId: Number(v.majorId) || null,
  minorId: Number(v.minorId) || null,
  awardId: Number(v.awardId) || null,
  campusIds: v.campusIds.map(Number),
  translations: v.translations?.map((t) => ({ locale: t.locale, name: t.name ?? '', description: t.description ?? '' })),
});

export const loadCatalogueCourses = (org: number, request: CatalogueListRequest, options?: CallOptions) => getClient().call(calls.catalogueCourses, { query: { org, ...request } }, options);
export const loadCatalogueOptions = (org: number, options?: CallOptions) => getClient().call(calls.catalogueOptions, { query: { org } }, options);
export const loadCatalogueCourse = async (org: number, courseId: number, options?: CallOptions) => (await getClient().call(calls.catalogueCourse, { query: { org, courseId } }, options)).course;
export const loadCourseHistory = (org: number, courseId: number, pageNo: number, options?: CallOptions) => getClient().call(calls.courseHistory, { query: { org, courseId, pageNo } }, options);
export const createCatalogueCourse = async (org: number, values: CourseValues, publish: boolean, options?: CallOptions) =>
  (await getClient().call(calls.createCourse, { query: { org }, body: { ...courseBody(values), publish } }, options)).course;
export const updateCatalogueCourse = async (org: number, courseId: number, values: CourseValues, options?: CallOptions) =>
  (await getClient().call(calls.updateCourse, { query: { org }, body: { courseId, ...courseBody(values) } }, options)).course;
export const setCatalogueCourseStatus = async (org: number, courseId: number, newStatus: calls.CourseStatus, options?: CallOptions) =>
  (await getClient().call(calls.setCourseStatus, { query: { org }, body: { courseId, newStatus } }, options)).course;
export const saveCatalogueIntake = async (org: number, courseId: number, intakeId: number | undefined, values: IntakeValues, options?: CallOptions) =>
  (await getClient().call(calls.saveIntake, { query: { org }, body: { courseId, ...(intakeId ? { intakeId } : {}), ...values, locationId: Number(values.locationId) || null, studyModeId: Number(values.studyModeId) || null } }, options)).course;
export const deleteCatalogueIntake = async (org: number, intakeId: number, options?: CallOptions) => (await getClient().call(calls.deleteIntake, { query: { org }, body: { intakeId } }, options)).course;
