import { describe, expect, it } from 'vitest';
import { $locale } from '@studyatlas/core';
import { elementSuite, place, shadow, until } from '../test/suite.js';

elementSuite();

/** The text of an element's Login ID label once it shows (the sign-in form loads lazily). */
const loginLabel = (element: HTMLElement) =>
  until(() => shadow(element).querySelector('label[for]')?.textContent?.trim());
const localeRoot = (element: HTMLElement) => shadow(element).querySelector('.sa-locale-root');

describe('an element’s language', () => {
  it('is its locale attribute: the widget’s words, lang and dir inside its shadow root', async () => {
    const login = place('<sa-login locale="ar"></sa-login>');
    expect(await loginLabel(login)).toMatch(/^معرّف تسجيل الدخول/);
    expect([localeRoot(login)?.getAttribute('lang'), localeRoot(login)?.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('is the page’s <html lang> when the element says nothing, and takes a JSON of the page’s own words', async () => {
    document.documentElement.lang = 'de-DE';
    try {
      const login = place(`<sa-login messages='{"loginMessages":{"loginIdLabel":"Matrikel-E-Mail"}}'></sa-login>`);
      expect(await loginLabel(login)).toMatch(/^Matrikel-E-Mail/);
      expect($locale.get()).toBe('de');
      expect(shadow(login).textContent).toContain('Passwort vergessen?');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('stays English on a page that says nothing', async () => {
    const login = place('<sa-login></sa-login>');
    expect(await loginLabel(login)).toMatch(/^Login ID/);
    expect(localeRoot(login)).toBeNull();
  });
});
