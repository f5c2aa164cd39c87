import { compareCss } from '@studyatlas/react';
import type { CompareEntry } from '@studyatlas/core';
import { Compare, CompareTray } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/*
 * The components behind <sa-compare> and <sa-compare-tray>. The compare selection lives in a
 * page-wide store (persisted), so these widgets and every Compare box on the page stay in step.
 */

export const areaStyles = [compareCss];

export interface CompareElementProps {
  headingLevel?: number;
}

export function CompareElement({ headingLevel }: CompareElementProps) {
  return (
    <LeaveToPortal>
      <Compare headingLevel={headingLevelOf(headingLevel)} />
    </LeaveToPortal>
  );
}

/** `detail` of `sa-compare`: the course intakes picked for comparison. */
export interface CompareDetail {
  entries: readonly CompareEntry[];
}

export interface CompareTrayElementProps {
  onCompare?: (detail: CompareDetail) => void;
}

export function CompareTrayElement({ onCompare }: CompareTrayElementProps) {
  return (
    <LeaveToPortal>
      <CompareTray onCompare={(entries) => onCompare?.({ entries: entries.map((entry) => ({ ...entry })) })} />
    </LeaveToPortal>
  );
}
