import { AWARD_GROUPS, awardLevelId, majorId, minorId, STUDY_AREAS } from '../reference-data.js';
import type { GroupName } from './institution-types.js';

/** The degree field each major's courses are named after ("Bachelor of {field}"). */
const FIELDS: Readonly<Record<string, string>> = {
  'Agriculture and Environment': 'Environmental Science',
  'Architecture and Building': 'Design',
  'Arts and Humanities': 'Arts',
  'Business and Management': 'Business',
  'Computing and Information Technology': 'Information Technology',
  'Creative Arts and Design': 'Creative Arts',
  'Education and Teaching': 'Education',
  Engineering: 'Engineering',
  'Health Sciences': 'Health Science',
  'Medicine and Dentistry': 'Medical Science',
  'Hospitality and Tourism': 'Hospitality Management',
  'Law and Legal Studies': 'Laws',
  'Media and Communication': 'Communication',
  'Natural Sciences': 'Science',
  'Mathematics and Statistics': 'Mathematics',
  'Social Sciences': 'Social Science',
  'Sport and Exercise Science': 'Exercise and Sport Science',
  'Aviation and Maritime': 'Aviation',
  'Trades and Technology': 'Engineering Technology',
  'English Language': 'English',
};

export interface MajorInfo {
  index: number;
  id: number;
  name: string;
  field: string;
  minors: ReadonlyArray<{ id: number; name: string }>;
}

export const MAJORS: readonly MajorInfo[] = STUDY_AREAS.map(({ major, minors }, m) => ({
  index: m,
  id: majorId(m),
  name: major,
  field: FIELDS[major] ?? major,
  minors: minors.map((name, n) => ({ id: minorId(m, n), name })),
}));

const major = (name: string): MajorInfo => {
  const found = MAJORS.find((m) => m.name === name);
  if (!found) throw new Error(`Unknown major ${name}`);
  return found;
};

/** Which majors each study level group teaches, with weights. */
export const GROUP_MAJORS: Readonly<Record<GroupName, ReadonlyArray<readonly [MajorInfo, number]>>> = {
  School: [[major('Natural Sciences'), 2], [major('Mathematics and Statistics'), 1], [major('Arts and Humanities'), 1], [major('Business and Management'), 1]],
  'English language': [[major('English Language'), 1]],
  Vocational: [
    [major('Trades and Technology'), 3], [major('Hospitality and Tourism'), 3], [major('Business and Management'), 3],
    [major('Computing and Information Technology'), 2], [major('Health Sciences'), 2], [major('Creative Arts and Design'), 1],
    [major('Education and Teaching'), 1], [major('Architecture and Building'), 1], [major('Sport and Exercise Science'), 1],
    [major('Aviation and Maritime'), 1], [major('Agriculture and Environment'), 1],
  ],
  Undergraduate: MAJORS.filter((m) => m.name !== 'English Language' && m.name !== 'Trades and Technology').map(
    (m) => [m, ['Business and Management', 'Computing and Information Technology', 'Engineering', 'Health Sciences'].includes(m.name) ? 4 : 1.5] as const,
  ),
  Postgraduate: MAJORS.filter((m) => m.name !== 'English Language' && m.name !== 'Trades and Technology').map(
    (m) => [m, ['Business and Management', 'Computing and Information Technology', 'Engineering', 'Social Sciences'].includes(m.name) ? 4 : 1.5] as const,
  ),
};

export interface AwardInfo {
  id: number;
  name: string;
  groupId: number;
  group: GroupName;
  weight: number;
  /** Duration range in months and the step it moves in. */
  months: readonly [number, number, number];
  /** Course name: {field}, {minor} (falls back to the field), {suffix} (" (Minor)" or ""), {variant}. */
  title: string;
  abbreviation: string;
  /** Fills {variant}: levels or exams, so a language school's courses differ. */
  variants?: readonly string[];
}

