import { formatDisplayDate, formatMoney } from '@studyatlas/core';

/** A fee with its currency ('AUD 32,000'), or '' when unknown. */
export function formatFee(amount: number | null | undefined, currency: string | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatMoney(amount, currency, { maximumFractionDigits: 0 });
}

/** dd-MMM-yyyy, or '' (discovery §9). */
export const formatDay = (value: string | null | undefined): string => (value ? formatDisplayDate(value) : '');

/** 'City, State, Country' without the empty parts. */
export const placeOf = (...parts: Array<string | null | undefined>): string => parts.filter((part) => part && part.trim()).join(', ');
