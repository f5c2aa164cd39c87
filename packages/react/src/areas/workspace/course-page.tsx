import { catalogueLabels as l, courseStatusLabels, format, messages, roleCan, setCatalogueCourseStatus, setQueryData, showPopup, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { WORKSPACE_CATALOGUE_ROUTE, workspaceCourseRoute } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { CourseForm } from './course-form.js';
import { CourseHistory } from './course-history.js';
import { CourseIntakes } from './course-intakes.js';
import { courseKey } from './query-keys.js';
import { below, type SectionLevel } from './section-level.js';
import { catalogueChanged, useCatalogueCourse, useCatalogueOptions } from './use-catalogue.js';
import { useChange } from './use-change.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Status = workspace.CourseStatus;
/** The moves offered from each status. */
const MOVES: Readonly<Record<Status, readonly { to: Status; label: 'publish' | 'archive' | 'unarchive' }[]>> = {
  draft: [{ to: 'published', label: 'publish' }, { to: 'archived', label: 'archive' }],
  published: [{ to: 'archived', label: 'archive' }],
  archived: [{ to: 'draft', label: 'unarchive' }, { to: 'published', label: 'publish' }],
};

export interface CoursePageProps {
  organisation: workspace.Organisation;
  courseId: number | 'new';
  level: SectionLevel;
}

/** A course of the catalogue (issue 27): its fields, its status (draft, published, archived), its intakes and its history. */
export function CoursePage({ organisation, courseId, level }: CoursePageProps) {
  useWorkspaceStyles();
  const org = organisation.id;
  const { navigate } = useNavigation();
  const options = useCatalogueOptions(org);
  const course = useCatalogueCourse(org, courseId === 'new' ? null : courseId);
  const readOnly = !roleCan(organisation.role, 'editCatalogue');
  const { busy, run } = useChange(() => course.reload());
  const Heading = `h${level}` as const;
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
      <p className="sa-workspace-back">
        <Link to={WORKSPACE_CATALOGUE_ROUTE}>{l.backToCatalogue}</Link>
      </p>
      <Heading className="sa-workspace-heading">{courseId === 'new' ? l.newCourse : (data?.name ?? l.course)}</Heading>
      {(options.loading || course.loading) && <Loader active variant="inline" label={l.loading} />}
      <FormError message={options.error ?? course.error} />
      {courseId === 'new' && readOnly && <p className="sa-empty">{l.readOnly}</p>}
      {options.data && courseId === 'new' && !readOnly && (
        <>
          <p className="sa-workspace-hint">{l.draftNote}</p>
          <CourseForm
            org={org}
            options={options.data}
            readOnly={false}
            onSaved={(created) => {
              shown(created);
              showPopup(messages.titleSuccess, l.saved);
              navigate(workspaceCourseRoute(created.id));
            }}
          />
        </>
      )}
      {options.data && data && (
        <>
          <p className="sa-workspace-status" role="status">
            {l.status}: {courseStatusLabels[data.status]}
          </p>
          {data.status === 'draft' && <p className="sa-workspace-hint">{l.draftNote}</p>}
          {data.status === 'archived' && <p className="sa-workspace-hint">{l.archivedNote}</p>}
          {readOnly && <p className="sa-workspace-hint">{l.readOnly}</p>}
          {!readOnly && (
            <div className="sa-workspace-actions">
              {MOVES[data.status].map((m) => (
                <Button key={m.to} variant={m.to === 'published' ? 'primary' : 'secondary'} busy={busy} onClick={() => void move(m.to)}>
                  {l[m.label]}
                </Button>
              ))}
            </div>
          )}
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
