import { formatDisplayDate, type CourseDetail, compareScreenMessages } from '@studyatlas/core';

/** One compared field: its label and how a course detail shows it ('–' when it has no value). */
export interface CompareField {
  id: string;
  label: string;
  value: (detail: CourseDetail) => string;
}

const none = compareScreenMessages.compareNotAvailable;

const text = (value: string | null | undefined): string => (value && value.trim() ? value : none);

/** An amount with its currency: 'AUD 42,000'. */
export const formatMoney = (amount: number | null, currency: string | null): string =>
  amount === null ? none : `${currency ? `${currency} ` : ''}${amount.toLocaleString('en')}`;

const place = (detail: CourseDetail): string => [detail.location, detail.city, detail.state, detail.country].filter((part) => part && part.trim()).join(', ');

/** The fields side by side, in the order they are compared. */
export const compareFields: readonly CompareField[] = [
  { id: 'institution', label: compareScreenMessages.compareInstitution, value: (d) => text(d.institute) },
  { id: 'location', label: compareScreenMessages.compareLocation, value: (d) => text(place(d)) },
  { id: 'award', label: compareScreenMessages.compareAward, value: (d) => text(d.award) },
  { id: 'level', label: compareScreenMessages.compareLevel, value: (d) => text(d.type) },
  { id: 'studyArea', label: compareScreenMessages.compareStudyArea, value: (d) => text(d.studyArea) },
  { id: 'studyMode', label: compareScreenMessages.compareStudyMode, value: (d) => text(d.studyMode) },
  { id: 'duration', label: compareScreenMessages.compareDuration, value: (d) => text(d.duration) },
  { id: 'intake', label: compareScreenMessages.compareIntake, value: (d) => (d.termStart ? formatDisplayDate(d.termStart) : none) },
  { id: 'seats', label: compareScreenMessages.compareSeats, value: (d) => (d.seats === null ? none : String(d.seats)) },
  { id: 'annualFee', label: compareScreenMessages.compareAnnualFee, value: (d) => formatMoney(d.annualFee, d.currency) },
  { id: 'totalCost', label: compareScreenMessages.compareTotalCost, value: (d) => formatMoney(d.totalFee, d.currency) },
  { id: 'interview', label: compareScreenMessages.compareInterview, value: (d) => (d.interviewRequired ? compareScreenMessages.yes : compareScreenMessages.no) },
  { id: 'scholarships', label: compareScreenMessages.compareScholarships, value: (d) => (d.scholarships.length ? d.scholarships.map((s) => s.name).join(', ') : none) },
];
