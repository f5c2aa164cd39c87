import { useState } from 'react';
import {
  ApiError,
  MAX_APPLICATION_COURSES,
  applicationWizardLabels as t,
  courseParameterOf,
  format,
  saveApplicationCourses,
  validateCourseAddition,
  validateCourseSelection,
  type ApplicationCourse,
  type WizardButtons,
  type application,
} from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { applicationCss } from './application.css.js';
import { CourseCard } from './course-card.js';
import { CoursePicker } from './course-picker.js';
import { StepActions } from './step-actions.js';

export interface CourseStepProps {
  /** The application being assembled. */
  application: application.ApplicationState;
  /** The application after its course list changed (the shortlist call's answer). */
  onChange: (next: application.ApplicationState) => void;
  buttons: WizardButtons;
  /** Next, once the course list is valid. */
  onNext: () => void;
}

/**
 * The C step "Course detail" (member §2, §5 "Course selection"): the chosen courses as cards with
 * Remove, and "Add a course from my favourites" (the course picker). Every change goes through the
 * core rule first (at most five, no intake twice, at least one) and then the shortlist call
 * (AddOrDeleteCourse, shortlist value P for more than one course, else A), whose refusal shows here too.
 */
export function CourseStep({ application, onChange, buttons, onNext }: CourseStepProps) {
  useStylesheet('application', applicationCss);
  const [message, setMessage] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const courses = application.courses;

  /** Saves the list: null when saved, else the refusal (shown here). */
  const save = async (next: readonly ApplicationCourse[]): Promise<string | null> => {
    const refusal = validateCourseSelection(next);
    if (refusal) return refusal;
    try {
      onChange(await saveApplicationCourses(application.applicationFk, next.map(courseParameterOf)));
      return null;
    } catch (failure) {
      if (failure instanceof ApiError) return failure.message;
      throw failure;
    }
  };

  const remove = async (course: ApplicationCourse) => {
    setRemoving(course.intakeId);
    try {
      setMessage(await save(courses.filter((c) => c.intakeId !== course.intakeId)));
    } finally {
      setRemoving(null);
    }
  };

  const pick = async (course: ApplicationCourse): Promise<string | null> => {
    const refusal = validateCourseAddition(courses, course) ?? (await save([...courses, course]));
    if (!refusal) setMessage(null);
    return refusal;
  };

  const next = () => {
    const refusal = validateCourseSelection(courses);
    setMessage(refusal);
    if (!refusal) onNext();
  };

  return (
    <div className="sa-app-step" part="application-step">
      <p className="sa-app-count">{format(t.coursesCount, { count: courses.length, max: MAX_APPLICATION_COURSES })}</p>
      <FormError message={message} />
      {courses.length > 0 && (
        <ul className="sa-app-courses" aria-label={t.coursesHeading}>
          {courses.map((course) => (
            <li key={course.intakeId}>
              <CourseCard
                course={course}
                action={
                  <Button
                    variant="secondary"
                    busy={removing === course.intakeId}
                    aria-label={format(t.removeCourse, { name: course.courseName })}
                    onClick={() => void remove(course)}
                  >
                    {t.removeCourseShort}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setPicking(true)}>
        {t.addFromFavourites}
      </Button>
      <CoursePicker open={picking} onClose={() => setPicking(false)} onPick={pick} />
      <StepActions buttons={buttons} onNext={next} />
    </div>
  );
}
