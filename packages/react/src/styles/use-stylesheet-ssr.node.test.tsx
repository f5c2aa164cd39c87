import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { CourseSearch } from '../areas/courses/course-search.js';
import { FriendImage } from '../areas/friends/friend-image.js';
import { FavouriteToggleView } from '../kits/favourite-toggle/favourite-toggle.js';
import { StudyAtlasProvider } from '../provider.js';

describe('area stylesheets on a server', () => {
  it('renders area components under StudyAtlasProvider without touching document', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <StudyAtlasProvider apiBase="http://api.example.org" navigate={() => undefined}>
        <CourseSearch />
        <FriendImage src="/img/ana.png" />
        <FavouriteToggleView label="Nursing" favourite busy={false} onToggle={() => undefined} />
      </StudyAtlasProvider>,
    );
    expect(html).toContain('sa-course-search');
    expect(html).toContain('sa-friend-image');
    expect(html).toContain('sa-favourite-toggle is-favourite');
    // No <style> in the markup: the sheets are injected on the client, when the components mount.
    expect(html).not.toContain('<style');
  });
});
