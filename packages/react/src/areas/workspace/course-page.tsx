import { catalogueLabels as l, courseStatusLabels, format, messages, roleCan, setCatalogueCourseStatus, setQueryData, showPopup, type workspace } from '@studyatlas/core';
import { WORKSPACE_CATALOGUE_ROUTE, workspaceCourseRoute } from '../../navigation/routes/workspace.js';
import { CourseForm } from './course-form.js';
import { CourseHistory } from './course-history.js';
import { CourseIntakes } from './course-intakes.js';
import { NewDraft } from './new-draft.js';
import { courseKey } from './query-keys.js';
import { RecordPageHead } from './record-page-head.js';
import { below, type SectionLevel } from './section-level.js';
import { catalogueChanged, useCatalogueCourse, useCatalogueOptions } from './use-catalogue.js';
import { StatusPanel } from './status-panel.js';
import { useChange } from './use-change.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Status = workspace.CourseStatus;

export interface CoursePageProps {
  organisation: workspace.Organisation;
  courseId: number | 'new';
  level: SectionLevel;
}

/** A course of the catalogue (issue 27): its fields, its status (draft, published, archived), its intakes and its history. */
export function CoursePage({ organisation, courseId, level }: CoursePageProps) {
  useWorkspaceStyles();
  const org = organisation.id;
  const options = useCatalogueOptions(org);
  const course = useCatalogueCourse(org, courseId === 'new' ? null : courseId);
  const readOnly = !roleCan(organisation.role, 'editCatalogue');
  const { busy, run } = useChange(() => course.reload());
  const sub = below(level);
  const shown = (next: workspace.CatalogueCourse) => {
    setQueryData(courseKey(org, next.id), next);
    catalogueChanged(org, next.id);
  };
  const move = (to: Status) =>
    run(async () => {
      if (courseId === 'new') return;
      shown(await setCatalogueCourseStatus(org, courseId, to));
      showPopup(messages.titleSuccess, format(l.statusChanged, { status: courseStatusLabels[to] }));
    });
  const data = course.data;
  return (
    <article className="sa-workspace-course" aria-busy={options.loading || course.loading || undefined}>
      <RecordPageHead
        organisation={organisation}
        section="courses"
        back={{ route: WORKSPACE_CATALOGUE_ROUTE, label: l.backToCatalogue }}
        heading={courseId === 'new' ? l.newCourse : (data?.name ?? l.course)}
        level={level}
        loading={options.loading || course.loading}
        loadingLabel={l.loading}
        error={options.error ?? course.error}
      />
      {courseId === 'new' && (
        <NewDraft readOnly={readOnly} ready={Boolean(options.data)} words={l} shown={shown} routeOf={workspaceCourseRoute}>
          {(onSaved) => options.data && <CourseForm org={org} options={options.data} readOnly={false} onSaved={onSaved} />}
        </NewDraft>
      )}
      {options.data && data && (
        <>
          <StatusPanel status={data.status} words={l} readOnly={readOnly} busy={busy} onMove={(to) => void move(to)} />
          <CourseForm
            key={`${data.id}-${data.status}`}
            org={org}
            options={options.data}
            course={data}
            readOnly={readOnly}
            onSaved={(saved) => {
              shown(saved);
              showPopup(messages.titleSuccess, l.saved);
            }}
          />
          <CourseIntakes org={org} course={data} campuses={options.data.campuses} studyModes={options.data.studyModes} readOnly={readOnly} level={sub} onChanged={shown} reload={() => course.reload()} />
          <CourseHistory org={org} courseId={data.id} level={sub} />
        </>
      )}
    </article>
  );
}
