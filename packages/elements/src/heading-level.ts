import type { HeadingLevel } from '@studyatlas/react';

/** An element's `heading-level` as a component's heading level: a whole number clamped to 1–4, else the default. */
export const headingLevelOf = (level: number | undefined): HeadingLevel | undefined =>
  level === undefined || !Number.isInteger(level) ? undefined : (Math.min(4, Math.max(1, level)) as HeadingLevel);
