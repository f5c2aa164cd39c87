import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// My applications' components load on first render (a chunk of their own in the script-tag bundle).
const ApplicationsElement = lazyComponent(() => import('./elements.js'), 'ApplicationsElement');

export type { ApplicationsElementProps } from './elements.js';

/** Parts of my applications, for `::part()` styling. */
const applicationsParts: readonly PartSpec[] = [
  { name: 'applications', description: 'The list of applications.' },
  { name: 'application', description: 'One application card.' },
  { name: 'timeline', description: "A course's dated timeline." },
  { name: 'button', description: 'Continue, Resubmit, Download PDF, Delete, Withdraw, Accept and Decline, and the confirm buttons.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the confirm and login dialogs and the popups.' },
  { name: 'dialog', description: 'The confirm dialog, the login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const applicationsElement = elementSpec({
  tag: 'sa-applications',
  component: ApplicationsElement,
  description:
    "The signed-in member's applications, newest first: each course with its dated timeline (Submitted, Under review, an offer with its conditions, Rejected, Accepted, Declined, Withdrawn); a draft is continued or deleted, a submitted application withdrawn, resubmitted or downloaded as a PDF, an offer accepted or declined. Continue and Resubmit open the wizard on the portal (with portal-url). Anonymous visitors are asked to sign in with the login dialog.",
  props: {
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: applicationsParts,
});

export const applicationsElements = [applicationsElement];
