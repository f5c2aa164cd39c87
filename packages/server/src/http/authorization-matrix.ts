/**
 * The access declaration of every call signed-in members make (`auth: 'required'`), for the
 * authorization matrix test (authorization-matrix.test.ts). A call added to the contracts without a
 * line here fails the test's meta-check: every new route must say whose data it touches.
 *
 * - `self`: acts on the caller's own data only; nothing in its input names an object of another
 *   member (a list, a load of one's own profile, a new upload …);
 * - `shared`: reads or writes what every member may see or do by design (the catalogue, another
 *   member's public friend card, a request sent to another member) — the reason is given;
 * - `owned`: names member-owned objects by id; each probe, sent by member B, names an object of member
 *   A (`OwnedByA`, created by the test from the demo seed and the areas' fixtures) and must be
 *   answered 404 with a message only, changing nothing of A's.
 * - `workspace`: a partner workspace call on one organisation (`org` in the query) needing an ability
 *   of core rules/workspace.ts; authorization-matrix-workspace.test.ts sends it as a student (403),
 *   as each role (403 exactly when the role lacks the ability) and — naming organisation 1's objects
 *   (`OrgObjects`) through organisation 2 — as organisation 2's owner (404 with a message only).
 */
import type { WorkspaceAbility } from '@studyatlas/core';

/** One request of member B aimed at member A's object: query string, JSON body or headers. */
export interface Probe {
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** What the probe aims at, for the failure message. */
  what: string;
  /**
   * Rarely, a refusal of a form field (400) rather than 404: then the probe with these body fields
   * instead (naming nothing that exists) must get exactly the same answer.
   */
  status?: 400;
  sameAs?: Record<string, unknown>;
}

/** Objects of member A the probes name (ids from the database). */
export interface OwnedByA {
  clientId: number;
  education: number;
  english: number;
  employment: number;
  passport: number;
  visa: number;
  dependant: number;
  favourite: number;
  /** A's group of friends. */
  group: number;
  /** A request another member sent A, still open. */
  requestToA: { linkId: number; requesterId: number };
  /** A's copy of a received message, the message key of a message A sent, A's draft and A's folder. */
  messageCopy: number;
  sentKey: number;
  draft: number;
  folder: number;
  /** A's uploaded file (stored bytes) and a profile record document of A. */
  upload: number;
  document: number;
  /** A's draft application and A's submitted one with its course entry. */
  draftApplication: number;
  submittedApplication: number;
  entry: number;
  survey: number;
  /** A valid country and place for bodies that need one. */
  country: number;
  place: { CountryId: number; StateId: number; CityId: number };
  /** A catalogue intake, as the wizard sends a chosen course. */
  course: { CourseFk: number; LocationFk: number; IntakeFk: number; CourseStudyModeFk: number; AppliedForLegalId: number };
  /** Member B's own: a received message and a friend (so a probe's other fields pass the form checks). */
  b: { messageCopy: number; friend: number };
}

/** Records of organisation 1 that the workspace probes name. */
export interface OrgObjects {
  /** A submitted application with a course at organisation 1, that course entry and a document of it. */
  application: number;
  entry: number;
  document: number;
  /** Organisation 1's partner key, a staff member (not an owner) and an open invitation. */
  key: number;
  member: number;
  invite: number;
  /** A "Connect me" enquiry to organisation 1, a message of its conversation and a file attached to it. */
  enquiry: number;
  message: number;
  messageFile: number;
  /** Organisation 1's webhook endpoint and one delivery of it. */
  endpoint: number;
  delivery: number;
  /** One of organisation 1's allowed origins (the Embed page). */
  embedOrigin: number;
  /** Organisation 1's course and one intake of it (the catalogue, issue 27). */
  course: number;
  intake: number;
  /** One of organisation 1's campuses (the profile and campuses, issue 27). */
  campus: number;
  /** Organisation 1's scholarship, form and event (the workspace's listings, issue 27). */
  scholarship: number;
  form: number;
  event: number;
}

export type Access =
  | { kind: 'self' }
  | { kind: 'shared'; why: string }
  | { kind: 'owned'; probes: (a: OwnedByA) => Probe[] }
  | { kind: 'workspace'; ability: WorkspaceAbility; probes: (o: OrgObjects) => Probe[] };

