import { messages as m, validateCourseFilter, validateCourseRows, courseReplyMessages } from '@studyatlas/core';
import type { courses } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, rejectInvalid } from '../../http/errors.js';
import { formatDay, isDay } from '../../seed/dates.js';
import * as q from './queries.js';
import { applyConditionOf, type BasicDetailMissing } from './apply-condition.js';
import { studyLists } from '../../catalogue/study-lists.js';
import { courseSearchVersion } from '../../db/search/index.js';
import { filterKey, SearchCache } from './search-cache.js';
import { searchCourses } from './search.js';
import { courseIndexKeeper } from './search-index/keeper.js';
import { loadEquivalences } from '../../text-search/index.js';
import { inReaderLanguage, readerTranslations } from '../../catalogue/course-translations.js';

export type CoursesService = ReturnType<typeof createCoursesService>;

const notFound = (message: string) => new HttpError(404, message);

/** The same day one calendar month earlier (31 March → 28/29 February). */
export function monthBefore(day: string): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const lastOfPrevious = new Date(Date.UTC(y, mo - 1, 0)).getUTCDate();
  return formatDay(Date.UTC(y, mo - 2, Math.min(d, lastOfPrevious)));
}

const dayOrInvalid = (value: string | null | undefined, field: string): string | undefined => {
  if (!value) return undefined;
  if (!isDay(value)) throw new HttpError(400, m.invalidDate, { errors: { [field]: m.invalidDate } });
  return value;
};

/** A caller's own copy of a cached answer (rows may be filled in with personal flags later). */
const copyOf = (answer: courses.CourseSearchReply): courses.CourseSearchReply => ({ total: answer.total, rows: answer.rows.map((r) => ({ ...r })) });

/**
 * The member's own flags over a copy of the (shared, anonymous) answer: preferenceId from their
 * course favourites, looked up for the page's intakes only. isCompare stays false: the compare
 * selection lives in the browser.
 */
async function withFavourites(db: AppContext['db'], answer: courses.CourseSearchReply, member: AuthMember | null): Promise<courses.CourseSearchReply> {
  const own = copyOf(answer);
  // The cached answer holds the courses' own names; the reader's language is laid over the copy.
  own.rows = await inReaderLanguage(db, own.rows, { id: 'courseFk', name: 'name' });
  if (!member || own.rows.length === 0) return own;
  const favourites = await q.favouriteIntakes(db, member.clientId, own.rows.map((r) => r.intakeId));
  for (const row of own.rows) row.preferenceId = favourites.get(row.intakeId) ?? 0;
  return own;
}

export interface DetailSelection {
  LocationId?: number | undefined;
  TermDetId?: number | undefined;
  CurDate?: string | null | undefined;
}

/**
 * The courses area's rules: the course filter rules of core (new or old filter) and paging, the
 * search itself (areas/courses/search.ts), detail with the one-month-before-today intake window.
 * The search answers are cached without personal flags; a signed-in member's preferenceId is laid
 * over the cached rows (see withFavourites). isCompare is client-side; favouriteDetailId stays 0.
 */
