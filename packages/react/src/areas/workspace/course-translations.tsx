import { useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { catalogueLabels as l, CATALOGUE_LIMITS, COURSE_NAME_MAX, format, LOCALE_NAMES, TRANSLATION_LOCALES, type Locale } from '@studyatlas/core';
import { FormTextArea, FormTextField } from '../../form-kit/index.js';
import { Button } from '../../ui/button/button.js';
import { SelectField } from '../../ui/select-field/select-field.js';
import type { CourseFormValues } from './course-form-values.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

/**
 * The course form's optional "Translations" part (issue 28): the course's name and description in
 * other languages, one group per language (added from those not yet given, removed whole). Each
 * language is named in itself, as the language switch names it.
 */
export function CourseTranslations({ form }: { form: UseFormReturnType<CourseFormValues> }) {
  useWorkspaceStyles();
  const list = form.values.translations;
  const left = TRANSLATION_LOCALES.filter((locale) => !list.some((t) => t.locale === locale));
  const [chosen, setChosen] = useState('');
  const nameOf = (locale: string) => LOCALE_NAMES[locale as Locale] ?? locale;
  const add = () => {
    if (!chosen) return;
    form.insertListItem('translations', { locale: chosen, name: '', description: '' });
    setChosen('');
  };
  return (
    <fieldset className="sa-workspace-events">
      <legend>{l.translations}</legend>
      <p className="sa-field-hint">{l.translationsHint}</p>
      {list.map((t, i) => {
        const language = { language: nameOf(t.locale) };
        return (
          <div key={t.locale} className="sa-workspace-filter-grid" lang={t.locale}>
            <FormTextField form={form} name={`translations.${i}.name`} label={format(l.translatedName, language)} maxLength={COURSE_NAME_MAX} dir="auto" />
            <FormTextArea form={form} name={`translations.${i}.description`} label={format(l.translatedDescription, language)} rows={3} maxLength={CATALOGUE_LIMITS.longText} />
            <Button variant="secondary" onClick={() => form.removeListItem('translations', i)}>
              {format(l.removeTranslation, language)}
            </Button>
          </div>
        );
      })}
      {left.length > 0 && (
        <div className="sa-workspace-filter-grid">
          <SelectField label={l.addLanguage} value={chosen} placeholder={l.choose} options={left.map((locale) => ({ value: locale, label: nameOf(locale) }))} onValueChange={setChosen} />
          <Button variant="secondary" onClick={add} disabled={!chosen}>
            {l.addTranslation}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
