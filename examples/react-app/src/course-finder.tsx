import { CourseSearch, StudyAtlasRoot } from '@studyatlas/react';
import { hubText } from './hub-text.js';

export interface CourseFinderProps {
  apiBase: string;
  /** Where the search starts: its form ('/'), a list, or a course ('/coudetail/…' from the shortlist). */
  route: string;
  /** A route the search does not show itself (Apply → the wizard, a sign-in…): the hub's navigate. */
  onLeave: (route: string) => void;
}

/**
 * The course search as the hub shows it: form → list → course inside one widget, moving with a
 * provider root of its own that navigates in memory (no `navigate`, no globals: the hub's provider
 * already renders the popups and the login dialog). What it cannot show — Apply's wizard above all —
 * goes back to the hub's own navigation through `onLeave`.
 */
export function CourseFinder({ apiBase, route, onLeave }: CourseFinderProps) {
  return (
    <div className="hub-page">
      {route === '/' && <p className="hub-intro">{hubText.courses.intro}</p>}
      <StudyAtlasRoot key={route} apiBase={apiBase} initialPath={route} globals={false}>
        <CourseSearch headingLevel={2} onLeave={onLeave} />
      </StudyAtlasRoot>
    </div>
  );
}
