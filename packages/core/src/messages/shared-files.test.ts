import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $locale } from '../i18n/store.js';
import { fileMessages } from './shared-files.js';
import { formMessages } from './forms.js';
import { addTranslation, setLocaleResolver } from '../i18n/catalogue.js';
import { TRANSLATIONS } from '../i18n/translations/index.js';

// The page's store decides the locale (another file of this worker may have installed its own resolver).
beforeEach(() => setLocaleResolver(() => $locale.get()));
afterEach(() => $locale.set('en'));

describe('fileMessages', () => {
  it("speaks the current locale: formMessages' translations of the same words", async () => {
    expect(fileMessages.uploadFileRequired).toBe('Please choose a file to upload.');
    // The whole German translation (another file of this worker may have registered a sample as 'de').
    addTranslation('de', await TRANSLATIONS.de());
    $locale.set('de');
    expect(fileMessages.uploadFileRequired).toBe(formMessages.uploadFileRequired);
    expect(fileMessages.uploadFileRequired).not.toBe('Please choose a file to upload.');
  });
});
