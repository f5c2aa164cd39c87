import { BackButton, Compare, compareCss, type HeadingLevel } from '@studyatlas/react';

/*
 * The compare screen inside <sa-course-search>: the tray's Compare opens it in the widget (its own
 * chunk, loaded when Compare is first pressed), with a way back to the list.
 */

export const areaStyles = [compareCss];

export interface CourseCompareScreenProps {
  headingLevel?: HeadingLevel;
  onBack: () => void;
}

export function CourseCompareScreen({ headingLevel, onBack }: CourseCompareScreenProps) {
  return (
    <div className="sa-root sa-course-compare">
      <BackButton onBack={onBack} />
      <Compare headingLevel={headingLevel} />
    </div>
  );
}
