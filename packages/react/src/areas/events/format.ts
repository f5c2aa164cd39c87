import { eventLabels as l, format, formatDisplayDate, formatMoney } from '@studyatlas/core';

/** '10-Apr-2026', or '10-Apr-2026 to 12-Apr-2026' for an event over several days (discovery §9). */
export const eventDates = (from: string, to: string): string =>
  from === to || !to ? formatDisplayDate(from) : format(l.dateRange, { from: formatDisplayDate(from), to: formatDisplayDate(to) });

/** 'City, State, Country' without the empty parts. */
export const placeOf = (...parts: Array<string | null | undefined>): string => parts.filter((part) => part && part.trim()).join(', ');

/** An amount with its currency ('AUD 10'). */
export const formatCost = (amount: number, currency: string): string => formatMoney(amount, currency.trim(), { maximumFractionDigits: 2 });
