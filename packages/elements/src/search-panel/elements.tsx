import { CourseSearch, courseRoute, institutionRoute, SearchPanel, useNavigation } from '@studyatlas/react';
import { InstitutionSearchElement } from '../institutions/elements.js';
import { headingLevelOf } from '../auth/flow.js';
import { useLeave } from '../courses/elements.js';

/*
 * The component behind `<sa-search-panel>`: the dashboard's tabbed panel, whose institution and course
 * results open inside the element. A chunk of its own, so a page with only the course search does
 * not download the institutions area (and its map).
 */

export interface SearchPanelElementProps {
  /** Heading level of the list and detail headings (1–4; default 2). */
  headingLevel?: number;
}

export function SearchPanelElement({ headingLevel }: SearchPanelElementProps) {
  const { path } = useNavigation();
  const leave = useLeave();
  const current = path ?? '/';
  if (courseRoute(current).screen === 'search') return <SearchPanel />;
  // The institution results (list, map, detail) and the course results open inside the element.
  const institutions = institutionRoute(current).screen;
  if (institutions !== 'start' && institutions !== 'elsewhere') return <InstitutionSearchElement headingLevel={headingLevel} />;
  return <CourseSearch headingLevel={headingLevelOf(headingLevel)} onLeave={leave} />;
}
