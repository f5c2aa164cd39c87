import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The questionnaire's components load on first render (a chunk of their own in the script-tag bundle).
const QuestionnaireElement = lazyComponent(() => import('./elements.js'), 'QuestionnaireElement');

export type { QuestionnaireElementProps } from './elements.js';

/** Parts of the questionnaire, for `::part()` styling. */
const questionnaireParts: readonly PartSpec[] = [
  { name: 'questionnaire', description: 'The questionnaire.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input, a text area or a comment.' },
  { name: 'select', description: 'A drop-down list (single or multiple choice).' },
  { name: 'field-error', description: "An answer's message ('Please answer the question')." },
  { name: 'button', description: 'Back, Next and Submit.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const questionnaireElement = elementSpec({
  tag: 'sa-questionnaire',
  component: QuestionnaireElement,
  description:
    "A survey answered by the signed-in member, one question at a time (free text, several texts, text area, dates, single and multiple choice, drop-downs, file uploads), each answer saved on Next; Back shows the earlier answers, Submit on the last question fires sa-complete. Anonymous visitors are asked to sign in with the login dialog.",
  props: {
    survey: { type: 'number', description: 'The id of the survey to answer.' },
    application: { type: 'number', description: "The id of the member's application the answers belong to; absent: answered on its own." },
    headingLevel: singleHeadingLevel,
  },
  events: {
    'sa-complete': { description: 'The last question was answered (Submit), or Next on a questionnaire already complete.', detail: 'void' },
  },
  parts: questionnaireParts,
});

export const questionnaireElements = [questionnaireElement];
