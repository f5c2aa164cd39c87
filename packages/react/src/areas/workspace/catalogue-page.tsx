import { useId } from 'react';
import { catalogueLabels as l, courseStatusLabels, format, roleCan, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_NEW_COURSE_ROUTE, workspaceCourseRoute } from '../../navigation/routes/workspace.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { CatalogueTabs } from './catalogue-tabs.js';
import { Fact } from './facts.js';
import { below, type SectionLevel } from './section-level.js';
import { StatusSearch } from './status-search.js';
import { CATALOGUE_PAGE_SIZES, useCatalogueList } from './use-catalogue.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/** The organisation's courses (issue 27): search by name, filter by status, pages; New course for those who edit. */
export function CataloguePage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const list = useCatalogueList(organisation.id);
  const data = list.page.data;
  const Heading = `h${level}` as const;
  const Row = `h${below(level)}` as const;
  const titleId = useId();
  return (
    <section className="sa-workspace-catalogue" aria-labelledby={titleId}>
      <CatalogueTabs organisation={organisation} current="courses" />
      <Heading id={titleId} className="sa-workspace-heading">
        {l.title}
      </Heading>
      {roleCan(organisation.role, 'editCatalogue') ? (
        <p>
          <Link to={WORKSPACE_NEW_COURSE_ROUTE}>{l.newCourse}</Link>
        </p>
      ) : (
        <p className="sa-workspace-hint">{l.readOnly}</p>
      )}
      <StatusSearch title={l.title} words={l} onSearch={list.search} />
      <FormError message={list.page.error} />
      {list.page.loading && <Loader active variant="inline" label={l.loading} />}
      <p className="sa-workspace-total" role="status" aria-live="polite">
        {data ? (data.total === 1 ? l.foundOne : format(l.found, { count: data.total })) : ''}
      </p>
      {data && data.courses.length === 0 && <p className="sa-empty">{l.noCourses}</p>}
      {data && data.courses.length > 0 && (
        <ol className="sa-workspace-rows" aria-label={l.title}>
          {data.courses.map((course) => (
            <li key={course.id} className="sa-workspace-row">
              <div className="sa-workspace-row-head">
                <Row className="sa-workspace-row-title">
                  <Link to={workspaceCourseRoute(course.id)}>{course.name}</Link>
                </Row>
                <span className="sa-workspace-status">{courseStatusLabels[course.status]}</span>
              </div>
              <dl className="sa-workspace-facts">
                {course.courseCode && <Fact label={l.code} value={course.courseCode} />}
                <Fact label={l.award} value={course.award} />
                <Fact label={l.intakes} value={String(course.intakes)} />
              </dl>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > 0 && (
        <Pagination
          total={data.total}
          page={list.request.pageNo}
          pageSize={Number(list.request.pageSize)}
          pageSizes={CATALOGUE_PAGE_SIZES}
          maxLinks={5}
          labels={{ pagination: l.pagination }}
          onChange={({ page, pageSize }) => list.setPaging(page, pageSize)}
        />
      )}
    </section>
  );
}
