/**
 * Reference lists we own (geography comes from the registry). Ids are positional and fixed: never
 * reorder or remove an entry, only append, so ids stay stable across re-seeds.
 */

/** Majors with their minors. Major ids are 1.., minor ids are major id × 100 + position. */
export const STUDY_AREAS: ReadonlyArray<{ major: string; minors: readonly string[] }> = [
  { major: 'Agriculture and Environment', minors: ['Agriculture', 'Environmental Science', 'Forestry', 'Horticulture', 'Marine Science'] },
  { major: 'Architecture and Building', minors: ['Architecture', 'Construction Management', 'Interior Design', 'Landscape Architecture', 'Urban Planning'] },
  { major: 'Arts and Humanities', minors: ['History', 'Philosophy', 'Languages and Linguistics', 'Literature', 'Archaeology', 'Religious Studies'] },
  {
    major: 'Business and Management',
    minors: ['Accounting', 'Business Administration', 'Finance', 'Human Resource Management', 'Marketing', 'International Business', 'Supply Chain Management', 'Entrepreneurship'],
  },
  {
    major: 'Computing and Information Technology',
    minors: ['Computer Science', 'Cyber Security', 'Data Science', 'Information Systems', 'Software Engineering', 'Artificial Intelligence', 'Networking'],
  },
  { major: 'Creative Arts and Design', minors: ['Fine Arts', 'Graphic Design', 'Fashion Design', 'Music', 'Film and Television', 'Photography', 'Game Design'] },
  { major: 'Education and Teaching', minors: ['Early Childhood Education', 'Primary Teaching', 'Secondary Teaching', 'Special Education', 'TESOL'] },
  {
    major: 'Engineering',
    minors: ['Civil Engineering', 'Mechanical Engineering', 'Electrical Engineering', 'Chemical Engineering', 'Aerospace Engineering', 'Biomedical Engineering', 'Mechatronics', 'Mining Engineering'],
  },
  { major: 'Health Sciences', minors: ['Nursing', 'Public Health', 'Physiotherapy', 'Nutrition and Dietetics', 'Occupational Therapy', 'Paramedicine', 'Pharmacy'] },
  { major: 'Medicine and Dentistry', minors: ['Medicine', 'Dentistry', 'Optometry', 'Medical Imaging'] },
  { major: 'Hospitality and Tourism', minors: ['Hotel Management', 'Tourism Management', 'Event Management', 'Culinary Arts'] },
  { major: 'Law and Legal Studies', minors: ['Law', 'Criminology', 'International Law', 'Paralegal Studies'] },
  { major: 'Media and Communication', minors: ['Journalism', 'Public Relations', 'Digital Media', 'Advertising'] },
  { major: 'Natural Sciences', minors: ['Biology', 'Chemistry', 'Physics', 'Earth Sciences', 'Biotechnology'] },
  { major: 'Mathematics and Statistics', minors: ['Mathematics', 'Statistics', 'Actuarial Studies'] },
  {
    major: 'Social Sciences',
    minors: ['Psychology', 'Sociology', 'Economics', 'Political Science', 'International Relations', 'Social Work', 'Anthropology'],
  },
  { major: 'Sport and Exercise Science', minors: ['Exercise Science', 'Sport Management', 'Coaching', 'Sport Psychology'] },
  { major: 'Aviation and Maritime', minors: ['Aviation Management', 'Pilot Training', 'Air Traffic Management', 'Maritime Studies'] },
  { major: 'Trades and Technology', minors: ['Automotive Technology', 'Electrotechnology', 'Plumbing', 'Carpentry', 'Welding and Fabrication'] },
  { major: 'English Language', minors: ['General English', 'Academic English', 'IELTS and TOEFL Preparation', 'Business English'] },
];

/** Study level groups, each with its award levels. Group ids are 1..; level ids group id × 10 + position. */
export const AWARD_GROUPS: ReadonlyArray<{ group: string; levels: readonly string[] }> = [
  { group: 'School', levels: ['Secondary School Certificate', 'Foundation Studies'] },
  { group: 'English language', levels: ['General English', 'English for Academic Purposes', 'Exam Preparation'] },
  { group: 'Vocational', levels: ['Certificate III', 'Certificate IV', 'Advanced Diploma'] },
  { group: 'Undergraduate', levels: ['Diploma', 'Associate Degree', 'Bachelor', 'Bachelor (Honours)'] },
  { group: 'Postgraduate', levels: ['Graduate Certificate', 'Graduate Diploma', 'Master', 'Doctorate'] },
];

export const STUDY_MODES = ['Full time', 'Part time', 'Online', 'Distance', 'Blended'] as const;

/** The contact-us subject list, exactly as the specification gives it. */
export const CONTACT_SUBJECTS = ['Feedback', 'General enquiry', 'Registration issue', 'Sign in issue', 'Suggestion'] as const;

export const majorId = (majorIndex: number): number => majorIndex + 1;
export const minorId = (majorIndex: number, minorIndex: number): number => (majorIndex + 1) * 100 + minorIndex + 1;
export const awardGroupId = (groupIndex: number): number => groupIndex + 1;
export const awardLevelId = (groupIndex: number, levelIndex: number): number => (groupIndex + 1) * 10 + levelIndex + 1;

export function studyAreaRows() {
  return STUDY_AREAS.flatMap(({ major, minors }, m) => [
    { id: majorId(m), parent_id: null, name: major },
    ...minors.map((name, n) => ({ id: minorId(m, n), parent_id: majorId(m), name })),
  ]);
}

export function awardRows() {
  const groups = AWARD_GROUPS.map(({ group }, g) => ({ id: awardGroupId(g), name: group, sort_order: g + 1 }));
  const levels = AWARD_GROUPS.flatMap(({ levels: names }, g) =>
    names.map((name, l) => ({ id: awardLevelId(g, l), group_id: awardGroupId(g), name, sort_order: l + 1 })),
  );
  return { groups, levels };
}

export const listRows = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name, sort_order: i + 1 }));
