import * as workspace from '../contracts/workspace.js';
import * as workspaceConversation from '../contracts/workspace-conversation.js';
import type { WorkspaceRole } from '../rules/workspace.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';
import { downloadFileName, fetchAndSave, type DownloadOptions, type DownloadOutcome } from './shared-download.js';

/*
 * The partner workspace (issue 26): small functions over the workspace's calls for its screens. Every
 * call but the organisation list and the invitation's names the organisation (`org`). Loads and the
 * writes a form sends take call options: `{ quiet: true }` when the screen shows the refusal itself.
 */

export const loadMyOrganisations = async (options?: CallOptions) => (await getClient().call(workspace.myOrganisations, undefined, options)).organisations;

export const loadStaff = (org: number, options?: CallOptions) => getClient().call(workspace.staff, { query: { org } }, options);
export const inviteStaff = (org: number, email: string, role: WorkspaceRole, options?: CallOptions) => getClient().call(workspace.invite, { query: { org }, body: { email, role } }, options);
export const withdrawInvite = (org: number, inviteId: number) => getClient().call(workspace.withdrawInvite, { query: { org }, body: { inviteId } });
export const setStaffRole = (org: number, clientId: number, role: WorkspaceRole, options?: CallOptions) => getClient().call(workspace.setRole, { query: { org }, body: { clientId, role } }, options);
export const removeStaff = (org: number, clientId: number) => getClient().call(workspace.removeMember, { query: { org }, body: { clientId } });

/** The accept page: what the link offers (no sign-in needed), then the acceptance once signed in. */
export const loadInvitation = (token: string, options?: CallOptions) => getClient().call(workspace.inviteDetails, { query: { token } }, options);
export const acceptInvitation = (token: string, options?: CallOptions) => getClient().call(workspace.acceptInvite, { body: { token } }, options);

/** The inbox's query: the organisation, then any filters (sort, page and page size have defaults). */
export type InboxRequest = { org: number } & Partial<Omit<workspace.InboxQuery, 'org'>>;

const inboxQuery = (request: InboxRequest) => ({ sort: 'submitted_desc' as const, pageNo: 1, pageSize: '20' as const, ...request });

export const loadInbox = (request: InboxRequest, options?: CallOptions) => getClient().call(workspace.inbox, { query: inboxQuery(request) }, options);
export const loadInboxFilters = (org: number, options?: CallOptions) => getClient().call(workspace.inboxFilters, { query: { org } }, options);
export const loadWorkspaceApplication = (org: number, applicationId: number, options?: CallOptions) =>
  getClient().call(workspace.application, { query: { org, applicationId } }, options);

export const decide = (org: number, decision: { entryId: number; status: 'REV' | 'OFC' | 'OFU' | 'REJ'; conditions?: string; reason?: string }, options?: CallOptions) =>
  getClient().call(workspace.decide, { query: { org }, body: { conditions: '', reason: '', ...decision } }, options);
export const addNote = (org: number, applicationId: number, text: string, options?: CallOptions) => getClient().call(workspace.addNote, { query: { org }, body: { applicationId, text } }, options);
/** clientId 0: nobody. */
export const assignApplication = (org: number, applicationId: number, clientId: number, options?: CallOptions) =>
  getClient().call(workspace.assign, { query: { org }, body: { applicationId, clientId } }, options);

export const loadPartnerKeys = async (org: number, options?: CallOptions) => (await getClient().call(workspace.keys, { query: { org } }, options)).keys;
export const createPartnerKey = (org: number, label: string, options?: CallOptions) => getClient().call(workspace.createKey, { query: { org }, body: { label } }, options);
export const revokePartnerKey = async (org: number, keyId: number) => (await getClient().call(workspace.revokeKey, { query: { org }, body: { keyId } })).keys;

/** Downloads a workspace file (a document's `url`, the `documentsZip`, the CSV export) and saves it under its x-filename. */
function downloadPath(path: string, options: DownloadOptions): Promise<DownloadOutcome> {
  return fetchAndSave(
    {
      url: `${getClient().baseUrl}${path}`,
      failureMessage: (response, serverMessage) => serverMessage ?? response.statusText,
      fileName: (response) => downloadFileName(response.headers.get('x-filename')),
    },
    options,
  );
}

/** One document (its `url` from the application page) or all of them as a zip (`documentsZip`). */
export const downloadWorkspaceFile = (path: string, options: DownloadOptions = {}) => downloadPath(path, options);

/** The filtered inbox as CSV. */
export function exportInbox(request: InboxRequest, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  const query = new URLSearchParams(Object.entries(inboxQuery(request)).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return downloadPath(`${workspace.exportInbox.path}?${query}`, options);
}

// ---- The conversation with the student and the "Connect me" enquiries ----

/** What staff write as the organisation: a subject, the rich text's HTML and their uploaded files. */
export interface StaffMessageInput {
  subject: string;
  message: string;
  fileIds?: number[];
}

export const loadConversation = async (org: number, applicationId: number, options?: CallOptions) =>
  (await getClient().call(workspaceConversation.conversation, { query: { org, applicationId } }, options)).messages;
export const sendStaffMessage = async (org: number, applicationId: number, input: StaffMessageInput, options?: CallOptions) =>
  (await getClient().call(workspaceConversation.sendMessage, { query: { org }, body: { applicationId, fileIds: [], ...input } }, options)).messages;

export type EnquiriesRequest = { org: number; state?: 'open' | 'handled' | 'all'; pageNo?: number; pageSize?: '10' | '20' | '50' | '100' };
export const loadEnquiries = (request: EnquiriesRequest, options?: CallOptions) =>
  getClient().call(workspaceConversation.enquiries, { query: { state: 'open' as const, pageNo: 1, pageSize: '20' as const, ...request } }, options);
export const loadEnquiry = (org: number, enquiryId: number, options?: CallOptions) => getClient().call(workspaceConversation.enquiry, { query: { org, enquiryId } }, options);
export const answerEnquiry = (org: number, enquiryId: number, input: StaffMessageInput, options?: CallOptions) =>
  getClient().call(workspaceConversation.answerEnquiry, { query: { org }, body: { enquiryId, fileIds: [], ...input } }, options);
export const setEnquiryHandled = (org: number, enquiryId: number, handled: boolean, options?: CallOptions) =>
  getClient().call(workspaceConversation.handleEnquiry, { query: { org }, body: { enquiryId, handled } }, options);
