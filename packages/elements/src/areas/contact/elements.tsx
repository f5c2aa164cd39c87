import { contactCss } from '@studyatlas/react';
import { ContactUs } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';

/* The component behind <sa-contact-us>: the form works signed in and signed out alike. */

/** The contact form's stylesheet. */
export const areaStyles = [contactCss];

export interface ContactUsElementProps {
  headingLevel?: number;
}

export function ContactUsElement({ headingLevel }: ContactUsElementProps) {
  return <ContactUs headingLevel={headingLevelOf(headingLevel)} />;
}
