import { courseSearchParts } from '../../areas/courses/index.js';
import { elementSpec } from '../../spec.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const SearchPanelElement = lazyComponent(() => import('./elements.js'), 'SearchPanelElement');

export type { SearchPanelElementProps } from './elements.js';

export const searchPanelElement = elementSpec({
  tag: 'sa-search-panel',
  component: SearchPanelElement,
  description:
    "The dashboard's tabbed search panel (Friends, Courses, … — the tabs whose forms exist). Friends opens the login dialog while signed out. Course results and details open inside the widget, or on the portal with `portal-url`.",
  props: {
    headingLevel: {
      type: 'number',
      tsType: '1 | 2 | 3 | 4',
      description: "Level of the results' and details' headings: 2 (default) inside a page, 1 when the widget is the page's main content.",
    },
  },
  events: {},
  parts: [
    ...courseSearchParts,
    { name: 'search-panel', description: 'The panel around the tabs.' },
    { name: 'tab', description: 'A tab of the panel.' },
    { name: 'tabpanel', description: "The open tab's form." },
  ],
});

export const searchPanelElements = [searchPanelElement];
