import { describe, expect, it } from 'vitest';

describe('importing @studyatlas/elements outside a browser', () => {
  it('touches neither window nor document, and defineAll does nothing', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const elements = await import('./index.js');
    expect(elements.elementSpecs.length).toBeGreaterThan(0);
    expect(() => elements.defineAll()).not.toThrow();
    expect(elements.defineElement(elements.elementSpecs[0]!)).toBeUndefined();
  });

  it('the side-effect entries can be imported too', async () => {
    await expect(import('./register.js')).resolves.toBeDefined();
    // The script-tag bundle's entry: nothing to observe without a document.
    const { defineElementsIn } = await import('./studyatlas.js');
    expect(() => defineElementsIn({} as ShadowRoot)).not.toThrow();
  });
});
