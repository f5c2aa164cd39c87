import { questionnaireCss } from './questionnaire.css.js';

/** Every sheet of the questionnaire, in the order of the whole stylesheet: what `<sa-questionnaire>` adopts. */
export const questionnaireStyles: readonly string[] = [questionnaireCss];