const self: Access = { kind: 'self' };
const shared = (why: string): Access => ({ kind: 'shared', why });
const owned = (probes: (a: OwnedByA) => Probe[]): Access => ({ kind: 'owned', probes });
/** A course body every field check passes (the ids need not exist: the probes' records are refused first). */
const CATALOGUE_COURSE = { name: 'Stolen', majorId: 1, awardId: 1, campusIds: [] };
const org = (ability: WorkspaceAbility, probes: (o: OrgObjects) => Probe[] = () => []): Access => ({ kind: 'workspace', ability, probes });
/** One kind of listing's six calls (contracts/workspace-listings.ts): a body every field check passes names organisation 1's record. */
function listingAccess(Kind: string, what: string, id: (o: OrgObjects) => number, fields: Record<string, unknown>): Record<string, Access> {
  const aim = (o: OrgObjects, body?: Record<string, unknown>): Probe[] => [{ what: `organisation 1's ${what}`, ...(body ? { body: { recordId: id(o), ...body } } : { query: { recordId: id(o) } }) }];
  return {
    [`workspace${Kind}s`]: org('readCatalogue'),
    [`workspace${Kind}`]: org('readCatalogue', (o) => aim(o)),
    [`workspaceCreate${Kind}`]: org('editCatalogue'),
    [`workspaceUpdate${Kind}`]: org('editCatalogue', (o) => aim(o, fields)),
    [`workspaceSet${Kind}Status`]: org('editCatalogue', (o) => aim(o, { newStatus: 'archived' })),
    [`workspaceRemove${Kind}`]: org('editCatalogue', (o) => aim(o, {})),
  };
}

const PASSPORT = { passportType: 'P', passportNo: 'HIJACK1', issueDate: '2021-04-01', expiryDate: '2031-03-31', issuingAuthority: 'APO' };
const VISA = { visaNo: 'GB-778', visaType: 'ST', otherType: '', subClass: 'Tier 4', grantDate: '2025-08-01', expiryDate: '2027-08-01' };
const DEPENDANT = {
  relation: 'spouse', title: 'Mrs', firstName: 'Hi', lastName: 'Jack', dob: '1998-02-10', gender: 'F',
  accompanying: false, visaNo: '', visaType: '', visaSubClass: '', visaGrantDate: '', visaExpiryDate: '', note: '',
};

