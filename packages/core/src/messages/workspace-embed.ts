/**
 * The workspace's Embed page (issue 27): the server's refusals and the origin rule's words
 * (`embedMessages`) apart from the page's words (`embedLabels`), so each side carries its own.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const embedMessages = /* @__PURE__ */ defineCatalogue('workspace-embed', 'embedMessages', {
  originRequired: 'Please enter the origin of your page, such as https://apply.example.edu.',
  originInvalid: 'Please enter a valid origin, such as https://apply.example.edu.',
  originTooLong: 'An origin has at most {max} characters.',
  originNotHttps: 'The origin must use https:// (http:// only for localhost).',
  originHasPath: 'An origin is the scheme, host and port only: leave out the path, query and fragment (https://apply.example.edu).',
  originCredentials: 'Leave the user name and password out of the origin.',
  originWildcard: 'An origin names one host exactly; wildcards are not allowed.',
  originTaken: 'This origin is already allowed.',
  originNotFound: 'Allowed origin not found.',
  tooManyOrigins: 'An organisation has at most {max} allowed origins.',
} as const);

/** The Embed page of the workspace. */
export const embedLabels = /* @__PURE__ */ defineCatalogue('workspace-embed', 'embedLabels', {
  title: 'Embed',
  loading: 'Loading the embed settings…',
  intro: 'Put your organisation’s StudyAtlas widgets on your own web pages: allow the origins your pages are served from, copy a snippet, and adjust the look.',
  originsTitle: 'Allowed origins',
  originsHint: 'Pages on these origins may sign members in and make their calls through the widgets. Public searches work on any page.',
  noOrigins: 'No origins yet: the widgets on your pages can search, but not sign in.',
  origin: 'Origin',
  originHint: 'The scheme, host and port of your page, such as https://apply.example.edu (http:// only for localhost).',
  addOrigin: 'Add origin',
  removeOrigin: 'Remove',
  removeOriginLabel: 'Remove {origin}',
  removeTitle: 'Remove the origin',
  removeConfirm: 'Remove {origin}? Widgets on its pages can no longer sign members in.',
  originAdded: 'The origin was added.',
  originRemoved: 'The origin was removed.',
  originsLabel: 'Allowed origins',
  widgetsTitle: 'Snippets',
  widget: 'Widget',
  widgetSearch: 'Course search',
  widgetApply: 'Apply',
  widgetApplications: 'My applications',
  widgetMessages: 'Messages',
  course: 'Course',
  noCourses: 'Your organisation has no courses yet.',
  scriptSnippet: 'Script tag',
  reactSnippet: 'React',
  copy: 'Copy',
  copyLabel: 'Copy the {what} snippet',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  previewTitle: 'Preview',
  previewFrame: 'Preview of the {widget} widget',
  themeTitle: 'Theme',
  themeHint: 'Change a variable and the snippets and the preview follow. Leave one empty for its default.',
  themeReset: 'Reset the theme',
} as const);

/** The Import and export page of the workspace (the catalogue in the import format). */
export const catalogueTransferLabels = /* @__PURE__ */ defineCatalogue('workspace-embed', 'catalogueTransferLabels', {
  title: 'Import and export',
  loading: 'Loading the imports…',
  intro: 'Update your organisation’s catalogue from a file in the import format (CSV, JSON or JSON Lines, see the import guide), or download it in that format.',
  exportTitle: 'Export',
  exportHint: 'Your institution, campuses, courses, intakes and questionnaires as one JSON Lines file. Import it again and nothing changes.',
  exportButton: 'Download the catalogue',
  importTitle: 'Import',
  file: 'Import file',
  fileHint: 'CSV (.csv), JSON (.json) or JSON Lines (.jsonl, .ndjson), UTF-8. Rows for another organisation are refused.',
  dryRun: 'Only check the file (write nothing)',
  importButton: 'Import',
  fileRequired: 'Please choose a file.',
  running: 'Importing {file}…',
  /** The importer's progress line ({pass}, {passes}, {step}, {rows}). */
  progress: 'Pass {pass} of {passes} ({step}): {rows} rows read',
  progressFirst: 'Pass 1 (checking every record): {rows} rows read',
  progressSearch: 'Updating the course search…',
  reportTitle: 'Report',
  summary: '{records} records read, {imported} imported, {rejected} rejected.',
  lastImports: 'Recent imports',
  noImports: 'No imports yet.',
  jobState: '{file}: {state}, {date} {time} UTC',
  stateRunning: 'running',
  stateDone: 'done',
  stateFailed: 'failed',
  stateInterrupted: 'interrupted',
} as const);

/** The import job's refusals and states (server and page). */
export const catalogueTransferMessages = /* @__PURE__ */ defineCatalogue('workspace-embed', 'catalogueTransferMessages', {
  notMultipart: 'Send the import file as multipart/form-data, field file.',
  fileRequired: 'Please choose a file.',
  fileTooLarge: 'An import file has at most {max} MB.',
  jobNotFound: 'Import not found.',
  /** A job that was running when its server stopped: one transaction, so nothing of it was written. */
  interrupted: 'The server stopped while the file was imported; nothing of it was written. Import it again.',
  outOfScope: 'not your organisation’s: a workspace import changes your organisation’s own catalogue only',
} as const);
