/**
 * The education tab's reference lists (member §3, §9): qualification levels, languages of
 * instruction, and the English tests with their modules and real score scales. Ids are positional
 * and fixed (migration 0018 inserts them): never reorder or remove an entry; a new one needs a new
 * migration.
 */

export const QUALIFICATION_LEVELS = [
  'Secondary school (Year 10)',
  'Higher secondary (Year 12)',
  'Certificate',
  'Diploma',
  'Advanced Diploma',
  'Associate Degree',
  'Bachelor',
  'Bachelor (Honours)',
  'Graduate Certificate',
  'Graduate Diploma',
  'Master',
  'Doctorate',
] as const;

export const LANGUAGES = [
  'English',
  'Arabic',
  'Bengali',
  'Chinese (Cantonese)',
  'Chinese (Mandarin)',
  'French',
  'German',
  'Hindi',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Malay',
  'Nepali',
  'Portuguese',
  'Russian',
  'Sinhala',
  'Spanish',
  'Tamil',
  'Thai',
  'Turkish',
  'Urdu',
  'Vietnamese',
  'Other',
] as const;

export interface EnglishTestSeed {
  name: string;
  modules: ReadonlyArray<{ name: string; scoreType: 'D' | 'N'; range: string; multiplier: number }>;
}

const modules = (names: readonly string[], scoreType: 'D' | 'N', range: string, multiplier: number) =>
  names.map((name) => ({ name, scoreType, range, multiplier }));

/** The tests with their official scales: range 'min/max', multiplier the step between valid scores. */
export const ENGLISH_TESTS: readonly EnglishTestSeed[] = [
  // IELTS Academic: band scores 0–9 in half bands.
  { name: 'IELTS Academic', modules: modules(['Listening', 'Reading', 'Writing', 'Speaking', 'Overall'], 'D', '0/9', 0.5) },
  // TOEFL iBT: four sections 0–30, total 0–120.
  { name: 'TOEFL iBT', modules: [...modules(['Reading', 'Listening', 'Speaking', 'Writing'], 'N', '0/30', 1), ...modules(['Total'], 'N', '0/120', 1)] },
  // PTE Academic: communicative skills and overall 10–90.
  { name: 'PTE Academic', modules: modules(['Listening', 'Reading', 'Speaking', 'Writing', 'Overall'], 'N', '10/90', 1) },
  // Duolingo English Test: subscores and overall 10–160 in steps of 5.
  { name: 'Duolingo English Test', modules: modules(['Literacy', 'Comprehension', 'Conversation', 'Production', 'Overall'], 'N', '10/160', 5) },
  // Cambridge C1 Advanced: Cambridge English Scale 160–210.
  { name: 'Cambridge C1 Advanced', modules: modules(['Reading', 'Use of English', 'Writing', 'Listening', 'Speaking', 'Overall'], 'N', '160/210', 1) },
];

/** A test's id is its position + 1; a module's id is test id × 10 + position + 1. */
export const englishTestId = (testIndex: number): number => testIndex + 1;
export const englishModuleId = (testIndex: number, moduleIndex: number): number => (testIndex + 1) * 10 + moduleIndex + 1;

export function englishTestRows() {
  const tests = ENGLISH_TESTS.map((test, t) => ({ id: englishTestId(t), name: test.name, sort_order: t + 1 }));
  const testModules = ENGLISH_TESTS.flatMap((test, t) =>
    test.modules.map((module, i) => ({
      id: englishModuleId(t, i),
      test_id: englishTestId(t),
      name: module.name,
      score_type: module.scoreType,
      score_range: module.range,
      multiplier: module.multiplier,
      sort_order: i + 1,
    })),
  );
  return { tests, modules: testModules };
}
