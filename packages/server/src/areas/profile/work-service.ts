import { todayApiDate, validateWork, workMessages as m } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { badPlaceParts, deleteOwned } from './education-queries.js';
import * as q from './work-queries.js';

const EMPTY_CONTACT = { CountryId: 0, StateId: 0, CityId: 0, PostCode: '', Address1: '', Address2: '', Address3: '', Phone: '', Fax: '', Mobile: '', Email: '' };

/** Profile W (member §7 "Work experience"): every job belongs to the signed-in member; another's id answers 404. */
export function createWorkService(ctx: AppContext) {
  const { db } = ctx;

  return {
    async load(member: AuthMember) {
      return { rows: await q.listJobs(db, member.clientId) };
    },

    async loadAddEdit(member: AuthMember, empId: number) {
      if (empId === 0) return { detail: null };
      const detail = (await q.listJobs(db, member.clientId, empId))[0];
      if (!detail) throw notFound(m.workNotFound);
      return { detail };
    },

    async remove(member: AuthMember, id: number) {
      if (id === 0 || !(await deleteOwned(db, 'member_employment', member.clientId, id))) throw notFound(m.workNotFound);
      return { message: m.workDeleted };
    },

    async save(member: AuthMember, body: profile.WorkExperienceBody) {
      const contact = body.EmpContactDetail[0] ?? { ...EMPTY_CONTACT, ContactId: 0, AddressType: 'E' as const };
      rejectInvalid(validateWork({ ...body, EmpContactDetail: [contact] }, todayApiDate(ctx.now())));
      const bad = await badPlaceParts(db, contact.CountryId, contact.StateId, contact.CityId);
      const fields = { country: 'EmpContactDetail.0.CountryId', state: 'EmpContactDetail.0.StateId', city: 'EmpContactDetail.0.CityId' } as const;
      rejectInvalid(Object.fromEntries(bad.map((part) => [fields[part], m.workPlaceUnknown])));
      const saved = await q.saveJob(
        db,
        member.clientId,
        body.Id,
        {
          employer: body.Employer.trim(),
          position: body.Position.trim(),
          report_to: body.ReportTo.trim(),
          main_duties: body.MainDuties.trim(),
          start_date: body.StartDate.trim(),
          end_date: body.IsCurrent ? null : body.EndDate.trim(),
          is_current: body.IsCurrent ? 1 : 0,
          contact_name: body.Name.trim(),
        },
        {
          country_id: contact.CountryId,
          state_id: contact.StateId,
          city_id: contact.CityId,
          postcode: contact.PostCode.trim(),
          address1: contact.Address1.trim(),
          address2: contact.Address2.trim(),
          address3: contact.Address3.trim(),
          phone: contact.Phone.trim(),
          fax: contact.Fax.trim(),
          mobile: contact.Mobile.trim(),
          email: contact.Email.trim(),
        },
        ctx.now().toISOString(),
      );
      if (!saved) throw notFound(m.workNotFound);
      return { message: m.workSaved, returnValue: saved.id, contactId: saved.contactId };
    },
  };
}
