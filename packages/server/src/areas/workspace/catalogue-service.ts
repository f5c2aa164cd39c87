import type { Transaction } from 'kysely';
import { catalogueMessages, checkAmount, checkCurrency, checkWholeNumber, CATALOGUE_LIMITS, format, validateCourseForm, validateCourseTranslations, validateIntake, type CourseValues, type FieldErrors, type IntakeValues } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { refreshCourseSearch } from '../../db/search/index.js';
import { num } from '../../db/numbers.js';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import * as q from './catalogue-queries.js';
import { changesBetween, courseSnapshot, intakeSnapshot } from './catalogue-snapshots.js';
import { replaceTranslations } from '../../catalogue/course-translation-rows.js';
import type { Staff } from './staff-queries.js';

type Trx = Transaction<Database>;
type IntakeInput = IntakeValues & { courseId: number; intakeId?: number | undefined };

/**
 * The workspace's catalogue (issue 27): an organisation's staff edit its courses and intakes with the
 * importer's rules (core rules/workspace-catalogue.ts). Every write runs in one transaction with its history
 * row and the course's search rows, which moves the search version (db/search/refresh.ts), so course
 * search, compare and the widgets see it at their next request.
 */
export function createCatalogueService(ctx: AppContext) {
  const { db, now } = ctx;
  const dialect = ctx.database.dialect;

  async function course(legalId: number, courseId: number): Promise<workspace.CatalogueCourse> {
    const found = await q.readCourse(db, legalId, courseId);
    if (!found) throw notFound(catalogueMessages.courseNotFound);
    return found;
  }

  /** The course's references (study areas, award, campuses) exist and the campuses are the organisation's. */
  async function checkReferences(trx: Trx, legalId: number, v: CourseValues): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const major = await trx.selectFrom('study_areas').select('id').where('id', '=', Number(v.majorId)).where('parent_id', 'is', null).executeTakeFirst();
    if (!major) errors.majorId = catalogueMessages.majorUnknown;
    if (Number(v.minorId ?? 0) > 0) {
      const minor = await trx.selectFrom('study_areas').select('id').where('id', '=', Number(v.minorId)).where('parent_id', '=', Number(v.majorId)).executeTakeFirst();
      if (!minor) errors.minorId = catalogueMessages.minorUnknown;
    }
    if (!(await trx.selectFrom('award_levels').select('id').where('id', '=', Number(v.awardId)).executeTakeFirst())) errors.awardId = catalogueMessages.awardUnknown;
    const campusIds = [...new Set(v.campusIds.map(Number))];
    if (campusIds.length) {
      const own = await trx.selectFrom('locations').select('id').where('id', 'in', campusIds).where('legal_id', '=', legalId).execute();
      if (own.length !== campusIds.length) errors.campusIds = catalogueMessages.campusUnknown;
    }
    return errors;
  }

  function courseRow(v: CourseValues) {
    const L = CATALOGUE_LIMITS;
    return {
      name: v.name.trim(),
      course_code: v.courseCode.trim(),
      major_id: Number(v.majorId),
      minor_id: Number(v.minorId ?? 0) > 0 ? Number(v.minorId) : null,
      award_id: Number(v.awardId),
      duration_months: checkWholeNumber('duration_months', v.durationMonths, L.durationMonths.min, L.durationMonths.max).value,
      duration_text: v.durationText.trim(),
      student_type: v.studentType.trim(),
      interview_required: v.interviewRequired ? 1 : 0,
      min_reference: checkWholeNumber('min_reference', v.minReference, L.minReference.min, L.minReference.max).value ?? 0,
      description: v.description.trim(),
      structure: v.structure.trim(),
    };
  }

  /** The write, its history row and the course's search rows (with the version), in one transaction. */
  const write = <T>(run: (trx: Trx) => Promise<T>, courseId: (result: T) => number) =>
    db.transaction().execute(async (trx) => {
      const result = await run(trx);
      await refreshCourseSearch(trx, dialect, [courseId(result)]);
      return result;
    });

  const history = (trx: Trx, me: Staff, courseId: number, record: 'course' | 'intake', recordId: number, action: 'created' | 'updated' | 'status' | 'deleted', changes: q.FieldChange[]) =>
    q.writeHistory(trx, { legalId: me.legalId, courseId, record, recordId, clientId: me.clientId, action, changes, at: now().toISOString() });

  async function create(me: Staff, v: CourseValues & { publish: boolean }): Promise<workspace.CatalogueCourse> {
    if (me.kind !== 'institution') throw new HttpError(400, catalogueMessages.notAnInstitution);
    rejectInvalid(validateCourseForm(v));
    const id = await write(async (trx) => {
      rejectInvalid(await checkReferences(trx, me.legalId, v));
      const inserted = await trx
        .insertInto('courses')
        .values({ ...courseRow(v), legal_id: me.legalId, external_id: null, award_name: '', status: v.publish ? 'published' : 'draft', created_at: now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const courseId = num(inserted.id);
      const campusIds = [...new Set(v.campusIds.map(Number))];
      if (campusIds.length) await trx.insertInto('course_campuses').values(campusIds.map((location_id) => ({ course_id: courseId, location_id }))).execute();
      if (v.translations) await replaceTranslations(trx, courseId, validateCourseTranslations(v.translations).value, true);
      await history(trx, me, courseId, 'course', courseId, 'created', changesBetween({}, await courseSnapshot(trx, courseId)));
      return courseId;
    }, (courseId) => courseId);
    return course(me.legalId, id);
  }

  async function update(me: Staff, courseId: number, v: CourseValues): Promise<workspace.CatalogueCourse> {
    if (!(await q.courseRow(db, me.legalId, courseId))) throw notFound(catalogueMessages.courseNotFound);
    rejectInvalid(validateCourseForm(v));
    await write(async (trx) => {
      rejectInvalid(await checkReferences(trx, me.legalId, v));
      const before = await courseSnapshot(trx, courseId);
      const campusIds = [...new Set(v.campusIds.map(Number))];
      const present = await q.campusIdsOf(trx, courseId);
      const dropped = present.filter((id) => !campusIds.includes(id));
      if (dropped.length) {
        // Applications keep the intakes they chose: a campus with such an intake stays.
        const chosen = await trx
          .selectFrom('application_courses as ac')
          .innerJoin('intakes as i', 'i.id', 'ac.intake_id')
          .select('ac.id')
          .where('i.course_id', '=', courseId)
          .where('i.location_id', 'in', dropped)
          .executeTakeFirst();
        if (chosen) rejectInvalid({ campusIds: catalogueMessages.campusInApplications });
        const intakes = await trx.selectFrom('intakes').select('id').where('course_id', '=', courseId).where('location_id', 'in', dropped).execute();
        for (const intake of intakes) await history(trx, me, courseId, 'intake', num(intake.id), 'deleted', changesBetween(await intakeSnapshot(trx, num(intake.id)), {}));
        await trx.deleteFrom('intakes').where('course_id', '=', courseId).where('location_id', 'in', dropped).execute();
        await trx.deleteFrom('course_campuses').where('course_id', '=', courseId).where('location_id', 'in', dropped).execute();
      }
      const added = campusIds.filter((id) => !present.includes(id));
      if (added.length) await trx.insertInto('course_campuses').values(added.map((location_id) => ({ course_id: courseId, location_id }))).execute();
      // The award as a file gave it stays while the award level stays.
      const award = await trx.selectFrom('courses').select(['award_id', 'award_name']).where('id', '=', courseId).executeTakeFirstOrThrow();
      await trx
        .updateTable('courses')
        .set({ ...courseRow(v), award_name: num(award.award_id) === Number(v.awardId) ? award.award_name : '' })
        .where('id', '=', courseId)
        .execute();
      if (v.translations) await replaceTranslations(trx, courseId, validateCourseTranslations(v.translations).value);
      const changes = changesBetween(before, await courseSnapshot(trx, courseId));
      if (changes.length) await history(trx, me, courseId, 'course', courseId, 'updated', changes);
      return courseId;
    }, (id) => id);
    return course(me.legalId, courseId);
  }

  async function setStatus(me: Staff, courseId: number, status: workspace.CourseStatus): Promise<workspace.CatalogueCourse> {
    const row = await q.courseRow(db, me.legalId, courseId);
    if (!row) throw notFound(catalogueMessages.courseNotFound);
    if (row.status !== status) {
      await write(async (trx) => {
        await trx.updateTable('courses').set({ status }).where('id', '=', courseId).execute();
        await history(trx, me, courseId, 'course', courseId, 'status', [{ field: 'status', before: row.status, after: status }]);
        return courseId;
      }, (id) => id);
    }
    return course(me.legalId, courseId);
  }

  async function intakeFieldsChecked(trx: Trx, courseId: number, v: IntakeInput, seatsTaken: number) {
    rejectInvalid(validateIntake(v, seatsTaken));
    const locationId = Number(v.locationId);
    const studyModeId = Number(v.studyModeId);
    const errors: FieldErrors = {};
    const campus = await trx
      .selectFrom('course_campuses as cc')
      .innerJoin('locations as l', 'l.id', 'cc.location_id')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .select('co.currency')
      .where('cc.course_id', '=', courseId)
      .where('cc.location_id', '=', locationId)
      .executeTakeFirst();
    if (!campus) errors.locationId = catalogueMessages.campusNotOfCourse;
    if (!(await trx.selectFrom('study_modes').select('id').where('id', '=', studyModeId).executeTakeFirst())) errors.studyModeId = catalogueMessages.studyModeUnknown;
    rejectInvalid(errors);
    const same = await trx
      .selectFrom('intakes')
      .select('id')
      .where('course_id', '=', courseId)
      .where('location_id', '=', locationId)
      .where('study_mode_id', '=', studyModeId)
      .where('start_date', '=', v.startDate.trim())
      .$if(Boolean(v.intakeId), (qb) => qb.where('id', '<>', v.intakeId!))
      .executeTakeFirst();
    if (same) rejectInvalid({ startDate: catalogueMessages.intakeExists });
    return {
      location_id: locationId,
      study_mode_id: studyModeId,
      start_date: v.startDate.trim(),
      seats: checkWholeNumber('seats', v.seats, CATALOGUE_LIMITS.seats.min, CATALOGUE_LIMITS.seats.max).value,
      annual_fee: checkAmount('annual_fee', v.annualFee).value,
      total_fee: checkAmount('total_fee', v.totalFee).value,
      currency: checkCurrency(v.currency).value ?? campus!.currency,
    };
  }

  /** Adds an intake or changes one; its seats never drop below the seats taken (checked again as the row is written). */
  async function saveIntake(me: Staff, v: IntakeInput): Promise<workspace.CatalogueCourse> {
    if (!(await q.courseRow(db, me.legalId, v.courseId))) throw notFound(catalogueMessages.courseNotFound);
    const existing = v.intakeId ? await q.intakeRow(db, me.legalId, v.intakeId) : undefined;
    if (v.intakeId && (!existing || num(existing.course_id) !== v.courseId)) throw notFound(catalogueMessages.intakeNotFound);
    await write(async (trx) => {
      if (!existing) {
        const row = await intakeFieldsChecked(trx, v.courseId, v, 0);
        const inserted = await trx.insertInto('intakes').values({ ...row, course_id: v.courseId }).returning('id').executeTakeFirstOrThrow();
        await history(trx, me, v.courseId, 'intake', num(inserted.id), 'created', changesBetween({}, await intakeSnapshot(trx, num(inserted.id))));
        return v.courseId;
      }
      const intakeId = num(existing.id);
      const row = await intakeFieldsChecked(trx, v.courseId, v, num(existing.seats_taken));
      const before = await intakeSnapshot(trx, intakeId);
      // A submission may take a seat meanwhile: the seat count is written only if it still holds them.
      const written = await trx
        .updateTable('intakes')
        .set(row)
        .where('id', '=', intakeId)
        .$if(row.seats !== null, (qb) => qb.where('seats_taken', '<=', row.seats!))
        .executeTakeFirst();
      if (Number(written.numUpdatedRows) === 0) {
        const taken = await trx.selectFrom('intakes').select('seats_taken').where('id', '=', intakeId).executeTakeFirstOrThrow();
        rejectInvalid({ seats: format(catalogueMessages.seatsBelowTaken, { taken: num(taken.seats_taken) }) });
      }
      const changes = changesBetween(before, await intakeSnapshot(trx, intakeId));
      if (changes.length) await history(trx, me, v.courseId, 'intake', intakeId, 'updated', changes);
      return v.courseId;
    }, (id) => id);
    return course(me.legalId, v.courseId);
  }

  async function deleteIntake(me: Staff, intakeId: number): Promise<workspace.CatalogueCourse> {
    const existing = await q.intakeRow(db, me.legalId, intakeId);
    if (!existing) throw notFound(catalogueMessages.intakeNotFound);
    const courseId = num(existing.course_id);
    await write(async (trx) => {
      const chosen = await trx.selectFrom('application_courses').select('id').where('intake_id', '=', intakeId).executeTakeFirst();
      if (chosen) throw new HttpError(400, catalogueMessages.intakeInApplications);
      await history(trx, me, courseId, 'intake', intakeId, 'deleted', changesBetween(await intakeSnapshot(trx, intakeId), {}));
      await trx.deleteFrom('intakes').where('id', '=', intakeId).execute();
      return courseId;
    }, (id) => id);
    return course(me.legalId, courseId);
  }

  async function historyPage(legalId: number, courseId: number, pageNo: number) {
    if (!(await q.courseRow(db, legalId, courseId))) throw notFound(catalogueMessages.courseNotFound);
    return { ...(await q.historyEntries(db, { courseId }, pageNo)), pageNo, pageSize: q.HISTORY_PAGE_SIZE };
  }

  return {
    list: (legalId: number, query: q.CourseListQuery) => q.listCourses(db, legalId, query),
    options: (legalId: number) => q.catalogueOptions(db, legalId),
    course,
    create,
    update,
    setStatus,
    saveIntake,
    deleteIntake,
    history: historyPage,
  };
}
