import {
  normalisePassport,
  passportMessages as pm,
  todayApiDate,
  validateDependant,
  validatePassport,
  validateVisa,
  validateVisaRefusal,
  type FieldErrors,
  type VisaType,
} from '@studyatlas/core';
import type { CallBody, profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import * as q from './passport-queries.js';
import { attachDocument, documentsByRecord, documentsOf, documentTypes, removeDocuments } from './record-documents.js';

type SaveReply = profile.ProfileSaveReply;

const day = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null);

function toPassport(row: q.PassportRow, documents: profile.RecordDocument[]): profile.Passport {
  return {
    id: row.id,
    countryFk: row.country_id,
    countryName: row.country_name,
    passportType: row.passport_type,
    isPrimary: row.passport_type === 'P',
    passportNo: row.passport_no,
    issueDate: row.issue_date ?? '',
    expiryDate: row.expiry_date ?? '',
    issuingAuthority: row.issuing_authority,
    documents,
  };
}

function toVisa(row: q.VisaRow, documents: profile.RecordDocument[]): profile.Visa {
  return {
    id: row.id,
    countryFk: row.country_id,
    countryName: row.country_name,
    visaNo: row.visa_no,
    visaType: row.visa_type,
    otherType: row.other_type,
    subClass: row.sub_class,
    grantDate: row.grant_date,
    expiryDate: row.expiry_date,
    documents,
  };
}

function toDependant(row: q.DependantRow): profile.Dependant {
  return {
    id: row.id,
    relation: row.relation,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    gender: row.gender,
    birthCountryFk: row.birth_country_id,
    birthCountryName: row.birth_country_name,
    accompanying: row.accompanying === 1,
    visaCountryFk: row.visa_country_id,
    visaCountryName: row.visa_country_name ?? '',
    visaNo: row.visa_no,
    visaType: row.visa_type ?? '',
    visaSubClass: row.visa_sub_class,
    visaGrantDate: row.visa_grant_date ?? '',
    visaExpiryDate: row.visa_expiry_date ?? '',
    note: row.note,
  };
}

const EMPTY_REFUSAL: profile.VisaRefusal = { ViolationCond: false, ViolationDet: '', RefCountry: false, RefCountryFk: null, RefCountryName: '', RefDetail: '' };

/**
 * The passport tab (member §3, §4, §5, §7, §8): passports, visas, dependants (family) and the
 * visa-refusal record of the signed-in member. Every id is looked up with the member: another
 * member's record is 404, as is an unknown one.
 */
