import type { CourseDetail as CourseDetailData } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Accordion, type AccordionItem } from '../../ui/accordion/accordion.js';
import { ReadMore } from '../../ui/read-more/read-more.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { Facts } from '../../kits/find/facts.js';
import { CompareToggle } from '../../kits/compare-toggle/compare-toggle.js';
import { ApplyAction } from '../../kits/apply/apply-action.js';
import { FavouriteToggle } from '../../kits/favourite-toggle/favourite-toggle.js';
import { courseDetailRoute } from '../../navigation/routes/courses.js';
import { formatDay, formatFee, placeOf } from './format.js';
import { courseDetailLabels as d, courseLabels as l } from '@studyatlas/core';
import { useCourseDetail, type CourseDetailController, type UseCourseDetailOptions } from './use-course-detail.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { coursesCss } from './courses.css.js';
import { DetailFrame } from '../../kits/find/detail-frame.js';

function sections(detail: CourseDetailData): AccordionItem[] {
  const yesNo = (value: boolean) => (value ? d.yes : d.no);
  return [
    {
      id: 'overview',
      title: l.overview,
      content: (
        <>
          {detail.description && <ReadMore text={detail.description} />}
          <Facts
            className="sa-course-facts"
            items={[
              [d.courseCode, detail.courseCode],
              [l.award, detail.award],
              [d.type, detail.type],
              [d.studyArea, placeOf(detail.studyArea, detail.minorArea)],
              [d.duration, detail.duration],
              [l.studyMode, detail.studyMode],
              [d.termStart, formatDay(detail.termStart)],
              [l.annualFee, formatFee(detail.annualFee, detail.currency)],
              [d.totalFee, formatFee(detail.totalFee, detail.currency)],
              [d.seats, detail.seats ?? ''],
              [d.studentType, detail.studentType],
              [d.interviewRequired, yesNo(detail.interviewRequired)],
              [d.minReference, String(detail.minReference)],
              [l.location, placeOf(detail.location, detail.city, detail.state, detail.country)],
              [
                d.webAddress,
                detail.webAddress ? (
                  <a href={detail.webAddress} target="_blank" rel="noreferrer noopener">
                    {detail.webAddress}
                  </a>
                ) : (
                  ''
                ),
              ],
            ]}
          />
        </>
      ),
    },
    { id: 'structure', title: d.structure, content: detail.structure ? <ReadMore text={detail.structure} /> : null },
    {
      id: 'campuses',
      title: `${d.campuses} (${detail.campuses.length})`,
      content: (
        <ul className="sa-course-campuses">
          {detail.campuses.map((campus) => (
            <li key={campus.locationId} aria-current={campus.locationId === detail.locationId ? 'true' : undefined}>
              <strong><bdi>{campus.name}</bdi></strong>
              <span>{placeOf(campus.address, campus.city, campus.state, campus.country)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'intakes',
      title: `${d.intakes} (${detail.intakes.length})`,
      content:
        detail.intakes.length === 0 ? (
          <p>{d.noIntakes}</p>
        ) : (
          <table className="sa-course-intakes">
            <thead>
              <tr>
                <th scope="col">{l.startDate}</th>
                <th scope="col">{l.campus}</th>
                <th scope="col">{l.studyMode}</th>
                <th scope="col">{d.seats}</th>
                <th scope="col">{l.annualFee}</th>
                <th scope="col">{d.totalFee}</th>
              </tr>
            </thead>
            <tbody>
              {detail.intakes.map((intake) => (
                <tr key={intake.intakeId} aria-current={intake.intakeId === detail.intakeId ? 'true' : undefined}>
                  <td>
                    <Link to={courseDetailRoute(detail.courseId, intake.locationId, intake.intakeId)}>{formatDay(intake.startDate)}</Link>
                  </td>
                  <td>{placeOf(intake.campus, intake.city, intake.country)}</td>
                  <td>{intake.studyMode}</td>
                  <td>{intake.seats ?? ''}</td>
                  <td>{formatFee(intake.annualFee, intake.currency)}</td>
                  <td>{formatFee(intake.totalFee, intake.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ),
    },
    {
      id: 'scholarships',
      title: `${d.scholarships} (${detail.scholarships.length})`,
      content:
        detail.scholarships.length === 0 ? (
          <p>{d.noScholarships}</p>
        ) : (
          <ul className="sa-course-scholarships">
            {detail.scholarships.map((scholarship) => (
              <li key={scholarship.id}>
                <strong><bdi>{scholarship.name}</bdi></strong>
                <Facts
                  className="sa-course-facts"
                  items={[
                    [l.amount, formatFee(scholarship.amount, scholarship.currency)],
                    [l.closes, formatDay(scholarship.closeDate)],
                  ]}
                />
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

export interface CourseDetailViewProps extends CourseDetailController {
  headingLevel?: HeadingLevel;
}

/** The course detail (pure: everything comes from props). */
export function CourseDetailView({ detail, loading, error, fromResults, back, headingLevel = 2 }: CourseDetailViewProps) {
  useStylesheet('courses', coursesCss);
  const Heading = `h${headingLevel}` as const;
  return (
    <DetailFrame
      as="article"
      className="sa-root sa-course-detail"
      busy={loading}
      error={error}
      onBack={back}
      itemTitle={detail?.courseName}
    >
      {detail && (
        <>
          <Heading className="sa-course-detail-title"><bdi>{detail.courseName}</bdi></Heading>
          <p className="sa-course-detail-institution">
            {detail.institute}
            {' · '}
            {placeOf(detail.location, detail.city, detail.state, detail.country)}
          </p>
          {detail.intakeId > 0 && (
            <div className="sa-course-row-actions">
              <FavouriteToggle category="C" referenceId={detail.intakeId} label={detail.courseName} preferenceId={detail.favouriteDetailId} />
              <CompareToggle
                courseId={detail.courseId}
                campusId={detail.locationId}
                intakeId={detail.intakeId}
                name={detail.courseName}
                institutionName={detail.institute}
              />
            </div>
          )}
          {detail.intakeId > 0 && <ApplyAction name={detail.courseName} intakeId={detail.intakeId} />}
          <Accordion
            key={`${detail.courseId}-${detail.locationId}-${detail.intakeId}`}
            items={sections(detail)}
            defaultOpen={['overview']}
            headingLevel={(headingLevel + 1) as 2 | 3 | 4 | 5}
          />
        </>
      )}
    </DetailFrame>
  );
}

export interface CourseDetailProps extends UseCourseDetailOptions {
  headingLevel?: HeadingLevel;
}

/**
 * Course detail (/coudetail/:courseId/:campusId/:intakeId): every detail field, the campuses, the
 * intakes (from one month before today) and the scholarships, in sections with expand-all and
 * collapse-all and read more / less on the descriptions. Back returns to the results when opened
 * from them, otherwise to the previous page.
 */
export function CourseDetail({ headingLevel, ...options }: CourseDetailProps) {
  const controller = useCourseDetail(options);
  return <CourseDetailView {...controller} headingLevel={headingLevel} />;
}

