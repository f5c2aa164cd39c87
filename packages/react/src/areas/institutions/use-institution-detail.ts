import { institutions } from '@studyatlas/core';
import { useDetailBack } from '../../navigation/detail-back.js';
import { useQuery, type QueryStatus } from '../../data/use-query.js';
import { usePrintView, type PrintView } from '../../kits/find/use-print-view.js';
import {
  institutionAgents,
  institutionDetail,
  institutionDetailPrint,
  institutionFormCategories,
  institutionScholarships,
  type InstDetail,
  type InstDetailPrint,
} from '@studyatlas/core';

export interface InstitutionDetailData {
  detail: InstDetail;
  scholarships: institutions.InstScholarship[];
  agents: institutions.AgentRow[];
  forms: institutions.FormCategoryRow[];
}

export type InstitutionDetailStatus = QueryStatus;

export interface InstitutionDetailController extends PrintView<InstDetailPrint> {
  status: InstitutionDetailStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The institution was not found.'). */
  error: string | null;
  data: InstitutionDetailData | null;
  /** Back is offered: to the search when opened from the list or map, else to the previous page. */
  canGoBack: boolean;
  back: () => void;
}

export interface UseInstitutionDetailOptions {
  legalFk: number;
  /** Replaces the default back action. */
  onBack?: () => void;
}

/**
 * The institution detail (/instdetail/:legalId, discovery §2): the detail and, alongside it, its
 * scholarships, representing agents and form categories (events come with the detail); the print
 * view; the back action.
 */
export function useInstitutionDetail({ legalFk, onBack }: UseInstitutionDetailOptions): InstitutionDetailController {
  const { canGoBack, back } = useDetailBack(onBack);
  const printView = usePrintView(() => institutionDetailPrint(legalFk), [legalFk]);
  const { status, error, data } = useQuery<InstitutionDetailData>(`institutions/detail/${legalFk}`, () => {
    const quiet = { quiet: true };
    const optional = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    return Promise.all([
      institutionDetail(legalFk, quiet),
      optional(institutionScholarships(legalFk, quiet).then((reply) => reply.rows), []),
      optional(institutionAgents(legalFk, quiet).then((reply) => reply.rows), []),
      optional(institutionFormCategories(legalFk, quiet).then((reply) => reply.categories), []),
    ]).then(([detail, scholarships, agents, forms]) => ({ detail, scholarships, agents, forms }));
  });

  return {
    status,
    error,
    data,
    ...printView,
    canGoBack,
    back,
  };
}
