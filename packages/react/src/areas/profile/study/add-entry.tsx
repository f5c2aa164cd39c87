import { useEffect, useRef, useState } from 'react';
import { studyPreferenceEntry, studyPreferenceLabels as t, type PreferenceLoadReply, type StudyPreferenceEntry, type StudyPreferenceList, wordsByKey } from '@studyatlas/core';
import { Button } from '../../../ui/button/button.js';
import { IdSelectField } from '../../../ui/select-field/id-select-field.js';
import { useStylesheet } from '../../../styles/use-stylesheet.js';
import { studyCss } from './study.css.js';

type Choices = Omit<PreferenceLoadReply, 'preferences' | 'cities'>;
type City = PreferenceLoadReply['cities'][number];

const ADD_LABEL: Readonly<Record<StudyPreferenceList, string>> = wordsByKey(t, {
  destinations: 'addDestination',
  studyAreas: 'addStudyArea',
  majorMinors: 'addMajorMinor',
  studyLevels: 'addStudyLevel',
});

export interface AddEntryProps {
  list: StudyPreferenceList;
  choices: Choices;
  /** Cities of a country (StudyDestinationLoad), loaded on demand. */
  loadCities: (countryFk: number) => Promise<readonly City[]>;
  /** Adds the entry; answers a message (a duplicate) when it is refused. */
  onAdd: (entry: StudyPreferenceEntry) => string | undefined;
}

/**
 * The inline form that adds one entry to a list: a country and optional city, a study area, a major
 * then one of its minors, an award group then one of its levels. Opens from its button, focuses its
 * first field, and gives focus back to the button when it closes (Add or Cancel).
 */
export function AddEntry({ list, choices, loadCities, onAdd }: AddEntryProps) {
  useStylesheet('profile-study', studyCss);
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState(0);
  const [second, setSecond] = useState(0);
  const [cities, setCities] = useState<readonly City[]>([]);
  const [message, setMessage] = useState<string | undefined>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFieldSetElement>(null);
  const id = `sa-study-add-${list}`;

  useEffect(() => {
    if (open) formRef.current?.querySelector('select')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setFirst(0);
    setSecond(0);
    setCities([]);
    setMessage(undefined);
    // after the fieldset has gone
    queueMicrotask(() => toggleRef.current?.focus());
  };

  const chooseFirst = (value: number) => {
    setFirst(value);
    setSecond(0);
    setMessage(undefined);
    if (list === 'destinations') {
      setCities([]);
      if (value) void loadCities(value).then(setCities, () => setCities([]));
    }
  };
  const chooseSecond = (value: number) => {
    setSecond(value);
    setMessage(undefined);
  };
  /** The finer choice of the first (the minor of a major, the level of a group). */
  const finer = (label: string, name: string, options: ReadonlyArray<{ id: number; name: string }>) => (
    <IdSelectField label={label} name={`${id}-${name}`} value={second} options={options} anyLabel={t.choose} disabled={!first} onChange={chooseSecond} />
  );

  const entry = (): StudyPreferenceEntry | null => {
    switch (list) {
      case 'destinations':
        return first ? studyPreferenceEntry({ referenceFk: first, cityFk: second }) : null;
      case 'studyAreas':
        return first ? studyPreferenceEntry({ referenceFk: first }) : null;
      case 'majorMinors':
        return first && second ? studyPreferenceEntry({ referenceFk: second, majorFk: first }) : null;
      case 'studyLevels':
        return first && second ? studyPreferenceEntry({ referenceFk: second, awardGroupFk: first }) : null;
    }
  };
  const chosen = entry();
  const add = () => {
    if (!chosen) return;
    const refused = onAdd(chosen);
    if (refused) setMessage(refused);
    else close();
  };

  if (!open) {
    return (
      <Button ref={toggleRef} variant="secondary" className="sa-study-add" aria-controls={id} aria-expanded={false} onClick={() => setOpen(true)}>
        {ADD_LABEL[list]}
      </Button>
    );
  }
  return (
    <fieldset
      ref={formRef}
      id={id}
      className="sa-study-add-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <legend className="sa-label">{ADD_LABEL[list]}</legend>
      {list === 'destinations' && (
        <>
          <IdSelectField label={t.country} name={`${id}-country`} value={first} options={choices.countries} anyLabel={t.choose} onChange={chooseFirst} />
          <IdSelectField label={t.city} name={`${id}-city`} value={second} options={cities} anyLabel={t.anyCity} disabled={!first} onChange={setSecond} />
        </>
      )}
      {list === 'studyAreas' && (
        <IdSelectField label={t.studyArea} name={`${id}-area`} value={first} options={choices.majors} anyLabel={t.choose} onChange={chooseFirst} />
      )}
      {list === 'majorMinors' && (
        <>
          <IdSelectField label={t.major} name={`${id}-major`} value={first} options={choices.majors} anyLabel={t.choose} onChange={chooseFirst} />
          {finer(t.minor, 'minor', choices.minors.filter((m) => m.parentFk === first))}
        </>
      )}
      {list === 'studyLevels' && (
        <>
          <IdSelectField label={t.awardGroup} name={`${id}-group`} value={first} options={choices.awardGroups} anyLabel={t.choose} onChange={chooseFirst} />
          {finer(t.awardLevel, 'level', choices.awardLevels.filter((l) => l.groupFk === first))}
        </>
      )}
      {message && (
        <p className="sa-study-error" role="alert">
          {message}
        </p>
      )}
      <div className="sa-study-actions">
        <Button aria-disabled={!chosen} onClick={add}>
          {t.add}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
