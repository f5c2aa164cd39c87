import { formatMoney } from '@studyatlas/core';

/** An amount with its currency ('AUD 5,000.50'), or '' when the scholarship names none. */
export function formatAmount(amount: number | null, currency: string): string {
  return amount === null ? '' : formatMoney(amount, currency, { maximumFractionDigits: 2 });
}
