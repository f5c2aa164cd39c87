import { formsCss } from '@studyatlas/react';
import { FormFinder } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';

/** The form finder's stylesheet. */
export const areaStyles = [formsCss];

export interface FormFinderElementProps {
  /** Presets and fixes the country and institution (its legal id): a partner page's own forms. */
  institution?: number;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function FormFinderElement({ institution, headingLevel }: FormFinderElementProps) {
  const fixed = institution !== undefined && Number.isInteger(institution) && institution > 0 ? institution : undefined;
  return <FormFinder key={fixed ?? 0} institution={fixed} headingLevel={headingLevelOf(headingLevel)} />;
}
