import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The wizard's components load on first render (a chunk of their own in the script-tag bundle).
const ApplyElement = lazyComponent(() => import('./elements.js'), 'ApplyElement');

export type { ApplyElementProps, ApplySubmittedDetail } from './elements.js';

/** Parts of the wizard, for `::part()` styling. */
const applyParts: readonly PartSpec[] = [
  { name: 'apply-wizard', description: 'The wizard.' },
  { name: 'apply-steps', description: "The step header: 'Step n of N' and the step names." },
  { name: 'application-step', description: "The course, summary or declaration step's body." },
  { name: 'application-course', description: 'A chosen course (card).' },
  { name: 'accordion', description: "The summary's sections." },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: 'A refusal (a start check, a course message, a failed submission).' },
  { name: 'button', description: 'A button.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the dialogs and the popups.' },
  { name: 'dialog', description: 'A dialog (the course picker, a record, the login dialog) and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const applyElement = elementSpec({
  tag: 'sa-apply',
  component: ApplyElement,
  description:
    "The online application wizard, inline: a partner's course page puts Apply on it with one element. Anonymous visitors get a sign-in card (the login dialog); then the start checks and the wizard's steps (course detail, about me, education, work, passport, questionnaire when the course has one, summary, declaration). With `intake` (or `course`: its next intake) it starts an application for it — or reopens the member's draft that already holds it; with `application` it reopens that one; with neither, the latest draft.",
  props: {
    course: { type: 'number', description: "A course id: applies for the course's next intake (at its first campus) when `intake` is not given." },
    intake: { type: 'number', description: 'The intake (course, campus, study mode and start date) to apply for.' },
    application: { type: 'number', description: "Reopens this application of the signed-in member at the step it was left at." },
    headingLevel: singleHeadingLevel,
  },
  events: {
    'sa-submitted': {
      description: 'The member submitted the application (the declaration accepted, SyncProfileData answered S).',
      detail: 'ApplySubmittedDetail',
    },
  },
  parts: applyParts,
});

export const applyElements = [applyElement];
