import { elementSpec, type PartSpec, type PropSpec } from './spec.js';
import { lazyComponent } from './lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const EventDetailElement = lazyComponent(() => import('./events/elements.js'), 'EventDetailElement');
const EventSearchElement = lazyComponent(() => import('./events/elements.js'), 'EventSearchElement');

export type { EventSearchElementProps, EventDetailElementProps } from './events/elements.js';

/*
 * The events area's elements: the event search (form, list and detail inside one widget, optionally
 * scoped to one institution) and one event's detail with registration.
 */

const headingLevel: PropSpec = {
  type: 'number',
  tsType: '1 | 2 | 3 | 4',
  description: "Level of the widget's headings: 2 (default) inside a page, 1 when the widget is the page's main content.",
};

export const eventDetailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button (back, register, a document download).' },
  { name: 'form-error', description: 'The message when the event was not found.' },
  { name: 'event-register', description: "The registration area: the Register button, or 'You have now registered to attend this Event.'." },
  { name: 'favourite-toggle', description: 'The favourite heart (category E).' },
  { name: 'accordion', description: 'The detail sections.' },
  { name: 'accordion-trigger', description: "A section's header button." },
  { name: 'accordion-panel', description: "A section's content." },
  { name: 'read-more', description: 'A description with its Read more / Read less toggle.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const eventSearchParts: readonly PartSpec[] = [
  ...eventDetailParts,
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'event-row', description: 'One event of the list.' },
  { name: 'pagination', description: 'The paging bar.' },
  { name: 'page-link', description: 'A page number or a first / previous / next / last button.' },
];

export const eventSearchElement = elementSpec({
  tag: 'sa-event-search',
  component: EventSearchElement,
  description:
    "Event search for a partner page: the search form (event country required, dates checked; no dates = from today), the list of events (paged, with the filter beside it) and an event's detail with registration, all inside the widget. With `institution` it searches the events that institution organises or takes part in.",
  props: {
    institution: { type: 'number', description: "Legal id of the institution (or agent) whose events the widget searches (everyone's when absent)." },
    headingLevel,
  },
  events: {},
  parts: eventSearchParts,
});

export const eventDetailElement = elementSpec({
  tag: 'sa-event-detail',
  component: EventDetailElement,
  description:
    "One event's detail: dates, venue, description (read more / less), registration costs, contacts, documents, locations and participants in sections with expand-all and collapse-all, the favourite toggle and Register (signed out: the login dialog first).",
  props: {
    legalId: { type: 'number', description: 'The organiser, or an institution or agent taking part.' },
    locationId: { type: 'number', description: "The event's campus or office; 0 or absent for an event held elsewhere." },
    eventId: { type: 'number', description: 'The event.' },
    headingLevel,
  },
  events: {},
  parts: eventDetailParts,
});

export const eventsElements = [eventSearchElement, eventDetailElement];
