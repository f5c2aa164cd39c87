import { formatDisplayDate, formatMoney as moneyText, type CourseDetail, compareScreenMessages } from '@studyatlas/core';

/** One compared field: its label and how a course detail shows it ('–' when it has no value). */
export interface CompareField {
  id: string;
  label: string;
  value: (detail: CourseDetail) => string;
}

const none = (): string => compareScreenMessages.compareNotAvailable;

const text = (value: string | null | undefined): string => (value && value.trim() ? value : none());

/** An amount with its currency: 'AUD 42,000'. */
export const formatMoney = (amount: number | null, currency: string | null): string =>
  amount === null ? none() : moneyText(amount, currency);

const place = (detail: CourseDetail): string => [detail.location, detail.city, detail.state, detail.country].filter((part) => part && part.trim()).join(', ');

/** A field whose label is read when shown (in the current locale). */
const field = (id: string, key: keyof typeof compareScreenMessages, value: CompareField['value']): CompareField => ({
  id,
  get label() {
    return compareScreenMessages[key] as string;
  },
  value,
});

/** The fields side by side, in the order they are compared. */
export const compareFields: readonly CompareField[] = [
  field('institution', 'compareInstitution', (d) => text(d.institute)),
  field('location', 'compareLocation', (d) => text(place(d))),
  field('award', 'compareAward', (d) => text(d.award)),
  field('level', 'compareLevel', (d) => text(d.type)),
  field('studyArea', 'compareStudyArea', (d) => text(d.studyArea)),
  field('studyMode', 'compareStudyMode', (d) => text(d.studyMode)),
  field('duration', 'compareDuration', (d) => text(d.duration)),
  field('intake', 'compareIntake', (d) => (d.termStart ? formatDisplayDate(d.termStart) : none())),
  field('seats', 'compareSeats', (d) => (d.seats === null ? none() : String(d.seats))),
  field('annualFee', 'compareAnnualFee', (d) => formatMoney(d.annualFee, d.currency)),
  field('totalCost', 'compareTotalCost', (d) => formatMoney(d.totalFee, d.currency)),
  field('interview', 'compareInterview', (d) => (d.interviewRequired ? compareScreenMessages.yes : compareScreenMessages.no)),
  field('scholarships', 'compareScholarships', (d) => (d.scholarships.length ? d.scholarships.map((s) => s.name).join(', ') : none())),
];
