import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, pagingParts, searchFieldParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const EventDetailElement = lazyComponent(() => import('./elements.js'), 'EventDetailElement');
const EventSearchElement = lazyComponent(() => import('./elements.js'), 'EventSearchElement');

export type { EventSearchElementProps, EventDetailElementProps } from './elements.js';

/*
 * The events area's elements: the event search (form, list and detail inside one widget, optionally
 * scoped to one institution) and one event's detail with registration.
 */

export const eventDetailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button (back, register, a document download).' },
  { name: 'form-error', description: 'The message when the event was not found.' },
  { name: 'event-register', description: "The registration area: the Register button, or 'You have now registered to attend this Event.'." },
  { name: 'favourite-toggle', description: 'The favourite heart (category E).' },
  ...accordionParts,
  { name: 'read-more', description: 'A description with its Read more / Read less toggle.' },
  ...overlayParts,
];

export const eventSearchParts: readonly PartSpec[] = [
  ...eventDetailParts,
  ...searchFieldParts,
  { name: 'event-row', description: 'One event of the list.' },
  ...pagingParts,
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
