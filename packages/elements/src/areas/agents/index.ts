import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, tileUrl } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The agents area's components load on first render (a chunk of their own in the script-tag bundle).
const AgentSearchElement = lazyComponent(() => import('./elements.js'), 'AgentSearchElement');
const AgentDetailElement = lazyComponent(() => import('./elements.js'), 'AgentDetailElement');

export type { AgentSearchElementProps, AgentDetailElementProps } from './elements.js';

/*
 * The agents area's elements: the search (form, list, map and detail inside one widget) and one
 * agent's page with the institutions it represents.
 */

const detailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'select', description: 'A drop-down list (the page size of a list).' },
  { name: 'form-error', description: 'The message when the agent cannot be shown.' },
  ...accordionParts,
  { name: 'read-more', description: 'The description with its Read more / Read less toggle.' },
  { name: 'agent-institution', description: 'One institution the agent represents.' },
  { name: 'pagination', description: 'The paging bar of a list.' },
  { name: 'page-link', description: 'A page number or a first / previous / next / last button.' },
  { name: 'favourite-toggle', description: 'The favourite heart.' },
  ...overlayParts,
];

export const agentSearchElement = elementSpec({
  tag: 'sa-agent-search',
  component: AgentSearchElement,
  description:
    'Agent search for a partner page: the search form (country — required —, state, city and a 0–100 km distance slider around it, agent name; more options: the institution represented and its place), the list of agents (paged) or the map of their offices (continent, country and state clusters, offices with popups), switched from the View menu, and the agent detail — all inside the widget.',
  props: {
    country: { type: 'string', description: 'A preset, fixed country: its id or its name (any case).' },
    tileUrl,
    headingLevel,
  },
  events: {},
  parts: [
    ...detailParts,
    { name: 'input', description: 'A text input.' },
    { name: 'range', description: 'The distance slider.' },
    { name: 'label', description: 'A field label.' },
    { name: 'field-error', description: "A field's validation message ('Country is required')." },
    { name: 'agent-row', description: 'One agent of the list.' },
    { name: 'map', description: 'The map.' },
  ],
});

export const agentDetailElement = elementSpec({
  tag: 'sa-agent-detail',
  component: AgentDetailElement,
  description:
    "One agent's page: overview with its description, offices, professional bodies, the institutions it represents (with their country, state and city; paged by 5 or 10) and contacts (legal name, location head, phone, e-mail, web address), with expand all / collapse all and the favourite heart.",
  props: {
    legalId: { type: 'number', description: 'The legal id of the agent to show.' },
    headingLevel,
  },
  events: {},
  parts: [...detailParts],
});

export const agentsElements = [agentSearchElement, agentDetailElement];
