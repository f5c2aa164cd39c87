import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import {
  addDestination,
  duplicateMessage,
  emptyStudyPreferences,
  messages,
  refreshQueries,
  saveStudyPreferences,
  studyPreferenceLabels as t,
  studyPreferenceValuesOf,
  validateStudyPreferences,
  type favourites,
  type StudyPreferenceEntry,
  type StudyPreferenceList,
  type StudyPreferenceValues,
} from '@studyatlas/core';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors } from '../../../form-kit/index.js';
import { STUDY } from '../query-keys.js';
import { Button } from '../../../ui/button/button.js';
import { FormError } from '../../../ui/form-error/index.js';
import { Loader } from '../../../ui/loader/loader.js';
import { cx } from '../../../ui/internal/class-names.js';
import type { HeadingLevel } from '../../../ui/panel/panel.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { AddEntry } from './add-entry.js';
import { FavouriteCoursePicker } from './favourite-course-picker.js';
import { entryName } from './names.js';
import { PreferenceList } from './preference-list.js';
import { studyCss } from './study.css.js';
import { useStudyChoices } from './use-study-choices.js';

export interface StudySectionProps {
  /** Shows Back (to the basic details) when given. */
  onBack?: () => void;
  /** Shows Next (to the education) when given. */
  onNext?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The lists in the order shown; each list's title is the catalogue's word of the same name. */
const LISTS: readonly StudyPreferenceList[] = ['destinations', 'studyLevels', 'majorMinors', 'studyAreas'];

/**
 * The profile's study preferences (tab S; member §3, §4, §5, §7): destinations with the preferred
 * one, study levels, major-minor combinations and study areas, each added, removed and reordered
 * here and saved together (SaveStudyPreferenceNew) with the specification's messages. A favourite
 * course can be picked to add its country as a destination.
 */
export function StudySection({ onBack, onNext, headingLevel = 2, className }: StudySectionProps) {
  useStylesheet('profile-study', studyCss);
  const Heading = `h${headingLevel}` as const;
  const { choices, saved, error, loadCities, cityName } = useStudyChoices();
  const [status, setStatus] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const form: UseFormReturnType<StudyPreferenceValues> = useForm({
    initialValues: emptyStudyPreferences(),
    validate: ruleErrors((values) => validateStudyPreferences(values, 'new')),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      setStatus(null);
      const reply = await saveStudyPreferences(values);
      refreshQueries(STUDY);
      form.setInitialValues(studyPreferenceValuesOf(reply.preferences));
      form.reset();
      setStatus(reply.message);
    }),
    focusFirstError,
  );
  const { setInitialValues, reset } = form;

  useEffect(() => {
    if (!saved) return;
    setInitialValues(studyPreferenceValuesOf(saved));
    reset();
  }, [saved, setInitialValues, reset]);

  const add = (list: StudyPreferenceList, entry: StudyPreferenceEntry): string | undefined => {
    const values = form.getValues();
    const refused = duplicateMessage(values, list, entry);
    if (refused) return refused;
    const named = { ...entry, value: choices ? entryName(choices, list, entry, cityName) : '' };
    const added = list === 'destinations' ? addDestination(values.destinations, named).at(-1)! : named;
    form.setFieldValue(list, [...values[list], added]);
    setStatus(null);
    return undefined;
  };

  /** A favourite course: its country (and city when listed) becomes a destination. */
  const pickCourse = async (course: favourites.CourseFavourite): Promise<string | undefined> => {
    const country = choices?.countries.find((c) => c.name === course.country);
    if (!country) return messages.noRecords;
    const cities = await loadCities(country.id).catch(() => []);
    const city = cities.find((c) => c.name === course.city);
    return add('destinations', { ...emptyEntry(country.id), cityFk: city?.id ?? 0 });
  };

  if (error) {
    return (
      <section className={cx('sa-root sa-study', className)} part="study-preferences">
        <Heading className="sa-study-title">{t.title}</Heading>
        <FormError message={error} />
      </section>
    );
  }
  if (!choices) {
    return (
      <section className={cx('sa-root sa-study', className)} part="study-preferences" aria-busy="true">
        <Heading className="sa-study-title">{t.title}</Heading>
        <Loader active variant="inline" label={t.loading} />
      </section>
    );
  }
  const values = form.values;
  return (
    <section className={cx('sa-root sa-study', className)} part="study-preferences">
      <Heading className="sa-study-title">{t.title}</Heading>
      <form onSubmit={submit} noValidate className="sa-study-form">
        <FormError message={form.errors.form} />
        {LISTS.map((list) => (
          <PreferenceList key={list} form={form} list={list} title={t[list]} nameOf={(index) => entryName(choices, list, values[list][index]!, cityName)}>
            <div className="sa-study-actions">
              <AddEntry list={list} choices={choices} loadCities={loadCities} onAdd={(entry) => add(list, entry)} />
              {list === 'destinations' && (
                <Button variant="secondary" onClick={() => setPicking(true)}>
                  {t.fromFavourites}
                </Button>
              )}
            </div>
          </PreferenceList>
        ))}
        {status && (
          <p className="sa-study-status" role="status">
            {status}
          </p>
        )}
        <div className="sa-study-actions sa-study-footer">
          {onBack && (
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          )}
          <Button type="submit" busy={form.submitting}>
            {t.save}
          </Button>
          {onNext && (
            <Button variant="secondary" onClick={onNext}>
              {t.next}
            </Button>
          )}
        </div>
      </form>
      <FavouriteCoursePicker open={picking} onClose={() => setPicking(false)} onPick={pickCourse} />
    </section>
  );
}

const emptyEntry = (referenceFk: number): StudyPreferenceEntry => ({ referenceFk, cityFk: 0, awardGroupFk: 0, majorFk: 0, preferred: false, status: 'N', value: '' });
