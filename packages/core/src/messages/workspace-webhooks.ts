/**
 * The workspace's webhooks (issue 27): the server's refusals and the rules' words (`webhookMessages`)
 * apart from the Webhooks page's words (`webhookLabels`), so each side carries its own.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const webhookMessages = /* @__PURE__ */ defineCatalogue('workspace-webhooks', 'webhookMessages', {
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Webhook delivery not found.',
  urlRequired: 'Please enter the endpoint’s URL.',
  urlInvalid: 'Please enter a valid URL, such as https://crm.example.org/hooks/studyatlas.',
  urlTooLong: 'A URL has at most {max} characters.',
  urlNotHttps: 'The endpoint must use https://.',
  urlCredentials: 'Leave the user name and password out of the URL.',
  /** The server refuses an address inside a private network (SSRF), unless configured to allow it. */
  urlPrivate: 'This server does not send webhooks to private, loopback or link-local addresses.',
  eventsRequired: 'Please choose at least one event.',
  tooManyEndpoints: 'An organisation has at most {max} webhook endpoints.',
  /** A delivery cancelled because its endpoint was disabled. */
  endpointDisabled: 'Endpoint disabled.',
} as const);

/** Why an attempt failed, as the delivery log shows it. */
export const webhookDeliveryErrors = /* @__PURE__ */ defineCatalogue('workspace-webhooks', 'webhookDeliveryErrors', {
  status: 'The endpoint answered HTTP {status}.',
  timeout: 'No answer within {seconds} s.',
  unresolved: 'The endpoint’s host name could not be resolved.',
  network: 'Could not reach the endpoint ({code}).',
  addressRefused: 'The endpoint’s address is in a private network; this server does not send webhooks there.',
} as const);

/** The events an endpoint may subscribe to, with their labels (the page's checkboxes). */
export const webhookEventLabels = /* @__PURE__ */ defineCatalogue('workspace-webhooks', 'webhookEventLabels', {
  'application.submitted': 'Application submitted',
  'application.withdrawn': 'Application withdrawn',
  'offer.accepted': 'Offer accepted',
  'offer.declined': 'Offer declined',
  'enquiry.received': 'Enquiry received',
  'message.received': 'Message received',
  'webhook.test': 'Test event',
} as const);

/** The Webhooks page of the workspace. */
export const webhookLabels = /* @__PURE__ */ defineCatalogue('workspace-webhooks', 'webhookLabels', {
  title: 'Webhooks',
  intro: 'Your systems hear about new applications, offers, enquiries and messages at once: StudyAtlas posts a signed JSON event to each endpoint you add here.',
  docsHint: 'Each request carries the headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks); verify the signature with the endpoint’s secret.',
  loading: 'Loading the webhooks…',
  noEndpoints: 'No endpoints yet.',
  endpointsLabel: 'Endpoints',
  addEndpoint: 'Add endpoint',
  addTitle: 'Add an endpoint',
  editTitle: 'Edit the endpoint',
  url: 'URL',
  urlHint: 'https:// address of your system that receives the events.',
  events: 'Events',
  enabled: 'Enabled',
  disabled: 'Disabled',
  enable: 'Enable',
  disable: 'Disable',
  enableLabel: 'Enable {url}',
  disableLabel: 'Disable {url}',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit {url}',
  editShort: 'Edit',
  remove: 'Delete',
  removeLabel: 'Delete {url}',
  removeTitle: 'Delete endpoint',
  removeConfirm: 'Delete the endpoint {url}? Its delivery log goes with it and no more events are sent to it.',
  removed: 'Endpoint deleted.',
  saved: 'Endpoint saved.',
  /** The secret, shown once after creating or rotating. */
  secretTitle: 'Signing secret',
  secretOnce: 'Copy the secret now: it is not shown again.',
  secretRotated: 'The new secret signs every event from now on; the previous one also signs them until {until}, so your system can switch over.',
  secretLabel: 'Secret of {url}',
  done: 'Done',
  rotate: 'Rotate secret',
  rotateLabel: 'Rotate secret of {url}',
  rotateTitle: 'Rotate secret',
  rotateConfirm: 'Make a new secret for {url}? The current one keeps signing alongside it for 24 hours.',
  overlapUntil: 'Previous secret also signs until {until}',
  sendTest: 'Send a test event',
  sendTestLabel: 'Send a test event to {url}',
  testQueued: 'Test event queued: it appears in the log below.',
  log: 'Delivery log',
  logLabel: 'Delivery log of {url}',
  showLog: 'Show the log',
  hideLog: 'Hide the log',
  showLogLabel: 'Show the log of {url}',
  hideLogLabel: 'Hide the log of {url}',
  logLoading: 'Loading the deliveries…',
  noDeliveries: 'No deliveries yet.',
  refresh: 'Refresh',
  event: 'Event',
  created: 'Created',
  state: 'Status',
  states: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
  responseCode: 'Response',
  latency: 'Latency',
  latencyMs: '{ms} ms',
  attempts: 'Attempts',
  nextAttempt: 'Next attempt',
  lastError: 'Last error',
  none: '—',
  /** A moment in the log ({date} dd-Mon-yyyy, {time} HH:mm, UTC). */
  moment: '{date} {time} UTC',
  resend: 'Send again',
  resendLabel: 'Send again: {event} of {created}',
  resent: 'Delivery queued again.',
  logPagination: 'Pages of deliveries',
} as const);
