import { useRef, useState, type KeyboardEvent } from 'react';
import { format, messages, type CompareEntry, type CompareRef, compareMessages, compareScreenMessages } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Button } from '../../ui/button/button.js';
import { ApplyAction } from '../../kits/apply/apply-action.js';
import { Loader } from '../../ui/loader/loader.js';
import { cx } from '../../ui/internal/class-names.js';
import { inlineStep } from '../../ui/internal/inline-direction.js';
import { PointingIcon } from '../../ui/pointing-icon/pointing-icon.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { clampStart, itemsPerView } from './carousel.js';
import { compareFields } from './compare-fields.js';
import { useCompare, type ComparedCourse } from './use-compare.js';
import { useContainerWidth } from './use-container-width.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { compareCss } from './compare.css.js';

const detailRoute = ({ courseId, campusId, intakeId }: CompareRef): string => `/coudetail/${courseId}/${campusId}/${intakeId}`;

export interface CompareViewProps {
  problem: string | null;
  courses: readonly ComparedCourse[];
  loading: boolean;
  /** Absent: the courses cannot be removed here. */
  remove?: (ref: CompareRef) => void;
  /** Width of the comparison's container, which decides how many courses show at once. */
  width: number;
  headingLevel?: HeadingLevel;
}

/**
 * The courses side by side: a row per field, a column per course, as a carousel of `itemsPerView`
 * columns with previous / next (buttons, or the arrow keys on the comparison).
 */
export function CompareView({ problem, courses, loading, remove, width, headingLevel = 2 }: CompareViewProps) {
  useStylesheet('compare', compareCss);
  const Heading = `h${headingLevel}` as const;
  const perView = itemsPerView(width);
  const [wantedStart, setStart] = useState(0);
  const start = clampStart(wantedStart, courses.length, perView);
  const shown = courses.slice(start, start + perView);
  const canPrevious = start > 0;
  const canNext = start + perView < courses.length;
  const move = (step: number) => setStart(clampStart(start + step, courses.length, perView));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = inlineStep(event.key, event.currentTarget);
    if ((step === -1 && canPrevious) || (step === 1 && canNext)) move(step);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Heading className="sa-compare-title">{compareMessages.compareTitle}</Heading>
      {problem ? (
        <p role="alert" className="sa-compare-problem" part="form-error">
          {problem}
        </p>
      ) : (
        <div
          role="region"
          aria-roledescription={compareScreenMessages.compareCarouselRole}
          aria-label={compareScreenMessages.compareCarousel}
          className="sa-compare-carousel"
          data-items-per-view={perView}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <div className="sa-compare-nav">
            <Button variant="secondary" aria-label={compareScreenMessages.comparePrevious} aria-disabled={!canPrevious || undefined} onClick={() => canPrevious && move(-1)}>
              <PointingIcon glyph="‹" />
            </Button>
            <span className="sa-compare-position" aria-live="polite">
              {format(compareScreenMessages.compareShowing, { first: start + 1, last: start + shown.length, count: courses.length })}
            </span>
            <Button variant="secondary" aria-label={compareScreenMessages.compareNext} aria-disabled={!canNext || undefined} onClick={() => canNext && move(1)}>
              <PointingIcon glyph="›" />
            </Button>
          </div>
          <div className="sa-compare-scroll">
            <Loader active={loading} />
            <table className="sa-compare-table" part="compare-table" style={{ ['--sa-compare-columns' as string]: String(shown.length) }}>
              <thead>
                <tr>
                  <td />
                  {shown.map((course) => (
                    <th key={course.key} scope="col" className="sa-compare-course">
                      <Link to={detailRoute(course.entry)} className="sa-compare-name">
                        <bdi>{course.detail?.courseName ?? course.entry.name}</bdi>
                      </Link>
                      <ApplyAction name={course.detail?.courseName ?? course.entry.name} intakeId={course.entry.intakeId} className="sa-compare-apply" />
                      {remove && (
                        <Button
                          variant="link"
                          aria-label={format(compareMessages.compareRemove, { name: course.detail?.courseName ?? course.entry.name })}
                          onClick={() => remove(course.entry)}
                        >
                          {messages.removeAction}
                        </Button>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {compareFields.map((field) => (
                  <tr key={field.id}>
                    <th scope="row">{field.label}</th>
                    {shown.map((course) => (
                      <td key={course.key}>{course.detail ? field.value(course.detail) : course.detail === null ? compareScreenMessages.compareNotAvailable : ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}

export interface CompareProps {
  /** Compare these courses instead of the page's shared selection (they cannot be removed here). */
  entries?: readonly CompareEntry[];
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Course comparison (route /compare/): 2 to 10 course intakes from the shared compare selection, their
 * details side by side with total cost; 3 at a time (2 on a tablet, 1 on a phone, up to 12 when the
 * container is 1600 px or wider).
 */
export function Compare({ entries, headingLevel, className }: CompareProps) {
  const state = useCompare(entries);
  const container = useRef<HTMLElement>(null);
  const width = useContainerWidth(container);
  return (
    <section ref={container} className={cx('sa-root sa-compare', className)} part="compare">
      <CompareView {...state} remove={entries ? undefined : state.remove} width={width} headingLevel={headingLevel} />
    </section>
  );
}
