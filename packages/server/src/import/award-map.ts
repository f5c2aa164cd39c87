import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { OTHER_AWARD } from '../catalogue/other-award-names.js';
import { placeKey } from './place-names.js';

/**
 * Award names other catalogues use → the award level of ours they are (docs/data-import.md, "Award
 * map"). The operator adds to it or overrides it with `studyatlas import --award-map FILE`, a JSON object
 * of the same shape. Names are compared without regard to case, accents and punctuation.
 */
export const DEFAULT_AWARD_MAP: Readonly<Record<string, string>> = {
  'Bachelor Degree': 'Bachelor',
  'Bachelor (Pass)': 'Bachelor',
  'Bachelor Honours Degree': 'Bachelor (Honours)',
  'Bachelor (Hons)': 'Bachelor (Honours)',
  'Honours Degree': 'Bachelor (Honours)',
  'Masters Degree': 'Master',
  'Master Degree': 'Master',
  'Masters Degree (Coursework)': 'Master',
  'Masters Degree (Research)': 'Master',
  'Masters Degree (Extended)': 'Master',
  'Master (Coursework)': 'Master',
  'Master (Research)': 'Master',
  'Master (Extended)': 'Master',
  'Doctoral Degree': 'Doctorate',
  'Doctoral Degree (Research)': 'Doctorate',
  'Doctor of Philosophy': 'Doctorate',
  PhD: 'Doctorate',
  'Vocational Graduate Certificate': 'Graduate Certificate',
  'Vocational Graduate Diploma': 'Graduate Diploma',
  'Senior Secondary Certificate of Education': 'Secondary School Certificate',
  'Foundation Program': 'Foundation Studies',
  ELICOS: 'General English',
};

/** An award map file that cannot be used, with the reason. */
export class AwardMapError extends Error {}

const awardKey = (name: string) => placeKey(name);

/** Reads an award map file: a JSON object of award name → award level name. */
export function readAwardMapFile(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new AwardMapError(`award map ${file}: ${error instanceof SyntaxError ? `not JSON (${error.message})` : (error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AwardMapError(`award map ${file}: must be a JSON object such as {"Master (Coursework)": "Master"}`);
  }
  const entries = Object.entries(parsed);
  const wrong = entries.find(([, level]) => typeof level !== 'string');
  if (wrong) throw new AwardMapError(`award map ${file}: ${JSON.stringify(wrong[0])} must map to an award level name (a text)`);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * The defaults with the operator's entries over them, checked against the catalogue's award levels:
 * key of the award name → the level's lower-cased name. An entry naming no level throws.
 */
export async function loadAwardMap(db: Kysely<Database>, extra: Readonly<Record<string, string>> = {}, source = 'award map'): Promise<Map<string, string>> {
  // "Other award" is no target: each group has one, and unknown names land there anyway.
  const levels = (await db.selectFrom('award_levels').select('name').where('name', '!=', OTHER_AWARD).orderBy('id').execute()).map((l) => l.name);
  const known = new Map(levels.map((name) => [name.toLowerCase(), name]));
  const map = new Map<string, string>();
  for (const [fromDefaults, entries] of [[true, DEFAULT_AWARD_MAP], [false, extra]] as const) {
    for (const [name, level] of Object.entries(entries)) {
      const target = known.get(level.trim().toLowerCase());
      if (!target) {
        if (fromDefaults) continue; // a catalogue without that level: the default entry does not apply
        throw new AwardMapError(`${source}: ${JSON.stringify(name)} maps to ${JSON.stringify(level)}, which is not an award level (known levels: ${levels.join(', ')})`);
      }
      map.set(awardKey(name), target.toLowerCase());
    }
  }
  return map;
}

export { awardKey };
