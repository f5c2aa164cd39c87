import { useEffect, useState } from 'react';
import { ApiError, institutions } from '@studyatlas/core';
import { useDetailBack } from '../../navigation/detail-back.js';
import {
  institutionAgents,
  institutionDetail,
  institutionDetailPrint,
  institutionFormCategories,
  institutionScholarships,
  type InstDetail,
  type InstDetailPrint,
} from './api.js';

export interface InstitutionDetailData {
  detail: InstDetail;
  scholarships: institutions.InstScholarship[];
  agents: institutions.AgentRow[];
  forms: institutions.FormCategoryRow[];
}

export type InstitutionDetailStatus = 'loading' | 'done' | 'failed';

export interface InstitutionDetailController {
  status: InstitutionDetailStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The institution was not found.'). */
  error: string | null;
  data: InstitutionDetailData | null;
  /** The print view's data while it is open. */
  print: InstDetailPrint | null;
  printBusy: boolean;
  openPrint: () => Promise<void>;
  closePrint: () => void;
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
  const [status, setStatus] = useState<InstitutionDetailStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<InstitutionDetailData | null>(null);
  const [print, setPrint] = useState<InstDetailPrint | null>(null);
  const [printBusy, setPrintBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setError(null);
    setData(null);
    setPrint(null);
    const quiet = { quiet: true };
    const optional = <T,>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    Promise.all([
      institutionDetail(legalFk, quiet),
      optional(institutionScholarships(legalFk, quiet).then((reply) => reply.rows), []),
      optional(institutionAgents(legalFk, quiet).then((reply) => reply.rows), []),
      optional(institutionFormCategories(legalFk, quiet).then((reply) => reply.categories), []),
    ]).then(
      ([detail, scholarships, agents, forms]) => {
        if (!live) return;
        setData({ detail, scholarships, agents, forms });
        setStatus('done');
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof ApiError ? failure.message : String(failure));
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [legalFk]);

  return {
    status,
    error,
    data,
    print,
    printBusy,
    canGoBack,
    back,
    openPrint: async () => {
      if (printBusy) return;
      setPrintBusy(true);
      try {
        setPrint(await institutionDetailPrint(legalFk));
      } catch (failure) {
        if (!(failure instanceof ApiError)) throw failure;
      } finally {
        setPrintBusy(false);
      }
    },
    closePrint: () => setPrint(null),
  };
}
