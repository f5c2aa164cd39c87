/** Budgets of `npm run bench`: every figure with a limit is checked at the end (PASS/FAIL). */
export interface Budget {
  name: string;
  value: number;
  limit: number;
  shown: string;
}

export const budgets: Budget[] = [];

export const check = (name: string, value: number, limit: number, shown: string): void => {
  budgets.push({ name, value, limit, shown });
};

/** A figure that must reach a floor (a score): kept as its negation so every budget reads `value <= limit`. */
export const checkAtLeast = (name: string, value: number, floor: number, shown: string): void => {
  budgets.push({ name, value: -value, limit: -floor, shown });
};

/** Prints every budget and returns how many failed. */
export function reportBudgets(): number {
  console.log('\nBudgets:');
  let failed = 0;
  for (const b of budgets) {
    const ok = b.value <= b.limit;
    if (!ok) failed++;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${b.name}: ${b.shown}`);
  }
  return failed;
}
