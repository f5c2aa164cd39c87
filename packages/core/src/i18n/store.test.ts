import { describe, expect, it, vi } from 'vitest';

/** The i18n modules afresh: which areas a page has defined and loaded, and how it loads them, is module state this file must start without. */
async function freshModules() {
  vi.resetModules();
  return { ...(await import('./catalogue.js')), ...(await import('./store.js')), ...(await import('./by-area.js')) };
}

describe('a page that loads its words area by area (loadWordsByArea: the script-tag bundle)', () => {
  it('switching loads the areas defined so far; an area a lazy chunk defines later loads when the chunk awaits the page’s words', async () => {
    const { loadWordsByArea, setLocale, loadPageWords, areasToLoad, $locale } = await freshModules();
    loadWordsByArea();
    const { messages } = await import('../messages/common.js');
    await setLocale('fr');
    expect([$locale.get(), messages.loading, areasToLoad('fr')]).toEqual(['fr', 'Chargement…', []]);

    // A lazy chunk arrives: its catalogues are defined, their French is not loaded yet.
    const { webhookLabels } = await import('../messages/workspace-webhooks.js');
    expect(areasToLoad('fr')).toEqual(['workspace-webhooks']);
    expect(webhookLabels.loading).toBe('Loading the webhooks…');
    await loadPageWords();
    expect([webhookLabels.loading, areasToLoad('fr')]).toEqual(['Chargement des webhooks…', []]);
    $locale.set('en');
    expect(webhookLabels.loading).toBe('Loading the webhooks…');
  });

  it('an area without words in the locale loads as none: its English shows, and it is not asked for again', async () => {
    const { loadWordsByArea, setLocale, loadPageWords, areasToLoad, defineCatalogue, $locale } = await freshModules();
    loadWordsByArea();
    await setLocale('de');
    const labels = defineCatalogue('no-such-area', 'noSuchAreaLabels', { hello: 'Hello' });
    expect(areasToLoad('de')).toEqual(['no-such-area']);
    await loadPageWords();
    expect([labels.hello, areasToLoad('de')]).toEqual(['Hello', []]);
    $locale.set('en');
  });
});

describe('a page that loads each locale whole (the default)', () => {
  it('has every area’s words once it switches, those of areas defined later included', async () => {
    const { setLocale, $locale } = await freshModules();
    const { messages } = await import('../messages/common.js');
    await setLocale('fr');
    expect(messages.loading).toBe('Chargement…');
    const { webhookLabels } = await import('../messages/workspace-webhooks.js');
    expect(webhookLabels.loading).toBe('Chargement des webhooks…');
    $locale.set('en');
    vi.resetModules(); // later files import the i18n modules afresh, not these
  });
});
