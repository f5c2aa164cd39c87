import {
  CourseSearch,
  courseRoute,
  EventSearch,
  eventRoute,
  agentRoute,
  friendRoute,
  institutionRoute,
  ScholarshipSearch,
  scholarshipRoute,
  SearchPanel,
  searchPanelCss,
  useNavigation,
} from '@studyatlas/react';
import { AgentSearchElement, areaStyles as agentStyles } from '../../areas/agents/elements.js';
import { areaStyles as courseStyles } from '../../areas/courses/elements.js';
import { areaStyles as eventStyles } from '../../areas/events/elements.js';
import { FormFinderElement, areaStyles as formStyles } from '../../areas/forms/elements.js';
import { FriendSearchElement, areaStyles as friendStyles } from '../../areas/friends/elements.js';
import { InstitutionSearchElement, areaStyles as institutionStyles } from '../../areas/institutions/elements.js';
import { areaStyles as scholarshipStyles } from '../../areas/scholarships/elements.js';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The component behind `<sa-search-panel>`: the dashboard's tabbed panel, whose results (every tab's
 * list, map and detail) open inside the element. A chunk of its own, so a page with only the course
 * search does not download the other areas (and the map).
 */

/** Every tab's form and results open inside the panel. */
export const areaStyles = [
  ...institutionStyles,
  ...courseStyles,
  ...scholarshipStyles,
  ...eventStyles,
  ...agentStyles,
  ...formStyles,
  ...friendStyles,
  searchPanelCss,
];

const FORM_LIST = /^\/findForm(\/|$)/i;
const shows = (screen: string) => screen !== 'start' && screen !== 'elsewhere';

export interface SearchPanelElementProps {
  /** Heading level of the list and detail headings (1–4; default 2). */
  headingLevel?: number;
}

export function SearchPanelElement({ headingLevel }: SearchPanelElementProps) {
  const { path } = useNavigation();
  const leave = useLeave();
  const current = path ?? '/';
  const level = headingLevelOf(headingLevel);
  if (courseRoute(current).screen === 'search') return <SearchPanel />;
  if (shows(institutionRoute(current).screen)) return <InstitutionSearchElement headingLevel={headingLevel} />;
  if (shows(agentRoute(current).screen)) return <AgentSearchElement headingLevel={headingLevel} />;
  if (shows(scholarshipRoute(current).screen)) return <ScholarshipSearch headingLevel={level} onLeave={leave} />;
  if (['list', 'detail'].includes(eventRoute(current).screen)) return <EventSearch headingLevel={level} onLeave={leave} />;
  if (shows(friendRoute(current).screen)) return <FriendSearchElement headingLevel={headingLevel} />;
  if (FORM_LIST.test(current)) return <FormFinderElement headingLevel={headingLevel} />;
  return <CourseSearch headingLevel={level} onLeave={leave} />;
}
