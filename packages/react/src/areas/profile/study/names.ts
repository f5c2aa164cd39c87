import { type PreferenceLoadReply, type StudyPreferenceEntry, type StudyPreferenceList } from '@studyatlas/core';

type Choices = Omit<PreferenceLoadReply, 'preferences' | 'cities'>;

const byId = (rows: ReadonlyArray<{ id: number; name: string }>, id: number) => rows.find((row) => row.id === id)?.name ?? '';

/** What an entry of `list` shows: "Australia, Sydney", "Computing – Data Science", "Master (Postgraduate)". */
export function entryName(choices: Choices, list: StudyPreferenceList, entry: StudyPreferenceEntry, cityName: (id: number) => string): string {
  switch (list) {
    case 'destinations': {
      const country = byId(choices.countries, entry.referenceFk) || entry.value;
      const city = entry.cityFk ? cityName(entry.cityFk) : '';
      return city ? `${country}, ${city}` : country;
    }
    case 'studyAreas':
      return byId(choices.majors, entry.referenceFk) || entry.value;
    case 'majorMinors': {
      const minor = choices.minors.find((m) => m.id === entry.referenceFk);
      if (!minor) return entry.value;
      return `${byId(choices.majors, minor.parentFk)} – ${minor.name}`;
    }
    case 'studyLevels': {
      const level = choices.awardLevels.find((l) => l.id === entry.referenceFk);
      if (!level) return entry.value;
      const group = byId(choices.awardGroups, level.groupFk);
      return group ? `${level.name} (${group})` : level.name;
    }
  }
}
