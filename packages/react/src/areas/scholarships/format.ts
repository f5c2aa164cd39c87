/** An amount with its currency ('AUD 5,000.50'), or '' when the scholarship names none. */
export function formatAmount(amount: number | null, currency: string): string {
  if (amount === null) return '';
  const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(amount);
  return currency ? `${currency} ${number}` : number;
}
