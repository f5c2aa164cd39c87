/** Calendar days as 'yyyy-MM-dd' text (UTC), the format dates are stored in. */
import { isCalendarDay } from '@studyatlas/core';

const MS_PER_DAY = 86_400_000;

/** True for a real calendar day written yyyy-MM-dd (2025-02-29 is not one): core's rule. */
export const isDay = isCalendarDay;

export function dayToTime(day: string): number {
  if (!isDay(day)) throw new Error(`Not a yyyy-MM-dd date: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export const formatDay = (time: number | Date): string => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => formatDay(dayToTime(day) + days * MS_PER_DAY);

/** Today in UTC. */
export const today = (): string => formatDay(Date.now());
