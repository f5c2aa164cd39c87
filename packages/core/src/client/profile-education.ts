import * as profile from '../contracts/profile-education.js';
import type { CallBody } from '../contracts/define.js';
import { getClient } from './default-client.js';

/** A jsonDoc part: the document to attach to the saved record (EDN_EDU, EDN_ENG). */
type Doc = CallBody<typeof profile.saveEducationDetail>['jsonDoc'];

/** The education tab's three grids (LoadEducation). */
export const loadEducationGrid = () => getClient().call(profile.loadEducation);

/** The qualification dialog's lists and, with an id, the qualification (AddEditEducationLoad). */
export const loadQualificationEdit = (educationId: number) => getClient().call(profile.addEditEducationLoad, { query: { educationId } });

/** Languages and the institutions of a country (LangAndInstLoad). */
export const loadLanguagesAndInstitutions = (countryFk: number) => getClient().call(profile.langAndInstLoad, { query: { countryFk } });

/** The English dialog: tests, the score grid of `modId`, the record `engDetailId` (LoadEnglish). */
export const loadEnglishDialog = (modId: number, testType: 'E' | 'O', engDetailId: number) =>
  getClient().call(profile.loadEnglish, { query: { modId, testType, engDetailId } });

/** Saves a qualification (SaveEducationDetail); `quiet`: the form shows the refusal. */
export const saveQualification = (jsonString: profile.EducationDetailJson, jsonDoc: Doc = null) =>
  getClient().call(profile.saveEducationDetail, { body: { jsonString, jsonDoc } }, { quiet: true });

/** Saves an English or other test (SaveEnglishScore); `quiet`: the form shows the refusal. */
export const saveEnglishScore = (jsonString: profile.EnglishScoreDetailJson, jsonDoc: Doc = null) =>
  getClient().call(profile.saveEnglishScore, { body: { jsonString, jsonDoc } }, { quiet: true });

/** Deletes a qualification (Education) or a test (English: English and other tests) (DeleteEducation). */
export const deleteEducationRecord = (eduDetailId: number, delType: 'Education' | 'English') =>
  getClient().call(profile.deleteEducation, { query: { eduDetailId, delType } });
