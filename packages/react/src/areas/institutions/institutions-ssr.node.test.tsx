import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { institutionLabels } from '@studyatlas/core';

describe('institution screens on a server', () => {
  it('render without window or document, and load Leaflet only in a browser', async () => {
    expect(typeof window).toBe('undefined');
    const sdk = await import('../../index.js');
    const html = renderToString(
      <sdk.StudyAtlasProvider apiBase="http://api.example.org" navigate={() => undefined}>
        <sdk.InstitutionSearchForm />
        <sdk.InstitutionList />
        <sdk.InstitutionMap />
        <sdk.InstitutionDetail legalFk={1} />
      </sdk.StudyAtlasProvider>,
    );
    expect(html).toContain('class="sa-root sa-find-search');
    expect(html).toContain(institutionLabels.institutionName);
    expect(html).toContain(institutionLabels.viewMap);
    expect(html).not.toContain('leaflet-container');
  });
});
