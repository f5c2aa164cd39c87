import { refreshQueries } from '@studyatlas/core';

/**
 * The workspace's keys in the data layer (react/src/data): the organisations (with their unread
 * counts) and, per organisation, its inbox pages, filter lists, applications, conversations,
 * enquiries, staff, keys, webhook endpoints and their log pages.
 */
export const WORKSPACE = 'workspace';
export const ORGANISATIONS = `${WORKSPACE}/organisations`;
const ofOrganisation = (org: number) => `${WORKSPACE}/org/${org}`;
export const inboxKey = (org: number) => `${ofOrganisation(org)}/inbox`;
export const filtersKey = (org: number) => `${ofOrganisation(org)}/filters`;
export const applicationKey = (org: number, applicationId: number) => `${ofOrganisation(org)}/application/${applicationId}`;
export const conversationKey = (org: number, applicationId: number) => `${ofOrganisation(org)}/conversation/${applicationId}`;
export const enquiriesKey = (org: number) => `${ofOrganisation(org)}/enquiries`;
export const enquiryKey = (org: number, enquiryId: number) => `${ofOrganisation(org)}/enquiry/${enquiryId}`;
export const staffKey = (org: number) => `${ofOrganisation(org)}/staff`;
export const keysKey = (org: number) => `${ofOrganisation(org)}/keys`;
export const webhooksKey = (org: number) => `${ofOrganisation(org)}/webhooks`;
export const webhookLogKey = (org: number, endpointId: number, pageNo: number) => `${webhooksKey(org)}/${endpointId}/log/${pageNo}`;
/** An endpoint's log pages (after send again, a test event, Refresh). */
export const webhookLogsKey = (org: number, endpointId: number) => `${webhooksKey(org)}/${endpointId}/log`;
export const embedKey = (org: number) => `${ofOrganisation(org)}/embed`;
export const importJobsKey = (org: number) => `${ofOrganisation(org)}/import-jobs`;
/** The catalogue's list pages, its form options, a course (with its intakes) and its history pages. */
export const catalogueKey = (org: number) => `${ofOrganisation(org)}/catalogue`;
export const catalogueOptionsKey = (org: number) => `${ofOrganisation(org)}/catalogue-options`;
export const courseKey = (org: number, courseId: number) => `${ofOrganisation(org)}/course/${courseId}`;
export const courseHistoryKey = (org: number, courseId: number) => `${ofOrganisation(org)}/course-history/${courseId}`;
/** The organisation's profile, its campuses (with the countries), a campus and the profile's or a campus's history pages. */
export const profileKey = (org: number) => `${ofOrganisation(org)}/profile`;
export const campusesKey = (org: number) => `${ofOrganisation(org)}/campuses`;
export const campusKey = (org: number, campusId: number) => `${campusesKey(org)}/${campusId}`;
export const profileHistoryKey = (org: number, campusId: number | null) => `${ofOrganisation(org)}/profile-history/${campusId ?? 'organisation'}`;
/** The scholarships', forms' and events' list pages, a record, its history pages and what their forms choose from. */
export const listingsKey = (org: number, kind: string) => `${ofOrganisation(org)}/${kind}s`;
export const listingKey = (org: number, kind: string, recordId: number) => `${ofOrganisation(org)}/${kind}/${recordId}`;
export const listingHistoryKey = (org: number, kind: string, recordId: number) => `${ofOrganisation(org)}/${kind}-history/${recordId}`;
export const listingOptionsKey = (org: number) => `${ofOrganisation(org)}/listing-options`;
/** The institutions and agents an event's participants are picked from, by the text searched. */
export const participantOptionsKey = (org: number, q: string) => `${ofOrganisation(org)}/participant-options/${q}`;
export const invitationKey = (token: string) => `${WORKSPACE}/invitation/${token}`;

/** An application was opened (marked read) or decided: the inbox's pages and the unread badges follow. */
export const inboxChanged = (org: number): void => refreshQueries(inboxKey(org), ORGANISATIONS);

/** A conversation or an enquiry was opened (replies read) or answered: the lists and the badges follow. */
export const conversationsChanged = (org: number): void => refreshQueries(inboxKey(org), enquiriesKey(org), ORGANISATIONS);
