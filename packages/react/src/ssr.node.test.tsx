import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';

describe('server-side import and render', () => {
  it('imports the package and renders screens without window or document', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const sdk = await import('./index.js');
    const html = renderToString(
      <sdk.StudyAtlasProvider apiBase="http://api.example.org" navigate={() => undefined}>
        <sdk.LoginPage />
        <sdk.SessionStatus />
      </sdk.StudyAtlasProvider>,
    );
    expect(html).toContain('class="sa-root sa-auth');
    expect(html).toContain('Login ID');
    expect(html).toContain('Sign in');
  });
});
