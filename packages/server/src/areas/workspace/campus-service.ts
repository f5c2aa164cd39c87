import { format, organisationProfileMessages as m, readCampus, type CampusValues, type FieldErrors } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import { refreshCourseSearch } from '../../db/search/index.js';
import { num } from '../../db/numbers.js';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { addCity, readCountryCities } from '../../import/lookups.js';
import { resolveCity } from '../../import/resolve-city.js';
import * as catalogue from './catalogue-queries.js';
import { changesBetween } from './catalogue-snapshots.js';
import * as q from './campus-queries.js';
import { coursesAtCampus } from './profile-queries.js';
import type { Staff } from './staff-queries.js';

type CampusInput = CampusValues & { campusId?: number | undefined };

/** "2 intakes, 1 application": what keeps a campus. */
function usesText(uses: Awaited<ReturnType<typeof q.campusUses>>): string {
  const part = (n: number, one: string, many: string) => (n === 0 ? [] : [n === 1 ? one : format(many, { count: n })]);
  return [
    ...part(uses.intakes, m.campusUsesIntake, m.campusUsesIntakes),
    ...part(uses.applications, m.campusUsesApplication, m.campusUsesApplications),
    ...part(uses.enquiries, m.campusUsesEnquiry, m.campusUsesEnquiries),
    ...part(uses.events, m.campusUsesEvent, m.campusUsesEvents),
  ].join(', ');
}

/**
 * The organisation's campuses (institutions) or offices (agents) (issue 27). The place is read exactly
 * as the importer reads a location row (import/resolve-city.ts against the country's cities and the
 * gazetteer; a place it cannot settle is refused with its message on `city`, how it read one comes back
 * as warnings); the map pin's coordinates are the campus's own. Each write keeps its history row and
 * the search rows of the courses taught there in one transaction (the search version moves).
 */
export function createCampusService(ctx: AppContext) {
  const { db, now } = ctx;
  const dialect = ctx.database.dialect;

  async function campus(legalId: number, campusId: number): Promise<workspace.Campus> {
    const found = await q.readCampus(db, legalId, campusId);
    if (!found) throw notFound(m.campusNotFound);
    return found;
  }

  const history = (trx: Parameters<typeof catalogue.writeHistory>[0], me: Staff, campusId: number, action: 'created' | 'updated' | 'deleted', changes: ReturnType<typeof changesBetween>) =>
    catalogue.writeHistory(trx, { legalId: me.legalId, courseId: null, record: 'campus', recordId: campusId, clientId: me.clientId, action, changes, at: now().toISOString() });

  async function save(me: Staff, v: CampusInput): Promise<{ campus: workspace.Campus; warnings: string[] }> {
    if (v.campusId && !(await q.readCampus(db, me.legalId, v.campusId))) throw notFound(m.campusNotFound);
    const { errors, values } = readCampus(v);
    rejectInvalid(errors);
    const country = await q.countryById(db, values.countryId);
    if (!country) rejectInvalid({ countryId: m.countryUnknown } satisfies FieldErrors);
    const warnings: string[] = [];
    const id = await db.transaction().execute(async (trx) => {
      const cities = await readCountryCities(trx, { id: num(country!.id), iso2: country!.iso2, name: country!.name, latitude: Number(country!.latitude), longitude: Number(country!.longitude) });
      const answer = resolveCity(cities, { country: country!.name, city: values.city, state: values.state, point: values.point, postcode: values.postcode || null });
      if ('error' in answer) rejectInvalid({ city: answer.error });
      else warnings.push(...answer.warnings);
      const city = 'city' in answer ? answer.city : 'add' in answer ? await addCity(trx, cities, answer.add) : null;
      const row = {
        name: values.name,
        city_id: city!.id,
        address: values.address,
        postcode: values.postcode,
        phone: values.phone,
        email: values.email,
        is_head_office: values.headOffice ? 1 : 0,
        latitude: values.point?.latitude ?? city!.latitude,
        longitude: values.point?.longitude ?? city!.longitude,
        approximate: city!.approximate && !values.point ? 1 : 0,
      };
      if (!v.campusId) {
        const inserted = await trx.insertInto('locations').values({ ...row, legal_id: me.legalId, external_id: null }).returning('id').executeTakeFirstOrThrow();
        const campusId = num(inserted.id);
        await history(trx, me, campusId, 'created', changesBetween({}, await q.campusSnapshot(trx, me.legalId, campusId)));
        await refreshCourseSearch(trx, dialect, []);
        return campusId;
      }
      const before = await q.campusSnapshot(trx, me.legalId, v.campusId);
      await trx.updateTable('locations').set(row).where('id', '=', v.campusId).where('legal_id', '=', me.legalId).execute();
      const changes = changesBetween(before, await q.campusSnapshot(trx, me.legalId, v.campusId));
      if (changes.length) {
        await history(trx, me, v.campusId, 'updated', changes);
        await refreshCourseSearch(trx, dialect, await coursesAtCampus(trx, v.campusId));
      }
      return v.campusId;
    });
    return { campus: await campus(me.legalId, id), warnings };
  }

  /** Removes a campus nothing uses (400 naming what does otherwise); the courses taught there drop it. */
  async function remove(me: Staff, campusId: number): Promise<void> {
    await campus(me.legalId, campusId);
    await db.transaction().execute(async (trx) => {
      const uses = await q.campusUses(trx, campusId);
      const what = usesText(uses);
      if (what) throw new HttpError(400, format(m.campusInUse, { uses: what }));
      const courses = await coursesAtCampus(trx, campusId);
      await history(trx, me, campusId, 'deleted', changesBetween(await q.campusSnapshot(trx, me.legalId, campusId), {}));
      await trx.deleteFrom('course_campuses').where('location_id', '=', campusId).execute();
      await trx.deleteFrom('locations').where('id', '=', campusId).where('legal_id', '=', me.legalId).execute();
      await refreshCourseSearch(trx, dialect, courses);
    });
  }

  async function historyPage(legalId: number, campusId: number, pageNo: number) {
    // A removed campus keeps its history (read with the organisation's id: another's campus has none here).
    const page = await catalogue.historyEntries(db, { legalId, record: 'campus', recordId: campusId }, pageNo);
    if (page.total === 0) await campus(legalId, campusId);
    return { ...page, pageNo, pageSize: catalogue.HISTORY_PAGE_SIZE };
  }

  return {
    list: async (legalId: number) => ({ campuses: await q.listCampuses(db, legalId), countries: await q.campusCountries(db) }),
    campus,
    save,
    remove,
    history: historyPage,
  };
}