export function createPassportService(ctx: AppContext) {
  const { db } = ctx;
  const today = () => todayApiDate(ctx.now());

  /** 400 on the field when a country id is not a country (never a foreign-key 500). */
  async function checkCountries(fields: Partial<Record<string, number | null | undefined>>): Promise<void> {
    const ids = Object.values(fields).filter((id): id is number => typeof id === 'number' && id > 0);
    const known = await q.knownCountries(db, ids);
    const errors: FieldErrors = {};
    for (const [field, id] of Object.entries(fields)) if (typeof id === 'number' && id > 0 && !known.has(id)) errors[field] = pm.countryUnknown;
    rejectInvalid(errors);
  }

  const saved = (id: number): SaveReply => ({ result: 'S', message: pm.saved, id });

  return {
    async load(member: AuthMember): Promise<profile.PassportTab> {
      const clientId = member.clientId;
      const [passports, visas, dependants, refusal, countries, types] = await Promise.all([
        q.listPassports(db, clientId),
        q.listVisas(db, clientId),
        q.listDependants(db, clientId),
        q.findRefusal(db, clientId),
        q.listCountries(db),
        documentTypes(db),
      ]);
      const [passportDocs, visaDocs] = await Promise.all([
        documentsByRecord(db, clientId, 'EDN_PAS', passports.map((p) => p.id)),
        documentsByRecord(db, clientId, 'EDN_VIS', visas.map((v) => v.id)),
      ]);
      return {
        passports: passports.map((p) => toPassport(p, passportDocs.get(p.id) ?? [])),
        visas: visas.map((v) => toVisa(v, visaDocs.get(v.id) ?? [])),
        dependants: dependants.map(toDependant),
        refusal: refusal
          ? {
              ViolationCond: refusal.violation === 1,
              ViolationDet: refusal.violation_detail,
              RefCountry: refusal.refused === 1,
              RefCountryFk: refusal.refused_country_id,
              RefCountryName: refusal.refused_country_name ?? '',
              RefDetail: refusal.refused_detail,
            }
          : EMPTY_REFUSAL,
        countries,
        documentTypes: types,
      };
    },

    async documentTypes(): Promise<profile.DocumentTypes> {
      return { documentTypes: await documentTypes(db) };
    },

    async passport(member: AuthMember, id: number): Promise<profile.Passport> {
      const row = await q.findPassport(db, member.clientId, id);
      if (!row) throw notFound(pm.passportNotFound);
      return toPassport(row, await documentsOf(db, member.clientId, 'EDN_PAS', id));
    },

    /**
     * Adds or updates a passport (member §4: no number and no dates → applied-for). A second
     * applied-for passport of one country → 409 { result: '-1', message: '"Applied for" already
     * exists for selected country.' }. jsonDoc attaches an upload (EDN_PAS) in the same transaction.
     */
    async savePassport(member: AuthMember, body: CallBody<typeof profile.savePassport>): Promise<SaveReply> {
      const { clientId } = member;
      const doc = body.jsonDoc ?? null;
      const input = body.jsonString;
      const values = normalisePassport({
        countryFk: input.countryFk ?? null,
        passportType: (input.passportType ?? '').trim().toUpperCase() as 'A' | 'P' | 'O' | '',
        passportNo: input.passportNo ?? '',
        issueDate: input.issueDate ?? '',
        expiryDate: input.expiryDate ?? '',
        issuingAuthority: input.issuingAuthority ?? '',
        fileInfoId: doc?.FileInfoId ?? null,
        docTypeId: doc?.DocTypeId ?? null,
      });
      rejectInvalid(validatePassport(values, today()));
      const countryId = Number(values.countryFk);
      await checkCountries({ countryFk: countryId });
      const id = input.id ?? null;
      if (id && !(await q.findPassport(db, clientId, id))) throw notFound(pm.passportNotFound);
      const type = values.passportType as 'A' | 'P' | 'O';
      if (type === 'A' && (await q.appliedForExists(db, clientId, countryId, id))) {
        throw new HttpError(409, pm.appliedForExists, { result: '-1', errors: { countryFk: pm.appliedForExists } });
      }
      const row = {
        country_id: countryId,
        passport_type: type,
        passport_no: (values.passportNo ?? '').trim(),
        issue_date: day(values.issueDate),
        expiry_date: day(values.expiryDate),
        issuing_authority: (values.issuingAuthority ?? '').trim(),
        updated_at: ctx.now().toISOString(),
      };
      const savedId = await db.transaction().execute(async (trx) => {
        const recordId = id ?? (await q.insertPassport(trx, clientId, row));
        if (id) await q.updatePassport(trx, clientId, id, row);
        await attachDocument(trx, clientId, { formKey: 'EDN_PAS', formRecordFk: recordId, fileInfoId: doc?.FileInfoId, docTypeId: doc?.DocTypeId, now: ctx.now() });
        return recordId;
      });
      return saved(savedId);
    },

    async deletePassport(member: AuthMember, id: number) {
      await db.transaction().execute(async (trx) => {
        if (!(await q.deletePassport(trx, member.clientId, id))) throw notFound(pm.passportNotFound);
        await removeDocuments(trx, member.clientId, 'EDN_PAS', id);
      });
      return { result: 'S' as const, message: pm.deleted };
    },

    async visa(member: AuthMember, id: number): Promise<profile.Visa> {
      const row = await q.findVisa(db, member.clientId, id);
      if (!row) throw notFound(pm.visaNotFound);
      return toVisa(row, await documentsOf(db, member.clientId, 'EDN_VIS', id));
    },

    /** Adds or updates a visa; jsonDoc attaches an upload (EDN_VIS) in the same transaction. */
    async saveVisa(member: AuthMember, body: CallBody<typeof profile.saveVisa>): Promise<SaveReply> {
      const { clientId } = member;
      const doc = body.jsonDoc ?? null;
      const input = body.jsonString;
      const visaType = (input.visaType ?? '').trim().toUpperCase() as VisaType | '';
      const values = {
        countryFk: input.countryFk ?? null,
        visaNo: input.visaNo ?? '',
        visaType,
        otherType: input.otherType ?? '',
        subClass: input.subClass ?? '',
        grantDate: input.grantDate ?? '',
        expiryDate: input.expiryDate ?? '',
        fileInfoId: doc?.FileInfoId ?? null,
        docTypeId: doc?.DocTypeId ?? null,
      };
      rejectInvalid(validateVisa(values, today()));
      await checkCountries({ countryFk: values.countryFk });
      const id = input.id ?? null;
      if (id && !(await q.findVisa(db, clientId, id))) throw notFound(pm.visaNotFound);
      const row = {
        country_id: Number(values.countryFk),
        visa_no: values.visaNo.trim(),
        visa_type: visaType as VisaType,
        other_type: visaType === 'OT' ? values.otherType.trim() : '',
        sub_class: values.subClass.trim(),
        grant_date: values.grantDate.trim(),
        expiry_date: values.expiryDate.trim(),
        updated_at: ctx.now().toISOString(),
      };
      const savedId = await db.transaction().execute(async (trx) => {
        const recordId = id ?? (await q.insertVisa(trx, clientId, row));
        if (id) await q.updateVisa(trx, clientId, id, row);
        await attachDocument(trx, clientId, { formKey: 'EDN_VIS', formRecordFk: recordId, fileInfoId: doc?.FileInfoId, docTypeId: doc?.DocTypeId, now: ctx.now() });
        return recordId;
      });
      return saved(savedId);
    },

    async deleteVisa(member: AuthMember, id: number) {
      await db.transaction().execute(async (trx) => {
        if (!(await q.deleteVisa(trx, member.clientId, id))) throw notFound(pm.visaNotFound);
        await removeDocuments(trx, member.clientId, 'EDN_VIS', id);
      });
      return { result: 'S' as const, message: pm.deleted };
    },

    async dependant(member: AuthMember, id: number): Promise<profile.Dependant> {
      const row = await q.findDependant(db, member.clientId, id);
      if (!row) throw notFound(pm.dependantNotFound);
      return toDependant(row);
    },

    /** Adds or updates a dependant; the visa block is kept only when accompanying. */
    async saveFamily(member: AuthMember, body: CallBody<typeof profile.saveFamily>): Promise<SaveReply> {
      const { clientId } = member;
      const input = body.jsonString;
      const accompanying = Boolean(input.accompanying);
      const values = {
        relation: (input.relation ?? '').trim(),
        title: (input.title ?? '').trim(),
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        dob: input.dob ?? '',
        gender: (input.gender ?? '').trim().toUpperCase(),
        birthCountryFk: input.birthCountryFk ?? null,
        accompanying,
        visaCountryFk: input.visaCountryFk ?? null,
        visaNo: input.visaNo ?? '',
        visaType: (input.visaType ?? '').trim().toUpperCase() as VisaType | '',
        visaSubClass: input.visaSubClass ?? '',
        visaGrantDate: input.visaGrantDate ?? '',
        visaExpiryDate: input.visaExpiryDate ?? '',
        note: input.note ?? '',
      };
      rejectInvalid(validateDependant(values, today()));
      await checkCountries({ birthCountryFk: values.birthCountryFk, ...(accompanying ? { visaCountryFk: values.visaCountryFk } : {}) });
      const id = input.id ?? null;
      if (id && !(await q.findDependant(db, clientId, id))) throw notFound(pm.dependantNotFound);
      const row = {
        relation: values.relation,
        title: values.title,
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        dob: values.dob.trim(),
        gender: values.gender,
        birth_country_id: Number(values.birthCountryFk),
        accompanying: accompanying ? 1 : 0,
        visa_country_id: accompanying ? Number(values.visaCountryFk) : null,
        visa_no: accompanying ? values.visaNo.trim() : '',
        visa_type: accompanying ? (values.visaType as VisaType) : null,
        visa_sub_class: accompanying ? values.visaSubClass.trim() : '',
        visa_grant_date: accompanying ? day(values.visaGrantDate) : null,
        visa_expiry_date: accompanying ? day(values.visaExpiryDate) : null,
        note: accompanying ? values.note.trim() : '',
        updated_at: ctx.now().toISOString(),
      };
      if (id) {
        await q.updateDependant(db, clientId, id, row);
        return saved(id);
      }
      return saved(await q.insertDependant(db, clientId, row));
    },

    async deleteFamily(member: AuthMember, id: number) {
      if (!(await q.deleteDependant(db, member.clientId, id))) throw notFound(pm.dependantNotFound);
      return { result: 'S' as const, message: pm.deleted };
    },

    /** The visa-refusal record; a detail is kept only while its flag is on. */
    async saveRefusal(member: AuthMember, body: CallBody<typeof profile.saveVisaRes>) {
      const input = body.jsonString;
      const values = {
        ViolationCond: Boolean(input.ViolationCond),
        ViolationDet: input.ViolationDet ?? '',
        RefCountry: Boolean(input.RefCountry),
        RefCountryFk: input.RefCountryFk ?? null,
        RefDetail: input.RefDetail ?? '',
      };
      rejectInvalid(validateVisaRefusal(values));
      if (values.RefCountry) await checkCountries({ RefCountryFk: values.RefCountryFk });
      await q.saveRefusal(db, {
        client_id: member.clientId,
        violation: values.ViolationCond ? 1 : 0,
        violation_detail: values.ViolationCond ? values.ViolationDet.trim() : '',
        refused: values.RefCountry ? 1 : 0,
        refused_country_id: values.RefCountry ? Number(values.RefCountryFk) : null,
        refused_detail: values.RefCountry ? values.RefDetail.trim() : '',
        updated_at: ctx.now().toISOString(),
      });
      return { result: 'S' as const, message: pm.saved };
    },
  };
}

export type PassportService = ReturnType<typeof createPassportService>;