const CEFR_LEVELS = ['A1 Beginner', 'A2 Elementary', 'B1 Intermediate', 'B2 Upper Intermediate', 'C1 Advanced'] as const;

const AWARD_DETAILS: Readonly<Record<string, Omit<AwardInfo, 'id' | 'name' | 'groupId' | 'group'>>> = {
  'Secondary School Certificate': { weight: 2, months: [12, 24, 12], title: 'Secondary School Certificate ({field})', abbreviation: 'SSC' },
  'Foundation Studies': { weight: 1, months: [6, 12, 3], title: 'Foundation Studies in {field}', abbreviation: 'FS' },
  'General English': { weight: 3, months: [1, 12, 1], title: 'General English – {variant}', abbreviation: 'GE', variants: CEFR_LEVELS },
  'English for Academic Purposes': { weight: 2, months: [2, 10, 1], title: 'English for Academic Purposes – {variant}', abbreviation: 'EAP', variants: CEFR_LEVELS.slice(2) },
  'Exam Preparation': {
    weight: 1,
    months: [1, 3, 1],
    title: '{variant} Preparation',
    abbreviation: 'EXP',
    variants: ['IELTS Academic', 'TOEFL iBT', 'PTE Academic', 'Cambridge B2 First', 'Cambridge C1 Advanced'],
  },
  'Certificate III': { weight: 2, months: [6, 12, 3], title: 'Certificate III in {minor}', abbreviation: 'C3' },
  'Certificate IV': { weight: 2, months: [6, 12, 3], title: 'Certificate IV in {minor}', abbreviation: 'C4' },
  'Advanced Diploma': { weight: 1, months: [18, 24, 6], title: 'Advanced Diploma of {minor}', abbreviation: 'AD' },
  Diploma: { weight: 2, months: [12, 18, 6], title: 'Diploma of {minor}', abbreviation: 'D' },
  'Associate Degree': { weight: 1, months: [24, 24, 12], title: 'Associate Degree in {field}', abbreviation: 'AS' },
  Bachelor: { weight: 6, months: [36, 48, 12], title: 'Bachelor of {field}{suffix}', abbreviation: 'B' },
  'Bachelor (Honours)': { weight: 1, months: [48, 48, 12], title: 'Bachelor of {field} (Honours){suffix}', abbreviation: 'BH' },
  'Graduate Certificate': { weight: 1, months: [6, 6, 6], title: 'Graduate Certificate in {minor}', abbreviation: 'GC' },
  'Graduate Diploma': { weight: 1, months: [12, 12, 12], title: 'Graduate Diploma of {field}{suffix}', abbreviation: 'GD' },
  Master: { weight: 5, months: [12, 24, 6], title: 'Master of {field}{suffix}', abbreviation: 'M' },
  Doctorate: { weight: 1, months: [36, 48, 12], title: 'Doctor of Philosophy ({minor})', abbreviation: 'PHD' },
};

export const AWARDS: readonly AwardInfo[] = AWARD_GROUPS.flatMap(({ group, levels }, g) =>
  levels.map((name, l) => {
    const details = AWARD_DETAILS[name];
    if (!details) throw new Error(`No demo details for award level ${name}`);
    return { id: awardLevelId(g, l), name, groupId: g + 1, group: group as GroupName, ...details };
  }),
);

export const awardsOf = (group: GroupName): AwardInfo[] => AWARDS.filter((a) => a.group === group);

export function courseTitle(award: AwardInfo, majorInfo: MajorInfo, minor: { name: string } | null, variant = ''): string {
  return award.title
    .replace('{variant}', variant)
    .replace('{field}', majorInfo.field)
    .replace('{minor}', minor?.name ?? majorInfo.field)
    .replace('{suffix}', minor ? ` (${minor.name})` : '');
}

export function durationText(months: number, group: GroupName): string {
  if (group === 'English language') return `${months * 4} weeks`;
  if (months % 12 === 0) return months === 12 ? '1 year full time' : `${months / 12} years full time`;
  return `${months} months full time`;
}
