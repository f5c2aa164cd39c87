import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/** The questionnaire (member §3 question types, §4, §5, §7): the specification's words verbatim, and the screen's labels. */
export const questionnaireMessages = /* @__PURE__ */ defineCatalogue('questionnaire', 'questionnaireMessages', {
  /** Member §5 "Questionnaire": a mandatory question left empty. */
  answerRequired: 'Please answer the question',
  /** An SC or SD question answered with more than one choice. */
  oneChoiceOnly: 'Please choose only one answer.',
  /** A choice that is not one of the question's own. */
  choiceUnknown: "Please choose one of the question's answers.",
  /** A D question's value that is not a real day. */
  dateInvalid: 'Please enter a valid date.',
  /** More text boxes, dates or files than the question has. */
  tooManyValues: 'This question takes at most {max} answers.',
  /** A file that is not one of the member's own uploads. */
  fileUnknown: 'The file was not found. Please upload it again.',
  /** The answers of a submitted application are frozen. */
  applicationSubmitted: 'This application has been submitted: its answers can no longer be changed.',
  surveyNotFound: 'Questionnaire not found',
  questionNotFound: 'Question not found',
  applicationNotFound: 'Application not found',
  /** The screen. */
  heading: 'Questionnaire',
  loading: 'Loading the questionnaire…',
  progress: 'Question {n} of {total}',
  mandatoryMark: 'Required',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  noQuestions: 'This questionnaire has no questions.',
  done: 'Thank you: every question is answered.',
  answerLabel: 'Your answer',
  textFieldLabel: 'Answer {n}',
  dateFieldLabel: 'Date {n}',
  dateLabel: 'Date',
  choosePlaceholder: CHOOSE_PLACEHOLDER,
  fileLabel: 'File',
  uploadFile: 'Upload a file',
  replaceFile: 'Replace the file',
  uploading: 'Uploading…',
  currentFile: 'Uploaded: {name}',
  commentLabel: 'Comment',
} as const);
