import { searchKeyOf, validateScholarshipRows, scholarshipMessages } from '@studyatlas/core';
import type { scholarships as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { formatDay } from '../../seed/dates.js';
import { studyLists } from '../../catalogue/study-lists.js';
import { imagePathOf } from '../../catalogue/logos.js';
import * as q from './queries.js';

export type ScholarshipsService = ReturnType<typeof createScholarshipsService>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });

type Row = Awaited<ReturnType<typeof q.scholarshipsByIds>>[number];

/**
 * The scholarships area: filter lists, the search over open scholarships (ids narrowed in SQL, the
 * keyword matched like institution names: case- and accent-insensitive substring of the scholarship
 * or institution name), the detail with the courses it applies to, and the print view.
 */
export function createScholarshipsService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => formatDay(ctx.now());
  const clientOf = (member: AuthMember | null) => member?.clientId ?? 0;

  async function detailOf(row: Row): Promise<contract.ScholarshipDetail> {
    const count = await q.countScholarshipCourses(db, row);
    return {
      schId: row.schId,
      name: row.name,
      description: row.description,
      legalFk: row.legalFk,
      institutionName: row.institutionName,
      logoPath: imagePathOf(row.legalFk),
      countryId: row.countryId,
      country: row.country,
      awardGroupId: row.awardGroupId,
      awardGroup: row.awardGroup,
      amount: row.amount,
      currency: row.currency,
      openDate: row.openDate,
      closeDate: row.closeDate,
      isOpen: row.closeDate >= today(),
      webAddress: row.webAddress,
      preferenceId: row.preferenceId,
      courses: { count, filter: { country_fk: row.countryId, scholFk: row.schId, scholLegalFk: row.legalFk } },
    };
  }

  async function found(schFk: number, member: AuthMember | null): Promise<Row> {
    const row = await q.findScholarship(db, schFk, clientOf(member));
    if (!row) throw notFound(scholarshipMessages.scholarshipNotFound);
    return row;
  }

  return {
    async filterData(): Promise<contract.ScholarshipFilterData> {
      const { countries, institutions } = await q.placesWithScholarships(db, today());
      const { majors, minors, awardGroups } = await studyLists(db);
      // One entry per institution (its first country, should it offer scholarships in several).
      const seen = new Set<number>();
      const unique = institutions.filter((i) => !seen.has(i.legalFk) && seen.add(i.legalFk));
      return { countries, institutions: unique, awardGroups, majors, minors };
    },

    async search(filter: contract.ScholarshipFilterParsed, member: AuthMember | null): Promise<contract.ScholarshipSearchReply> {
      rejectInvalid(validateScholarshipRows(filter.from, filter.to));
      const keys = await q.findScholarshipKeys(
        db,
        { countryFk: filter.country_fk, legalFk: filter.legal_fk, awardGroupFk: filter.AwardG_fk, majorFk: filter.majorFk, minorFk: filter.minorFk },
        today(),
      );
      const word = searchKeyOf(filter.keyWord ?? '');
      const matching = word ? keys.filter((k) => searchKeyOf(k.name).includes(word) || searchKeyOf(k.institutionName).includes(word)) : keys;
      // Closing soonest first, then by name: the order the institution detail lists them in.
      matching.sort((a, b) => (a.closeDate < b.closeDate ? -1 : a.closeDate > b.closeDate ? 1 : collator.compare(a.name, b.name) || a.id - b.id));
      const page = matching.slice(filter.from, filter.to);
      const byId = new Map((await q.scholarshipsByIds(db, page.map((k) => k.id), clientOf(member))).map((r) => [r.schId, r]));
      const total = matching.length;
      return {
        total,
        rows: page.map((key, index) => {
          const r = byId.get(key.id)!;
          return {
            rowNumber: filter.from + index + 1,
            schId: r.schId,
            name: r.name,
            legalFk: r.legalFk,
            institutionName: r.institutionName,
            country: r.country,
            awardGroup: r.awardGroup,
            amount: r.amount,
            currency: r.currency,
            openDate: r.openDate,
            closeDate: r.closeDate,
            preferenceId: r.preferenceId,
            totalCount: total,
          };
        }),
      };
    },

    async detail(schFk: number, member: AuthMember | null): Promise<contract.ScholarshipDetail> {
      return detailOf(await found(schFk, member));
    },

    async print(schFk: number, member: AuthMember | null): Promise<contract.ScholarshipPrint> {
      const row = await found(schFk, member);
      return {
        ...(await detailOf(row)),
        institutionWebAddress: row.institutionWebAddress,
        institutionEmail: row.institutionEmail,
        institutionPhone: row.institutionPhone,
      };
    },
  };
}