export function createCoursesService(ctx: AppContext, basicDetailMissing: BasicDetailMissing) {
  const { db, database } = ctx;
  const today = () => formatDay(ctx.now());
  // Exact totals per filter, and whole answers per filter and window (see search-cache.ts).
  // SEARCH_CACHE=off (read when the app is built) turns both off: the bench measures the uncached path.
  const cacheOff = process.env.SEARCH_CACHE === 'off';
  const totals = new SearchCache<number>(cacheOff ? 0 : 10_000);
  const answers = new SearchCache<courses.CourseSearchReply>(cacheOff ? 0 : 1_000);
  // The in-memory search index (search-index/); built in the background, the databases answer until then.
  const index = courseIndexKeeper(database, (message, error) => ctx.log.warn({ err: error }, message));
  // Equivalent words of the index's search: the default list and the operator's SEARCH_SYNONYMS file.
  const equivalences = loadEquivalences(ctx.config.searchSynonyms);

  async function detail(courseId: number, choice: DetailSelection): Promise<courses.CourseDetail> {
    const course = await q.findCourse(db, courseId);
    if (!course) throw notFound(courseReplyMessages.courseNotFound);
    const fromDay = dayOrInvalid(choice.CurDate, 'CurDate') ?? monthBefore(today());
    const campuses = await q.campusesOfCourse(db, courseId);
    const allIntakes = await q.intakesOfCourse(db, courseId, '0000-01-01');
    const intakes = allIntakes.filter((i) => i.startDate >= fromDay);

    const campus = choice.LocationId !== undefined ? campuses.find((c) => c.locationId === choice.LocationId) : undefined;
    if (choice.LocationId !== undefined && !campus) throw notFound(courseReplyMessages.courseCampusNotFound);
    let intake = choice.TermDetId !== undefined ? allIntakes.find((i) => i.intakeId === choice.TermDetId) : undefined;
    if (choice.TermDetId !== undefined && (!intake || (campus && intake.locationId !== campus.locationId))) {
      throw notFound(courseReplyMessages.courseIntakeNotFound);
    }
    intake ??= intakes.find((i) => !campus || i.locationId === campus.locationId);
    const place = campus ?? campuses.find((c) => c.locationId === intake?.locationId) ?? campuses[0];
    const translated = (await readerTranslations(db, [course.id])).get(course.id);

    return {
      courseId: course.id,
      courseName: translated?.name ?? course.name,
      institute: course.institute,
      webAddress: course.web_address,
      legalId: course.legal_id,
      courseCode: course.course_code,
      description: translated?.description ?? course.description,
      structure: course.structure,
      duration: course.duration_text,
      durationMonths: course.duration_months,
      award: course.award,
      type: course.award_group,
      studyArea: course.major,
      minorArea: course.minor,
      studentType: course.student_type,
      interviewRequired: course.interview_required === 1,
      minReference: course.min_reference,
      locationId: place?.locationId ?? 0,
      location: place?.name ?? '',
      city: place?.city ?? '',
      state: place?.state ?? '',
      country: place?.country ?? '',
      intakeId: intake?.intakeId ?? 0,
      termStart: intake?.startDate ?? null,
      courseStudyModeFk: intake?.studyModeId ?? null,
      studyMode: intake?.studyMode ?? null,
      seats: intake?.seats ?? null,
      annualFee: intake?.annualFee ?? null,
      totalFee: intake?.totalFee ?? null,
      currency: intake?.currency ?? null,
      favouriteDetailId: 0,
      campuses,
      intakes,
      scholarships: await q.scholarshipsFor(db, course.legal_id, course.award_group_id, today()),
    };
  }

  return {
    /** Builds the search index of the current catalogue now (start-up) rather than at the first search. */
    prepareSearch: () => index?.ready(),

    async filterData(): Promise<courses.CourseFilterData> {
      return { ...(await q.placesWithCourses(db)), ...(await studyLists(db)) };
    },

    /** One page of the course search; `member` (signed in) gets their favourites' preference ids on the rows. */
    async search(filter: courses.CourseFilterParsed, member: AuthMember | null = null): Promise<courses.CourseSearchReply> {
      rejectInvalid({ ...validateCourseFilter(filter), ...validateCourseRows(filter.from, filter.to) });
      const intakeDate = dayOrInvalid(filter.intakeDate, 'intakeDate');
      const intakeFrom = intakeDate ?? today();
      const version = await courseSearchVersion(db);
      const built = index?.at(version);
      // The index forgives typos and ranks further than the databases: their answers are kept apart.
      const key = `${filterKey(filter, intakeFrom)}${built ? '' : '#db'}`;
      const answerKey = `${key}#${filter.from}-${filter.to}`;
      const cached = answers.get(answerKey, version);
      if (cached) return withFavourites(db, cached, member);
      const { total, rows } = await searchCourses(db, database.dialect, filter, { from: filter.from, to: filter.to, intakeFrom }, {
        knownTotal: totals.get(key, version),
        index: built,
        equivalences,
      });
      totals.set(key, version, total);
      const answer: courses.CourseSearchReply = {
        total,
        rows: rows.map((r, index) => ({
          rowNumber: filter.from + index + 1,
          intakeId: r.intake_id ?? 0,
          courseFk: r.course_id,
          legalFk: r.legal_id,
          locationId: r.location_id,
          name: r.name,
          institutionName: r.institution_name,
          campus: r.campus,
          city: r.city,
          state: r.state,
          country: r.country,
          award: r.award,
          awardGroup: r.award_group,
          studyArea: r.minor ?? r.major,
          studyMode: r.study_mode,
          startDate: r.start_date,
          annualFee: r.annual_fee,
          totalFee: r.total_fee,
          currency: r.currency,
          preferenceId: 0,
          isCompare: false,
          totalCount: total,
        })),
      };
      answers.set(answerKey, version, answer);
      return withFavourites(db, answer, member);
    },

    async intakes(courseId: number): Promise<courses.Intake[]> {
      if (!(await q.courseExists(db, courseId))) throw notFound(courseReplyMessages.courseNotFound);
      return q.intakesOfCourse(db, courseId, monthBefore(today()));
    },

    async campuses(legalId: number): Promise<courses.Campus[]> {
      if (!(await q.findInstitution(db, legalId))) throw notFound(courseReplyMessages.courseInstitutionNotFound);
      return q.campusesOfInstitution(db, legalId);
    },

    async minors(majorId: number) {
      if (!(await q.findMajor(db, majorId))) throw notFound(courseReplyMessages.courseStudyAreaNotFound);
      return q.minorsOf(db, majorId);
    },

    detail,

    /** Whether the member may apply online: their basic and contact details are complete (./apply-condition.ts). */
    async applyCondition(member: AuthMember) {
      return applyConditionOf(await basicDetailMissing(db, member.clientId, ctx.now()));
    },
  };
}