/** Every call with auth 'required', by id. */
export const ACCESS: Record<string, Access> = {
  // auth: the caller's own session.
  getSession: self,
  logout: self,
  passwordState: self,
  setPassword: self,
  sessionCookie: self,

  // profile
  profileBasicDetailLoad: self,
  profileBdUpsert: self,
  profileChangeDestinationLoad: self,
  profileChangeDestinationSave: self,
  profileLanguageLoad: self,
  profileLanguageSave: self,
  profileDocumentTypeLoad: shared('the list of document types'),
  profileInstitutionLoad: shared('catalogue institutions of a country'),
  profileLangAndInstLoad: shared('languages and catalogue institutions'),
  profileLoadAboutMe: self,
  profileUpdateAboutMe: self,
  profileLoadEducation: self,
  profileLoadWorkExperience: self,
  profilePassportLoad: self,
  preferenceLoad: self,
  profileCompleteness: self,
  profileEducationRefreshGrid: self,
  saveStudyPreference: self,
  saveStudyPreferenceNew: self,
  profileSaveVisaRes: self,
  studyDestinationLoad: self,
  userProfileData: self,
  profileAddEditEducationLoad: owned((a) => [{ what: "A's qualification", query: { educationId: a.education } }]),
  profileDeleteEducation: owned((a) => [
    { what: "A's qualification", query: { eduDetailId: a.education, delType: 'Education' } },
    { what: "A's English test", query: { eduDetailId: a.english, delType: 'English' } },
  ]),
  profileLoadEnglish: owned((a) => [{ what: "A's English test", query: { modId: 1, testType: 'E', engDetailId: a.english } }]),
  profileSaveEducationDetail: owned((a) => [
    {
      what: "A's qualification",
      body: {
        jsonString: {
          Id: a.education, CountryId: a.country, Qualification: 'Stolen', QulficationLevelFk: 7, LanguageFK: 1, InstStudyFk: 0, InstituteStudied: 'X',
          DateAttendedFrom: '2018-02-01', DateAttendedTo: '2021-11-30', AwardingBody: 'X', HighestQualification: false, SubjectGradeDate: '',
        },
      },
    },
  ]),
  profileSaveEnglishScore: owned((a) => [
    {
      what: "A's English test",
      body: {
        jsonString: {
          EngDetailId: a.english, TestType: 'O', TestName: 'Stolen', TestDate: '2025-06-01', TestReportNo: 'X-1', AwardBy: 'ETS', AwardName: 'GRE', ScoreValue: 'Verbal 158', ...a.place,
        },
      },
    },
  ]),
  profileLoadAddEditWorkExp: owned((a) => [{ what: "A's job", query: { empId: a.employment } }]),
  profileDeleteWorkExp: owned((a) => [{ what: "A's job", query: { employmentId: a.employment } }]),
  profileSaveWorkExperience: owned((a) => [
    {
      what: "A's job",
      body: {
        Id: a.employment, Employer: 'Stolen', Position: 'X', MainDuties: 'X', ReportTo: 'X', StartDate: '2022-01-10', EndDate: '2024-06-30', IsCurrent: false, Name: 'Ram Shrestha',
        EmpContactDetail: [{ AddressType: 'E', ...a.place, PostCode: '44600', Address1: 'Durbar Marg 12', Address2: '', Address3: '', Phone: '+977 1 4220000', Fax: '', Mobile: '', Email: 'hr@example.org' }],
      },
    },
  ]),
  profilePassportDetailLoad: owned((a) => [{ what: "A's passport", query: { passportFk: a.passport } }]),
  profileDeletePassport: owned((a) => [{ what: "A's passport", query: { passportFk: a.passport } }]),
  profileSavePassport: owned((a) => [{ what: "A's passport", body: { jsonString: { ...PASSPORT, id: a.passport, countryFk: a.country } } }]),
  profileVisaDetailLoad: owned((a) => [{ what: "A's visa", query: { visaFk: a.visa } }]),
  profileDeleteVisa: owned((a) => [{ what: "A's visa", query: { visaFk: a.visa } }]),
  profileSaveVisa: owned((a) => [{ what: "A's visa", body: { jsonString: { ...VISA, id: a.visa, countryFk: a.country } } }]),
  profileFamilyDetailLoad: owned((a) => [{ what: "A's dependant", query: { familyFk: a.dependant } }]),
  profileDeleteFamily: owned((a) => [{ what: "A's dependant", query: { familyFk: a.dependant } }]),
  profileSaveFamily: owned((a) => [
    { what: "A's dependant", body: { jsonString: { ...DEPENDANT, id: a.dependant, birthCountryFk: a.country, visaCountryFk: null } } },
  ]),

  // institutions, events, courses, referral: the catalogue and one's own requests.
  connectMe: shared("a message to an institution's campus"),
  registerEvent: shared('a registration of the caller for a catalogue event'),
  courseApplyCondition: self,
  referFriend: self,

  // favourites
  addFavourite: self,
  allFavourite: self,
  favouriteCount: self,
  deleteFavourite: owned((a) => [{ what: "A's favourite", body: { PreferenceFk: a.favourite } }]),

  // friends (discovery)
  friendConnectMessage: shared('a message to another member, delivered to their inbox by design'),
  friendRequest: shared('a friend request to another member, by design'),
  friendDeleteRequest: self, // the pair always includes the caller
  friendDetail: shared("another member's public card (what they chose to publish)"),
  friendSearchData: shared('the member search'),
  friendSearchDataByLocation: shared('the member search'),
  friendFilterLkpByLocation: shared('the member search'),
  // friends (member area)
  friendsMyFriendLoad: self,
  friendsAcceptReject: owned((a) => [{ what: 'a request sent to A', query: { lnkFk: a.requestToA.linkId, lnkType: 'L' } }]),
  friendsAnswerRequest: owned((a) => [{ what: 'a request sent to A', query: { client_fk: a.requestToA.requesterId, lnktype: 'L' } }]),
  friendsGroupLoad: owned((a) => [{ what: "A's group", query: { groupFk: a.group } }]),
  friendsGroupSave: owned((a) => [{ what: "A's group", query: { name: 'Stolen', MemberUserFks: String(a.b.friend), groupId: a.group } }]),
  friendsGroupDelete: owned((a) => [{ what: "A's group", query: { groupId: a.group } }]),

  // files
  uploadFile: self,
  uploadImage: self,
  getProfileImage: self,
  getFriendImage: shared("a friend's photo through an address signed for the viewer (files/routes.test.ts checks the signature)"),
  downloadFiles: owned((a) => [{ what: "A's profile document", headers: { fileID: String(a.document), key: 'EDN' } }]),
  downloadZipFile: owned((a) => [{ what: "A's profile document", headers: { fileID: String(a.document), key: 'EDN' } }]),

  // application (the wizard)
  applicationStartCheck: shared('the intake of a catalogue course'),
  applicationFavouriteCourseSelect: self,
  applicationCourseDetailProfile: shared('catalogue courses and the caller profile'),
  applicationGenerate: self,
  applicationCurrent: owned((a) => [{ what: "A's application", query: { appFk: a.draftApplication } }]),
  applicationSaveStep: owned((a) => [{ what: "A's application", body: { applicationFk: a.draftApplication, step: 'B' } }]),
  applicationLoadSummary: owned((a) => [{ what: "A's application", body: { applicationFk: a.draftApplication } }]),
  applicationLoadDeclaration: owned((a) => [{ what: "A's application", query: { courseLegalFk: 0, applicationFk: a.draftApplication } }]),
  applicationGetSapStudentId: owned((a) => [{ what: "A's application", query: { courseFk: 0, courseLegalId: 0, applicationFk: a.draftApplication, slistId: 0 } }]),
  applicationSyncProfileData: owned((a) => [{ what: "A's application", query: { courseLegalId: 0, sapClientFk: 0, applicationFk: a.draftApplication } }]),
  applicationUpsertDeclaration: owned((a) => [
    { what: "A's application", query: { applicationFk: a.draftApplication, privacyPolicyFk: 1, formKey: 'SAP_APP', sapClientFk: 0, courseFk: 0 } },
  ]),
  applicationAddOrDeleteCourse: owned((a) => [
    { what: "A's application", body: { SapClientId: 0, sListCourse: [], value: 'A', courseData: [a.course], ApplicationFk: a.draftApplication } },
  ]),

  // applications (my applications)
  applicationsMyApplicationLoad: self,
  applicationsParameters: owned((a) => [{ what: "A's application", query: { appFk: a.submittedApplication } }]),
  applicationsDelete: owned((a) => [{ what: "A's application", query: { appId: a.draftApplication } }]),
  applicationsGeneratePdf: owned((a) => [{ what: "A's application", query: { appId: a.submittedApplication, courselegalId: 0 } }]),
  applicationsRespondToOffer: owned((a) => [{ what: "A's course entry", body: { entryId: a.entry, status: 'WDR' } }]),

  // questionnaire: answers belong to an application.
  questionnaireGetQuestion: owned((a) => [{ what: "A's application", query: { survey_fk: a.survey, applicationFk: a.draftApplication, question_fk: 0 } }]),
  questionnaireGetPreviousQuestion: owned((a) => [{ what: "A's application", query: { survey_fk: a.survey, question_fk: 1, applicationFk: a.draftApplication } }]),
  questionnaireSaveParticipant: owned((a) => [{ what: "A's application", body: { surveyFk: a.survey, applicationFk: a.draftApplication } }]),
  questionnaireSaveResponse: owned((a) => [
    { what: "A's application", body: { surveyFk: a.survey, questionFk: 1, applicationFk: a.draftApplication, text: 'Stolen', details: [] } },
  ]),

  // messaging
  messagingInbox: self,
  messagingNotices: self,
  messagingSaveNotices: self,
  messagingRecipients: self,
  messagingUnreadCount: self,
  messagingUnreadEvents: self,
  messagingAddFolder: self,
  messagingDeleteFolder: owned((a) => [{ what: "A's folder", query: { folderFk: a.folder } }]),
  messagingFilter: owned((a) => [{ what: "A's folder", query: { filterKey: 'DY', folderFk: a.folder } }]),
  messagingFilterByKeyWord: owned((a) => [{ what: "A's folder", query: { actionKey: 'DY', keyWord: 'a', folderFk: a.folder } }]),
  messagingMove: owned((a) => [
    { what: "A's message", query: { MsgFks: String(a.messageCopy), folderFk: 'I' } },
    { what: "A's folder", query: { MsgFks: String(a.b.messageCopy), folderFk: String(a.folder) } },
  ]),
  messagingDelete: owned((a) => [{ what: "A's message", query: { MsgFks: String(a.messageCopy), type: '' } }]),
  messagingDiscard: owned((a) => [{ what: "A's draft", query: { MsgFk: a.draft } }]),
  messagingComposeData: owned((a) => [{ what: "A's message", query: { MsgFk: a.messageCopy, actionType: 'R' } }]),
  messagingRead: owned((a) => [{ what: "A's message", query: { MsgFk: a.messageCopy, msgType: 'I', actionType: 'I' } }]),
  messagingAttachment: owned((a) => [{ what: "A's attachment", query: { MsgFk: a.sentKey, fileFk: a.upload } }]),
  messagingSave: owned((a) => [
    { what: "A's draft", body: { action_type: 'D', subject: 'Stolen', messageFk: a.draft } },
    { what: "A's message as parent", body: { action_type: 'D', subject: 'Re', parentMessageFk: a.messageCopy } },
    // A form-field refusal (400), worded exactly as for an id that does not exist: nothing tells A's file exists.
    { what: "A's upload as attachment", body: { action_type: 'D', subject: 'Mine', FileInfoFks: String(a.upload) }, status: 400, sameAs: { FileInfoFks: '99999999' } },
  ]),

  // workspace (issue 26): the organisation's staff; the invitation's own calls act on the caller.
  workspaceMyOrganisations: self,
  workspaceAcceptInvite: self, // the invitation must name the caller's own e-mail address
  workspaceStaff: org('staff'),
  workspaceInvite: org('manageStaff'),
  workspaceWithdrawInvite: org('manageStaff', (o) => [{ what: "organisation 1's invitation", body: { inviteId: o.invite } }]),
  workspaceSetRole: org('manageStaff', (o) => [{ what: "organisation 1's staff member", body: { clientId: o.member, role: 'owner' } }]),
  workspaceRemoveMember: org('manageStaff', (o) => [{ what: "organisation 1's staff member", body: { clientId: o.member } }]),
  workspaceInbox: org('readApplications'),
  workspaceInboxFilters: org('readApplications'),
  workspaceExportInbox: org('readApplications'),
  workspaceApplication: org('readApplications', (o) => [{ what: "organisation 1's application", query: { applicationId: o.application } }]),
  workspaceDocument: org('readApplications', (o) => [{ what: "organisation 1's applicant's document", query: { applicationId: o.application, fileId: o.document } }]),
  workspaceDocumentsZip: org('readApplications', (o) => [{ what: "organisation 1's application", query: { applicationId: o.application } }]),
  workspaceDecide: org('decide', (o) => [{ what: "organisation 1's course entry", body: { entryId: o.entry, status: 'REV' } }]),
  workspaceAddNote: org('decide', (o) => [{ what: "organisation 1's application", body: { applicationId: o.application, text: 'Stolen' } }]),
  workspaceAssign: org('decide', (o) => [{ what: "organisation 1's application", body: { applicationId: o.application, clientId: 0 } }]),
  workspaceConversation: org('readApplications', (o) => [{ what: "organisation 1's application", query: { applicationId: o.application } }]),
  workspaceSendMessage: org('decide', (o) => [{ what: "organisation 1's application", body: { applicationId: o.application, subject: 'Stolen', message: '<p>Stolen</p>' } }]),
  workspaceMessageAttachment: org('readApplications', (o) => [{ what: "organisation 1's message attachment", query: { messageId: o.message, fileId: o.messageFile } }]),
  workspaceEnquiries: org('readApplications'),
  workspaceEnquiry: org('readApplications', (o) => [{ what: "organisation 1's enquiry", query: { enquiryId: o.enquiry } }]),
  workspaceAnswerEnquiry: org('decide', (o) => [{ what: "organisation 1's enquiry", body: { enquiryId: o.enquiry, subject: 'Stolen', message: '<p>Stolen</p>' } }]),
  workspaceHandleEnquiry: org('decide', (o) => [{ what: "organisation 1's enquiry", body: { enquiryId: o.enquiry, handled: true } }]),
  workspaceKeys: org('manageKeys'),
  workspaceCreateKey: org('manageKeys'),
  workspaceRevokeKey: org('manageKeys', (o) => [{ what: "organisation 1's partner key", body: { keyId: o.key } }]),
  // webhooks (issue 27): owners only, the log included.
  workspaceWebhooks: org('manageWebhooks'),
  workspaceCreateWebhook: org('manageWebhooks'),
  workspaceUpdateWebhook: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook endpoint", body: { endpointId: o.endpoint, url: 'https://203.0.113.11/hook', events: ['application.submitted'], enabled: true } }]),
  workspaceDeleteWebhook: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook endpoint", body: { endpointId: o.endpoint } }]),
  workspaceRotateWebhookSecret: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook endpoint", body: { endpointId: o.endpoint } }]),
  workspaceWebhookDeliveries: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook endpoint", query: { endpointId: o.endpoint } }]),
  workspaceResendWebhook: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook delivery", body: { deliveryId: o.delivery } }]),
  workspaceTestWebhook: org('manageWebhooks', (o) => [{ what: "organisation 1's webhook endpoint", body: { endpointId: o.endpoint } }]),
  // embedding (issue 27): owners only; the catalogue's import and export: owners and catalogue editors.
  workspaceEmbed: org('manageEmbed'),
  workspaceAddEmbedOrigin: org('manageEmbed'),
  workspaceRemoveEmbedOrigin: org('manageEmbed', (o) => [{ what: "organisation 1's allowed origin", body: { originId: o.embedOrigin } }]),
  workspaceImportCatalogue: org('editCatalogue'),
  workspaceImportJobs: org('editCatalogue'),
  workspaceExportCatalogue: org('editCatalogue'),
  // the catalogue (issue 27): every role reads, owners and catalogue editors write
  workspaceCatalogueCourses: org('readCatalogue'),
  workspaceCatalogueOptions: org('readCatalogue'),
  workspaceCatalogueCourse: org('readCatalogue', (o) => [{ what: "organisation 1's course", query: { courseId: o.course } }]),
  workspaceCourseHistory: org('readCatalogue', (o) => [{ what: "organisation 1's course", query: { courseId: o.course } }]),
  workspaceCreateCourse: org('editCatalogue'),
  workspaceUpdateCourse: org('editCatalogue', (o) => [{ what: "organisation 1's course", body: { courseId: o.course, ...CATALOGUE_COURSE } }]),
  workspaceSetCourseStatus: org('editCatalogue', (o) => [{ what: "organisation 1's course", body: { courseId: o.course, newStatus: 'archived' } }]),
  workspaceSaveIntake: org('editCatalogue', (o) => [
    { what: "organisation 1's course", body: { courseId: o.course, locationId: 1, studyModeId: 1, startDate: '2027-02-22', seats: 0 } },
    { what: "organisation 1's intake", body: { courseId: o.course, intakeId: o.intake, locationId: 1, studyModeId: 1, startDate: '2027-02-22', seats: 0 } },
  ]),
  workspaceDeleteIntake: org('editCatalogue', (o) => [{ what: "organisation 1's intake", body: { intakeId: o.intake } }]),
  workspaceProfile: org('readCatalogue'),
  workspaceUpdateProfile: org('editCatalogue'),
  workspaceUploadLogo: org('editCatalogue'),
  workspaceProfileHistory: org('readCatalogue', (o) => [{ what: "organisation 1's campus", query: { campusId: o.campus } }]),
  workspaceCampuses: org('readCatalogue'),
  workspaceCampus: org('readCatalogue', (o) => [{ what: "organisation 1's campus", query: { campusId: o.campus } }]),
  workspaceSaveCampus: org('editCatalogue', (o) => [{ what: "organisation 1's campus", body: { campusId: o.campus, name: 'Stolen', countryId: 1, city: 'Stolen' } }]),
  workspaceDeleteCampus: org('editCatalogue', (o) => [{ what: "organisation 1's campus", body: { campusId: o.campus } }]),
  // scholarships, forms and events (issue 27): every role reads, owners and catalogue editors write
  workspaceListingOptions: org('readCatalogue'),
  workspaceEventParticipantOptions: org('readCatalogue'),
  workspaceListingHistory: org('readCatalogue', (o) => [
    { what: "organisation 1's scholarship", query: { record: 'scholarship', recordId: o.scholarship } },
    { what: "organisation 1's form", query: { record: 'form', recordId: o.form } },
    { what: "organisation 1's event", query: { record: 'event', recordId: o.event } },
  ]),
  ...listingAccess('Scholarship', 'scholarship', (o) => o.scholarship, { name: 'Stolen', countryId: 1, openDate: '2026-01-01', closeDate: '2026-12-31' }),
  ...listingAccess('Form', 'form', (o) => o.form, { name: 'Stolen', categoryId: 1, fileId: 1 }),
  ...listingAccess('Event', 'event', (o) => o.event, { name: 'Stolen', locationId: 1, dateFrom: '2026-01-01', dateTo: '2026-01-02' }),
};
