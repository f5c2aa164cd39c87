import { describe, expect, it } from 'vitest';
import { normaliseEmbedOrigin, validateEmbedOrigin } from './workspace-embed.js';

describe('an allowed origin (the Embed page)', () => {
  it('takes https origins (a trailing slash, case and the default port as browsers drop them) and http only for localhost', () => {
    for (const origin of ['https://apply.example.edu', 'https://Apply.Example.edu:443/', 'https://apply.example.edu:8443', 'http://localhost:5173', 'http://127.0.0.1:8080', 'http://app.localhost']) {
      expect(validateEmbedOrigin({ origin }), origin).toEqual({});
    }
    expect(normaliseEmbedOrigin(' https://Apply.Example.edu:443/ ')).toBe('https://apply.example.edu');
    expect(normaliseEmbedOrigin('https://apply.example.edu:8443')).toBe('https://apply.example.edu:8443');
  });

  it('refuses with the exact message what is not an origin', () => {
    const problem = (origin: string) => validateEmbedOrigin({ origin }).origin;
    expect(problem('  ')).toBe('Please enter the origin of your page, such as https://apply.example.edu.');
    expect(problem('http://apply.example.edu')).toBe('The origin must use https:// (http:// only for localhost).');
    for (const origin of ['https://apply.example.edu/apply', 'https://apply.example.edu?x=1', 'https://apply.example.edu#top', 'https://apply.example.edu//']) {
      expect(problem(origin), origin).toBe('An origin is the scheme, host and port only: leave out the path, query and fragment (https://apply.example.edu).');
    }
    expect(problem('https://*.example.edu')).toBe('An origin names one host exactly; wildcards are not allowed.');
    expect(problem('https://user:pw@apply.example.edu')).toBe('Leave the user name and password out of the origin.');
    for (const origin of ['apply.example.edu', 'ftp://apply.example.edu', 'https://']) expect(problem(origin), origin).toBe('Please enter a valid origin, such as https://apply.example.edu.');
    expect(problem(`https://${'a'.repeat(300)}.example`)).toBe('An origin has at most 300 characters.');
  });
});
