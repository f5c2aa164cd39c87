import type { Kysely } from 'kysely';
import { basicLabels, passportLabels, type RecordFormKey } from '@studyatlas/core';
import type { ApplicationSummary } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { basicDetailMissing } from './basic-completeness.js';
import { findProfile } from './basic-queries.js';
import { listEnglishTests, listOtherTests, listQualifications } from './education-queries.js';
import { findRefusal, listDependants, listPassports, listVisas } from './passport-queries.js';
import { listJobs } from './work-queries.js';
import { documentsByRecord } from './record-documents.js';

/*
 * What the online application (area `application`) needs of the profile. The application area never
 * imports the profile area: `areas.ts` hands these two functions to it, so the profile keeps the only
 * knowledge of its tables and of its completeness rule.
 */

/** The sections of the application summary that come from the member's profile. */
export type ProfileSections = Omit<ApplicationSummary, 'applicationId' | 'courses' | 'answers'>;

/** Member §5 "Online start checks": never saved → 'unconfigured'; saved but the B rule still finds gaps → 'incomplete'. */
export async function basicDetailState(db: Kysely<Database>, clientId: number, today: Date): Promise<'unconfigured' | 'incomplete' | 'complete'> {
  const row = await findProfile(db, clientId);
  if (!row || row.basic_saved_at == null) return 'unconfigured';
  return (await basicDetailMissing(db, clientId, today)).length > 0 ? 'incomplete' : 'complete';
}

const label = (labels: Record<string, string>, key: string, fallback: string): string => labels[key] ?? fallback;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
const joined = (parts: Array<string | null | undefined>, separator = ', ') => parts.map((p) => (p ?? '').trim()).filter(Boolean).join(separator);

async function countryNames(db: Kysely<Database>, ids: Array<number | null | undefined>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null && num(id) > 0).map(num))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('countries').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [num(r.id), r.name]));
}

async function placeNames(db: Kysely<Database>, stateId: number | null, cityId: number | null) {
  const [state, city] = await Promise.all([
    stateId ? db.selectFrom('states').select('name').where('id', '=', stateId).executeTakeFirst() : undefined,
    cityId ? db.selectFrom('cities').select('name').where('id', '=', cityId).executeTakeFirst() : undefined,
  ]);
  return { state: state?.name ?? '', city: city?.name ?? '' };
}

async function fileNames(db: Kysely<Database>, clientId: number, formKey: RecordFormKey, ids: number[]): Promise<(id: number) => string[]> {
  const byRecord = await documentsByRecord(db, clientId, formKey, ids);
  return (id) => (byRecord.get(id) ?? []).map((d) => d.fileName);
}

/** The member's profile as the application summary shows it now (labels, names; dates yyyy-MM-dd). */
export async function profileSections(db: Kysely<Database>, clientId: number): Promise<ProfileSections> {
  const [row, client, qualifications, english, others, passports, visas, dependants, jobs, refusal] = await Promise.all([
    findProfile(db, clientId),
    db.selectFrom('clients').select(['first_name', 'surname', 'email']).where('id', '=', clientId).executeTakeFirst(),
    listQualifications(db, clientId),
    listEnglishTests(db, clientId),
    listOtherTests(db, clientId),
    listPassports(db, clientId),
    listVisas(db, clientId),
    listDependants(db, clientId),
    listJobs(db, clientId),
    findRefusal(db, clientId),
  ]);
  const countries = await countryNames(db, [row?.nationality_country_id, row?.birth_country_id, row?.current_country_id]);
  const places = await placeNames(db, row?.current_state_id ?? null, row?.current_city_id ?? null);
  const [eduDocs, engDocs, pasDocs, visDocs] = await Promise.all([
    fileNames(db, clientId, 'EDN_EDU', qualifications.map((q) => q.id)),
    fileNames(db, clientId, 'EDN_ENG', [...english.map((t) => t.id), ...others.map((t) => t.id)]),
    fileNames(db, clientId, 'EDN_PAS', passports.map((p) => p.id)),
    fileNames(db, clientId, 'EDN_VIS', visas.map((v) => v.id)),
  ]);
  const saved = row?.basic_saved_at != null;
  const country = (id: number | null | undefined) => (id ? (countries.get(num(id)) ?? '') : '');
  const phone = (number: string) => (number ? joined([row?.country_code, number], ' ') : '');
  return {
    basic: {
      title: saved ? row!.title : '',
      firstName: saved ? row!.first_name : (client?.first_name ?? ''),
      middleName: saved ? row!.middle_name : '',
      lastName: saved ? row!.surname : (client?.surname ?? ''),
      gender: saved && row!.gender ? label(basicLabels, `gender${row!.gender}`, row!.gender) : '',
      dateOfBirth: saved ? (row!.date_of_birth ?? '') : '',
      nationality: country(row?.nationality_country_id),
      birthCountry: country(row?.birth_country_id),
      email: saved ? row!.email : (client?.email ?? ''),
      phone: phone(row?.phone ?? ''),
      mobile: phone(row?.mobile ?? ''),
      address: joined([row?.current_address, places.city, places.state, row?.current_postcode, country(row?.current_country_id)]),
    },
    qualifications: qualifications.map((q) => ({
      country: q.country,
      level: q.level,
      qualification: q.qualification,
      institution: q.institution,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      awardingBody: q.awardingBody,
      grades: q.subjectGradeDate,
      documents: eduDocs(q.id),
    })),
    englishTests: [
      ...english.map((t) => ({
        name: t.testName,
        date: t.testDate,
        reportNumber: t.reportNo,
        scores: t.scores.map((s) => ({ label: s.name, value: s.scoreValue })),
        documents: engDocs(t.id),
      })),
      ...others.map((t) => ({
        name: t.testName,
        date: t.testDate,
        reportNumber: t.reportNo,
        scores: t.scoreValue ? [{ label: joined([t.awardBy, t.awardName], ' — ') || t.testName, value: t.scoreValue }] : [],
        documents: engDocs(t.id),
      })),
    ],
    passports: passports.map((p) => ({
      country: p.country_name,
      type: label(passportLabels, `passportType${p.passport_type}`, p.passport_type),
      number: p.passport_no,
      issueDate: p.issue_date ?? '',
      expiryDate: p.expiry_date ?? '',
      documents: pasDocs(num(p.id)),
    })),
    visas: visas.map((v) => ({
      country: v.country_name,
      number: v.visa_no,
      type: v.visa_type === 'OT' && v.other_type ? v.other_type : label(passportLabels, `visaType${v.visa_type}`, v.visa_type),
      subClass: v.sub_class,
      grantDate: v.grant_date,
      expiryDate: v.expiry_date,
      documents: visDocs(num(v.id)),
    })),
    family: dependants.map((d) => ({
      relation: label(passportLabels, `relation${capitalised(d.relation)}`, d.relation),
      name: joined([d.title, d.first_name, d.last_name], ' '),
      dateOfBirth: d.dob,
      gender: d.gender ? label(basicLabels, `gender${d.gender}`, d.gender) : '',
      birthCountry: d.birth_country_name,
      accompanying: num(d.accompanying) === 1,
    })),
    experience: jobs.map((j) => ({ employer: j.employer, position: j.position, startDate: j.startDate, endDate: j.endDate, isCurrent: j.isCurrent, mainDuties: j.mainDuties })),
    flags: {
      visaViolation: refusal?.violation === 1,
      violationDetail: refusal?.violation_detail ?? '',
      refused: refusal?.refused === 1,
      refusedCountry: refusal?.refused_country_name ?? '',
      refusedDetail: refusal?.refused_detail ?? '',
    },
  };
}
