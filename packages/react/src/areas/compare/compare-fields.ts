import { formatDisplayDate, type CourseDetail, compareMessages } from '@studyatlas/core';

/** One compared field: its label and how a course detail shows it ('–' when it has no value). */
export interface CompareField {
  id: string;
  label: string;
  value: (detail: CourseDetail) => string;
}

const none = compareMessages.compareNotAvailable;

const text = (value: string | null | undefined): string => (value && value.trim() ? value : none);

/** An amount with its currency: 'AUD 42,000'. */
export const formatMoney = (amount: number | null, currency: string | null): string =>
  amount === null ? none : `${currency ? `${currency} ` : ''}${amount.toLocaleString('en')}`;

const place = (detail: CourseDetail): string => [detail.location, detail.city, detail.state, detail.country].filter((part) => part && part.trim()).join(', ');

/** The fields side by side, in the order they are compared. */
export const compareFields: readonly CompareField[] = [
  { id: 'institution', label: compareMessages.compareInstitution, value: (d) => text(d.institute) },
  { id: 'location', label: compareMessages.compareLocation, value: (d) => text(place(d)) },
  { id: 'award', label: compareMessages.compareAward, value: (d) => text(d.award) },
  { id: 'level', label: compareMessages.compareLevel, value: (d) => text(d.type) },
  { id: 'studyArea', label: compareMessages.compareStudyArea, value: (d) => text(d.studyArea) },
  { id: 'studyMode', label: compareMessages.compareStudyMode, value: (d) => text(d.studyMode) },
  { id: 'duration', label: compareMessages.compareDuration, value: (d) => text(d.duration) },
  { id: 'intake', label: compareMessages.compareIntake, value: (d) => (d.termStart ? formatDisplayDate(d.termStart) : none) },
  { id: 'seats', label: compareMessages.compareSeats, value: (d) => (d.seats === null ? none : String(d.seats)) },
  { id: 'annualFee', label: compareMessages.compareAnnualFee, value: (d) => formatMoney(d.annualFee, d.currency) },
  { id: 'totalCost', label: compareMessages.compareTotalCost, value: (d) => formatMoney(d.totalFee, d.currency) },
  { id: 'interview', label: compareMessages.compareInterview, value: (d) => (d.interviewRequired ? compareMessages.yes : compareMessages.no) },
  { id: 'scholarships', label: compareMessages.compareScholarships, value: (d) => (d.scholarships.length ? d.scholarships.map((s) => s.name).join(', ') : none) },
];
