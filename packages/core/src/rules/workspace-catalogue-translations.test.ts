import { describe, expect, it } from 'vitest';
import { checkCourseTranslation, inLocaleOrder, TRANSLATION_LOCALES, validateCourseTranslations } from './workspace-catalogue-translations.js';

describe('course translations (issue 28)', () => {
  it('may be into any locale but the source (English)', () => {
    expect(TRANSLATION_LOCALES).toEqual(['es', 'fr', 'de', 'zh-CN', 'hi', 'vi', 'id', 'ar']);
    expect(checkCourseTranslation({ locale: 'en', name: 'Nursing' }).problems).toEqual({ locale: 'translation language "en" is not one of es, fr, de, zh-CN, hi, vi, id, ar' });
  });

  it('reads trimmed texts, a name or a description or both; names the import column in its messages', () => {
    expect(checkCourseTranslation({ locale: 'fr', name: ' Soins infirmiers ', description: '' })).toEqual({ value: { locale: 'fr', name: 'Soins infirmiers', description: null }, problems: {} });
    expect(checkCourseTranslation({ locale: 'ar', name: '  ', description: null }).problems).toEqual({ name: 'the ar translation needs a name or a description' });
    expect(checkCourseTranslation({ locale: 'de', name: 'x'.repeat(301), description: 'y'.repeat(10_001) }).problems).toEqual({
      name: 'name.de is 301 characters long; at most 300 are allowed',
      description: 'description.de is 10001 characters long; at most 10000 are allowed',
    });
  });

  it("checks a form's list: each entry, and a language once; errors by the form's paths", () => {
    const { value, errors } = validateCourseTranslations([
      { locale: 'es', name: 'Enfermería', description: '' },
      { locale: 'es', name: 'Otra', description: '' },
      { locale: 'xx', name: 'Nope', description: '' },
      { locale: 'hi', name: '', description: '' },
    ]);
    expect(value).toEqual([{ locale: 'es', name: 'Enfermería', description: null }]);
    expect(errors).toEqual({
      'translations.1.locale': 'the es translation is given twice',
      'translations.2.locale': 'translation language "xx" is not one of es, fr, de, zh-CN, hi, vi, id, ar',
      'translations.3.name': 'the hi translation needs a name or a description',
    });
  });

  it('orders translations as the locales are listed', () => {
    expect(inLocaleOrder([{ locale: 'ar' }, { locale: 'zh-CN' }, { locale: 'es' }]).map((t) => t.locale)).toEqual(['es', 'zh-CN', 'ar']);
  });
});
