import { workMessages as m } from '../messages/profile-work.js';
import { isBlank, isEmail, type FieldErrors } from './field.js';
import { profileDateMessage, profileDay } from './shared-profile-record-dates.js';

/** The employer contact's address type (member §3): E. */
export const WORK_ADDRESS_TYPE = 'E';

/** The employer's address and phones (member §3 "Work experience"). */
export interface WorkContactValues {
  CountryId: number | null;
  StateId: number | null;
  CityId: number | null;
  PostCode: string;
  Address1: string;
  Address2: string;
  Address3: string;
  Phone: string;
  Fax: string;
  Mobile: string;
  Email: string;
}

/** A job as its dialog and SaveWorkExperience carry it (member §3, §7). */
export interface WorkValues {
  Employer: string;
  Position: string;
  ReportTo: string;
  MainDuties: string;
  StartDate: string;
  /** Empty while current. */
  EndDate: string;
  /** The current employment. */
  IsCurrent: boolean;
  /** The contact name. */
  Name: string;
  /** One employer contact (address type E). */
  EmpContactDetail: readonly WorkContactValues[];
}

type ContactField = 'CountryId' | 'StateId' | 'CityId' | 'PostCode' | 'Address1' | 'Email';
export type WorkField = 'Employer' | 'Position' | 'ReportTo' | 'StartDate' | 'EndDate' | 'Name' | `EmpContactDetail.0.${ContactField}`;

const hasId = (value: number | null | undefined): boolean => typeof value === 'number' && value > 0;

/**
 * Work experience (member §5): employer, position, report-to, start date, country, state, city,
 * postcode, address line 1 and contact name required; the start not after today ('Start Date should
 * be less then current Date'); an end date unless current ('Please check current checkbox if this is
 * your current employment'); the start before the end ('Employee start date must be less than
 * Employee end date.'). Empty dates: 'Required'. `today` is yyyy-MM-dd.
 */
export function validateWork(values: WorkValues, today: string): FieldErrors<WorkField> {
  const errors: FieldErrors<WorkField> = {};
  if (isBlank(values.Employer)) errors.Employer = m.workEmployerRequired;
  if (isBlank(values.Position)) errors.Position = m.workPositionRequired;
  if (isBlank(values.ReportTo)) errors.ReportTo = m.workReportToRequired;
  const start = profileDateMessage(values.StartDate, true) ?? (profileDay(values.StartDate) > today ? m.workStartFuture : undefined);
  if (start) errors.StartDate = start;
  if (!values.IsCurrent) {
    if (isBlank(values.EndDate)) errors.EndDate = m.workEndOrCurrent;
    else {
      const end = profileDateMessage(values.EndDate, true);
      if (end) errors.EndDate = end;
      else if (!start && profileDay(values.StartDate) >= profileDay(values.EndDate)) errors.EndDate = m.workDateOrder;
    }
  }
  if (isBlank(values.Name)) errors.Name = m.workContactNameRequired;
  const contact = values.EmpContactDetail[0];
  if (!hasId(contact?.CountryId)) errors['EmpContactDetail.0.CountryId'] = m.workCountryRequired;
  if (!hasId(contact?.StateId)) errors['EmpContactDetail.0.StateId'] = m.workStateRequired;
  if (!hasId(contact?.CityId)) errors['EmpContactDetail.0.CityId'] = m.workCityRequired;
  if (isBlank(contact?.PostCode)) errors['EmpContactDetail.0.PostCode'] = m.workPostcodeRequired;
  if (isBlank(contact?.Address1)) errors['EmpContactDetail.0.Address1'] = m.workAddressRequired;
  if (contact && !isBlank(contact.Email) && !isEmail(contact.Email)) errors['EmpContactDetail.0.Email'] = m.workInvalidEmail;
  return errors;
}
