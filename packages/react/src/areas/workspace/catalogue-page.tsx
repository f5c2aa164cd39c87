import { useId, useState } from 'react';
import { catalogueLabels as l, courseStatusLabels, format, roleCan, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_NEW_COURSE_ROUTE, workspaceCourseRoute } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';
import { Fact } from './facts.js';
import { below, type SectionLevel } from './section-level.js';
import { CATALOGUE_PAGE_SIZES, useCatalogueList } from './use-catalogue.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Status = '' | workspace.CourseStatus;
const statusOptions = () => [{ value: '', label: l.anyStatus }, ...Object.entries(courseStatusLabels).map(([value, label]) => ({ value, label }))];

/** The organisation's courses (issue 27): search by name, filter by status, pages; New course for those who edit. */
export function CataloguePage({ organisation, level }: { organisation: workspace.Organisation; level: SectionLevel }) {
  useWorkspaceStyles();
  const list = useCatalogueList(organisation.id);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Status>('');
  const data = list.page.data;
  const Heading = `h${level}` as const;
  const Row = `h${below(level)}` as const;
  const titleId = useId();
  return (
    <section className="sa-workspace-catalogue" aria-labelledby={titleId}>
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
      <form
        className="sa-workspace-filters"
        role="search"
        aria-label={l.title}
        onSubmit={(event) => {
          event.preventDefault();
          list.search(q.trim(), status);
        }}
      >
        <div className="sa-workspace-filter-grid">
          <TextField label={l.search} value={q} maxLength={300} onChange={(event) => setQ(event.currentTarget.value)} />
          <SelectField label={l.status} value={status} options={statusOptions()} onValueChange={(value) => setStatus(value as Status)} />
        </div>
        <div className="sa-workspace-actions">
          <Button type="submit">{l.apply}</Button>
        </div>
      </form>
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
                  <Link to={workspaceCourseRoute(course.id)}><bdi>{course.name}</bdi></Link>
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
