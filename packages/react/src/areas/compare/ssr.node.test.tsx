import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';

describe('favourites and compare on a server', () => {
  it('render without window or document', async () => {
    expect(typeof window).toBe('undefined');
    const sdk = await import('../../index.js');
    const html = renderToString(
      <sdk.StudyAtlasProvider apiBase="http://api.example.org" navigate={() => undefined}>
        <sdk.FavouriteToggle category="C" referenceId={1} label="Nursing" />
        <sdk.CompareToggle courseId={1} campusId={2} intakeId={3} name="Nursing" />
        <sdk.CompareTray />
        <sdk.Compare />
        <sdk.Favourites />
      </sdk.StudyAtlasProvider>,
    );
    expect(html).toContain('aria-label="Favourite: Nursing"');
    expect(html).toContain('aria-label="Compare Nursing"');
    expect(html).toContain('Please select more than one course.');
    expect(html).toContain('Courses (0)');
  });
});
