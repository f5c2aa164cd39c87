import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  $rememberedSearches,
  agents,
  courseSearch,
  eventFilterData,
  eventSearch,
  getClient,
  scholarshipSearch,
  searchScholarships,
} from '@studyatlas/core';
import { broadCourseSearch } from '../test/course-catalogue.js';
import { twoInstitutions } from '../test/institutions.js';
import { englishOf, inPseudoLocale } from '../test/english-left.js';
import { SearchPanel } from './composites/index.js';
import { CourseDetail, CourseList, CourseSearchForm } from './areas/courses/index.js';
import { InstitutionDetail, InstitutionList, InstitutionSearchForm } from './areas/institutions/index.js';
import { AgentDetail, AgentList, AgentSearchForm } from './areas/agents/index.js';
import { ScholarshipDetail, ScholarshipList, ScholarshipSearchForm } from './areas/scholarships/index.js';
import { EventDetail, EventList, EventSearchForm } from './areas/events/index.js';
import { FriendSearchForm } from './areas/friends/index.js';
import { FormFinder } from './areas/forms/index.js';
import { ContactUs } from './areas/contact/index.js';
import { Favourites } from './areas/favourites/index.js';
import { Compare } from './areas/compare/index.js';
import { LoginPage, ResetPassword, SignUpForm } from './areas/auth/index.js';

/*
 * Issue 28: every discovery screen and the sign-in screens, rendered in the pseudo-locale `en-XA`, show
 * no plain English word but the data's (test/english-left.ts says how the two are told apart).
 */

inPseudoLocale();
// Kept mounted so the persistent store never unsubscribes after the environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(() => {
  courseSearch.clear();
  eventSearch.clear();
  scholarshipSearch.clear();
});

describe('the discovery screens in the pseudo-locale', () => {
  it('search panel', async () => {
    expect(await englishOf(<SearchPanel />)).toEqual([]);
  });

  it('course search form, a list of results and a course detail', async () => {
    const search = await broadCourseSearch();
    expect(await englishOf(<CourseSearchForm />)).toEqual([]);
    const query = new URLSearchParams({ search: search.text, country_fk: String(search.country.id), AwardG_fk: String(search.group.id) });
    expect(await englishOf(<CourseList showFilter={false} query={`?${query}`} />)).toEqual([]);
    const row = search.firstRow;
    expect(await englishOf(<CourseDetail courseId={row.courseFk} campusId={row.locationId} intakeId={row.intakeId} />)).toEqual([]);
  });

  it('institution search form, list and detail', async () => {
    const [institution] = await twoInstitutions();
    expect(await englishOf(<InstitutionSearchForm />)).toEqual([]);
    expect(await englishOf(<InstitutionList />)).toEqual([]);
    expect(await englishOf(<InstitutionDetail legalFk={institution.legalFk} />)).toEqual([]);
  });

  it('agent search form, list and detail', async () => {
    const { agents: all } = await getClient().call(agents.agentFilterData);
    expect(await englishOf(<AgentSearchForm />)).toEqual([]);
    expect(await englishOf(<AgentList />)).toEqual([]);
    expect(await englishOf(<AgentDetail legalFk={all[0]!.id} />)).toEqual([]);
  });

  it('scholarship search form, list and detail', async () => {
    const { rows } = await searchScholarships({ from: 0, to: 10, currentPage: 1 });
    expect(await englishOf(<ScholarshipSearchForm />)).toEqual([]);
    expect(await englishOf(<ScholarshipList />)).toEqual([]);
    expect(await englishOf(<ScholarshipDetail schId={rows[0]!.schId} />)).toEqual([]);
  });

  it('event search form, list and detail', async () => {
    const data = await eventFilterData();
    expect(await englishOf(<EventSearchForm />)).toEqual([]);
    const { rows } = await eventSearch.search({ country_fk: data.countries[0]!.id });
    expect(await englishOf(<EventList showFilter={false} />)).toEqual([]);
    const event = rows[0]!;
    expect(await englishOf(<EventDetail legalId={event.legalFk} locationId={event.locationFk} eventId={event.evtId} />)).toEqual([]);
  });

  it('friend search form, form finder, contact us, favourites and the comparison', async () => {
    const [institution] = await twoInstitutions();
    expect(await englishOf(<FriendSearchForm />)).toEqual([]);
    expect(await englishOf(<FormFinder legalId={institution.legalFk} />)).toEqual([]);
    expect(await englishOf(<ContactUs />)).toEqual([]);
    expect(await englishOf(<Favourites />)).toEqual([]);
    expect(await englishOf(<Compare />)).toEqual([]);
  });

  it('sign in, sign up and the password reset', async () => {
    expect(await englishOf(<LoginPage />)).toEqual([]);
    expect(await englishOf(<SignUpForm />)).toEqual([]);
    expect(await englishOf(<ResetPassword />)).toEqual([]);
  });
});
