import { useState } from 'react';
import { loadCatalogueCourse, loadCatalogueCourses, loadCatalogueOptions, loadCourseHistory, refreshQueries, type CatalogueListRequest } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import { catalogueKey, catalogueOptionsKey, courseHistoryKey, courseKey } from './query-keys.js';
import { QUIET } from './quiet.js';

export const CATALOGUE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The catalogue list: the applied search (name, status) and the page; a search starts at page 1. */
export function useCatalogueList(org: number) {
  const [request, setRequest] = useState<CatalogueListRequest>({ q: '', status: '', pageNo: 1, pageSize: '20' });
  const page = useQuery(`${catalogueKey(org)}/${JSON.stringify(request)}`, () => loadCatalogueCourses(org, request, QUIET), { audience: 'member' });
  return {
    request,
    page,
    search: (q: string, status: CatalogueListRequest['status']) => setRequest((was) => ({ ...was, q, status, pageNo: 1 })),
    setPaging: (pageNo: number, pageSize: number) => setRequest((was) => ({ ...was, pageNo, pageSize: String(pageSize) as CatalogueListRequest['pageSize'] })),
  };
}

/** What the course and intake forms choose from (kept for the organisation's visit). */
export const useCatalogueOptions = (org: number) => useQuery(catalogueOptionsKey(org), () => loadCatalogueOptions(org, QUIET), { audience: 'member' });

/** A course with its intakes; none asked for a new one. */
export const useCatalogueCourse = (org: number, courseId: number | null) =>
  useQuery(courseId ? courseKey(org, courseId) : null, () => loadCatalogueCourse(org, courseId!, QUIET), { audience: 'member' });

export const useCourseHistory = (org: number, courseId: number, pageNo: number) =>
  useQuery(`${courseHistoryKey(org, courseId)}/${pageNo}`, () => loadCourseHistory(org, courseId, pageNo, QUIET), { audience: 'member' });

/** A course changed: the list pages and its history follow. */
export const catalogueChanged = (org: number, courseId: number): void => refreshQueries(catalogueKey(org), courseHistoryKey(org, courseId));
