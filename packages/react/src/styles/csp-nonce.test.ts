// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { injectSheet, STYLE_ELEMENT_ID } from '../inject-styles.js';
import { createStyleElement, cspNonce } from './csp-nonce.js';

describe('the page nonce on StudyAtlas <style> elements', () => {
  afterEach(() => {
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
    document.getElementById(STYLE_ELEMENT_ID)?.remove();
  });

  it('carries the nonce of <meta property="csp-nonce"> (a page whose CSP allows styles by nonce)', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'r4nd0mN0nce==');
    document.head.append(meta);
    expect(cspNonce(document)).toBe('r4nd0mN0nce==');
    expect(createStyleElement(document).nonce).toBe('r4nd0mN0nce==');
    injectSheet('base', '.sa-x { color: red; }');
    expect((document.getElementById(STYLE_ELEMENT_ID) as HTMLStyleElement).nonce).toBe('r4nd0mN0nce==');
  });

  it('has none on a page without one', () => {
    expect(cspNonce(document)).toBe('');
    expect(createStyleElement(document).hasAttribute('nonce')).toBe(false);
    expect(createStyleElement(document).nonce).toBe('');
  });
});
