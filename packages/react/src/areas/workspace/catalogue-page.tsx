import { catalogueLabels as l, format, type workspace } from '@studyatlas/core';
import { WORKSPACE_NEW_COURSE_ROUTE, workspaceCourseRoute } from '../../navigation/routes/workspace.js';
import { CatalogueList } from './catalogue-list.js';
import { Fact } from './facts.js';
import type { SectionLevel } from './section-level.js';
import { useCatalogueList } from './use-catalogue.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** The organisation's courses (issue 27): search by name, filter by status, pages; New course for those who edit. */
export function CataloguePage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const list = useCatalogueList(organisation.id);
  const data = list.page.data;
  return (
    <CatalogueList
      organisation={organisation}
      section="courses"
      level={level}
      words={{ ...l, newRecord: l.newCourse, noRecords: l.noCourses }}
      newRoute={WORKSPACE_NEW_COURSE_ROUTE}
      page={{ rows: data?.courses, total: data?.total ?? 0, found: data?.total === 1 ? l.foundOne : format(l.found, { count: data?.total ?? 0 }), loading: list.page.loading, error: list.page.error }}
      paging={{ pageNo: list.request.pageNo, pageSize: Number(list.request.pageSize) }}
      onSearch={list.search}
      onPage={list.setPaging}
      rowRoute={(course) => workspaceCourseRoute(course.id)}
      details={(course) => (
        <dl className="sa-workspace-facts">
          {course.courseCode && <Fact label={l.code} value={course.courseCode} />}
          <Fact label={l.award} value={course.award} />
          <Fact label={l.intakes} value={String(course.intakes)} />
        </dl>
      )}
    />
  );
}
