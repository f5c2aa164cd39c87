import { useState } from 'react';
import { answerEnquiry, format, loadEnquiries, loadEnquiry, setEnquiryHandled, workspaceConversationLabels as c, type StaffMessageInput, type workspaceConversation } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';
import { conversationsChanged, enquiriesKey, enquiryKey } from './query-keys.js';
import { QUIET } from './quiet.js';

export type EnquiryState = (typeof workspaceConversation.ENQUIRY_STATES)[number];

type EnquiryList = { rows: workspaceConversation.EnquiryRow[]; total: number; open: number; pageNo: number; pageSize: number };

export interface EnquiriesController {
  page: Query<EnquiryList>;
  state: EnquiryState;
  setState: (state: EnquiryState) => void;
  paging: { page: number; pageSize: number };
  setPaging: (paging: { page: number; pageSize: number }) => void;
}

/** The organisation's enquiries: open (default), handled or all, newest first, a page at a time. */
export function useEnquiries(org: number): EnquiriesController {
  const [state, choose] = useState<EnquiryState>('open');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const request = { org, state, pageNo: paging.page, pageSize: String(paging.pageSize) as '10' | '20' | '50' | '100' };
  const page = useQuery(`${enquiriesKey(org)}/${JSON.stringify(request)}`, () => loadEnquiries(request, QUIET), { audience: 'member', keepWhileLoading: true });
  const setState = (next: EnquiryState) => {
    choose(next);
    setPaging((was) => ({ ...was, page: 1 }));
  };
  return { page, state, setState, paging, setPaging };
}

export interface EnquiryController {
  enquiry: Query<workspaceConversation.Enquiry>;
  /** Answers as the organisation; resolves with the success notice's words. */
  answer: (input: StaffMessageInput) => Promise<string>;
  setHandled: (handled: boolean) => Promise<void>;
}

/** One enquiry (opening it reads the member's replies: the lists and badges are asked again), its answer, handled or open. */
export function useEnquiry(org: number, enquiryId: number): EnquiryController {
  const enquiry = useQuery(
    enquiryKey(org, enquiryId),
    async () => {
      const loaded = await loadEnquiry(org, enquiryId, QUIET);
      conversationsChanged(org);
      return loaded;
    },
    { audience: 'member' },
  );
  return {
    enquiry,
    answer: async (input) => {
      const answered = await answerEnquiry(org, enquiryId, input, QUIET);
      enquiry.setData(() => answered);
      conversationsChanged(org);
      return answered.sender.clientId === null ? format(c.answerMailedNotice, { email: answered.sender.email }) : format(c.messageSentNotice, { name: answered.sender.name });
    },
    setHandled: async (handled) => {
      const changed = await setEnquiryHandled(org, enquiryId, handled, QUIET);
      enquiry.setData(() => changed);
      conversationsChanged(org);
    },
  };
}
