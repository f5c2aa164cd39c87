import {
  courseDetail,
  loadCourseDetails,
  loadBasicDetail,
  saveApplicationCourses,
  saveBasicDetail,
  signIn,
  type BasicDetailValues,
  type CourseParameter,
  type application,
} from '@studyatlas/core';
import { verifiedMember, type TestMember } from './members.js';
import { aPlace } from './profile.js';
import { testIntakes, type TestIntake } from './compare-courses.js';

/** The basic details a member needs before applying (member §5 online start checks). */
export async function completeBasicDetail(email: string): Promise<BasicDetailValues> {
  const { country, state, city } = await aPlace();
  const place = { countryFk: country.id, stateFk: state.id, cityFk: city.id };
  const loaded = await loadBasicDetail();
  return {
    ...loaded.detail,
    basic: { ...loaded.detail.basic, title: 'Ms', gender: 'F', dateOfBirth: '2000-05-17', birthCountryFk: country.id, nationalityFk: country.id },
    email: { email, publish: false },
    contact: { ...loaded.detail.contact, current: { ...place, address: '1 Main St', postcode: '3000' }, mobile: '412345678' },
    family: { homeCountryFk: place.countryFk, homeStateFk: place.stateFk, homeCityFk: place.cityFk },
  };
}

/** A verified member, signed in, whose basic and contact details are complete: ready to apply. */
export async function applicant(): Promise<TestMember> {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  await saveBasicDetail(await completeBasicDetail(member.email));
  return member;
}

/** The full course parameters of a test intake (study mode and date from its course detail). */
export async function parameterOf(intake: TestIntake): Promise<CourseParameter> {
  const detail = await courseDetail(intake);
  return {
    CourseFk: intake.courseId,
    LocationFk: intake.campusId,
    IntakeFk: intake.intakeId,
    CourseStudyModeFk: detail.courseStudyModeFk ?? 0,
    IntakeDate: detail.termStart ?? '',
    AppliedForLegalId: intake.legalId,
  };
}

/** A draft application of the signed-in member with the first `count` test intakes (the shortlist call). */
export async function draftApplication(count: number, skip = 0): Promise<application.ApplicationState> {
  const intakes = (await testIntakes(count + skip)).slice(skip);
  return saveApplicationCourses(0, await Promise.all(intakes.map(parameterOf)));
}

/** `count` test intakes whose course names differ (so a test can find each by name). */
export async function distinctIntakes(count: number): Promise<TestIntake[]> {
  const all = await testIntakes(12);
  const byName = new Map<string, TestIntake>();
  for (const intake of all) if (!byName.has(intake.name)) byName.set(intake.name, intake);
  const found = [...byName.values()];
  if (found.length < count) throw new Error(`the test catalogue has only ${found.length} differently named course intakes`);
  return found.slice(0, count);
}

/** A draft application of the signed-in member with these intakes. */
export async function draftWith(intakes: readonly TestIntake[]): Promise<application.ApplicationState> {
  return saveApplicationCourses(0, await Promise.all(intakes.map(parameterOf)));
}

/** A test intake whose course asks for a questionnaire (a survey of its own or of its institution). */
export async function intakeWithSurvey(): Promise<TestIntake> {
  for (const intake of await testIntakes(12)) {
    const [course] = await loadCourseDetails([await parameterOf(intake)]);
    if (course && course.surveyId > 0) return intake;
  }
  throw new Error('no course of the test catalogue has a survey');
}
