import { applicationMessages } from '../messages/application.js';
import { MAX_APPLICATION_COURSES, WIZARD_STEPS, type WizardStep } from '../contracts/shared-application.js';

/** A chosen course as the selection rules see it: the intake identifies it. */
export interface ChosenCourse {
  intakeId: number;
}

/**
 * Member §5 "Course selection": null when the list may be saved, else the specification's message —
 * at least one, no intake twice, at most five.
 */
export function validateCourseSelection(courses: readonly ChosenCourse[]): string | null {
  if (courses.length === 0) return applicationMessages.atLeastOneCourse;
  if (new Set(courses.map((c) => c.intakeId)).size !== courses.length) return applicationMessages.courseExists;
  if (courses.length > MAX_APPLICATION_COURSES) return applicationMessages.maxCourses;
  return null;
}

/** Whether one more course may join the list (the picker's check before adding): null, or the message. */
export function validateCourseAddition(courses: readonly ChosenCourse[], adding: ChosenCourse): string | null {
  if (courses.some((c) => c.intakeId === adding.intakeId)) return applicationMessages.courseExists;
  if (courses.length >= MAX_APPLICATION_COURSES) return applicationMessages.maxCourses;
  return null;
}

/** Member §4: the shortlist value is P when more than one course, else A. */
export const shortlistValueOf = (courseCount: number): 'P' | 'A' => (courseCount > 1 ? 'P' : 'A');

/** The steps a wizard run goes through: AD only when a chosen course has a survey (member §2). */
export const wizardSteps = (hasSurvey: boolean): readonly WizardStep[] =>
  hasSurvey ? WIZARD_STEPS : WIZARD_STEPS.filter((step) => step !== 'AD');

/** The step after `step` (null after DC). */
export function nextStep(step: WizardStep, hasSurvey: boolean): WizardStep | null {
  const steps = wizardSteps(hasSurvey);
  const at = steps.indexOf(step);
  return at < 0 || at === steps.length - 1 ? null : steps[at + 1]!;
}

/** The step before `step` (null on C): Back reverses the order. */
export function previousStep(step: WizardStep, hasSurvey: boolean): WizardStep | null {
  const steps = wizardSteps(hasSurvey);
  const at = steps.indexOf(step);
  return at <= 0 ? null : steps[at - 1]!;
}

export interface WizardButtons {
  back: boolean;
  next: boolean;
  save: boolean;
  submit: boolean;
}

/**
 * The buttons of a step (member §2): C Next only; B and P Back, Next, Save; E, W, AD, AS Back and
 * Next; DC Back, plus Submit only when the key is SAS_PAP and an application id exists.
 */
export function wizardButtons(step: WizardStep, application: { key: string; applicationFk: number }): WizardButtons {
  switch (step) {
    case 'C':
      return { back: false, next: true, save: false, submit: false };
    case 'B':
    case 'P':
      return { back: true, next: true, save: true, submit: false };
    case 'DC':
      return { back: true, next: false, save: false, submit: application.key === 'SAS_PAP' && application.applicationFk > 0 };
    default:
      return { back: true, next: true, save: false, submit: false };
  }
}
