/** Kinds of institution the demo generates: how they are named, how big they are, what they teach. */

export type GroupName = 'School' | 'English language' | 'Vocational' | 'Undergraduate' | 'Postgraduate';

export interface InstitutionType {
  key: string;
  /** How often this type occurs. */
  weight: number;
  /** Relative number of courses. */
  courseWeight: number;
  /** Names: {city} and {surname} are filled in. */
  names: readonly string[];
  groups: ReadonlyArray<readonly [GroupName, number]>;
  maxCampuses: number;
  founded: readonly [number, number];
}

export const INSTITUTION_TYPES: readonly InstitutionType[] = [
  {
    key: 'university',
    weight: 40,
    courseWeight: 4,
    names: [
      'University of {city}', '{city} University', '{city} Metropolitan University', '{surname} University',
      '{city} University of Technology', '{surname} University {city}', 'Royal {city} University', '{city} Global University',
    ],
    groups: [['Undergraduate', 5], ['Postgraduate', 4], ['English language', 0.3], ['School', 0.2]],
    maxCampuses: 4,
    founded: [1850, 1995],
  },
  {
    key: 'institute',
    weight: 20,
    courseWeight: 2,
    names: [
      '{city} Institute of Technology', '{surname} Institute of Technology', '{city} Polytechnic',
      '{city} Institute of Higher Education', '{surname} Institute', '{city} Institute of Health Sciences',
    ],
    groups: [['Vocational', 4], ['Undergraduate', 3], ['Postgraduate', 1]],
    maxCampuses: 3,
    founded: [1900, 2010],
  },
  {
    key: 'college',
    weight: 25,
    courseWeight: 1.5,
    names: [
      '{city} College', '{surname} College', '{city} College of Business', '{city} College of Design',
      '{city} International College', '{surname} College of Hospitality', '{surname} College of Health', '{city} Career College',
    ],
    groups: [['Vocational', 5], ['Undergraduate', 2], ['English language', 1]],
    maxCampuses: 3,
    founded: [1950, 2015],
  },
  {
    key: 'language',
    weight: 10,
    courseWeight: 0.6,
    names: ['{city} Language Centre', '{surname} English Academy', '{city} School of English', '{surname} Language Institute'],
    groups: [['English language', 1]],
    maxCampuses: 2,
    founded: [1960, 2018],
  },
  {
    key: 'school',
    weight: 5,
    courseWeight: 0.5,
    names: ['{surname} Grammar School', '{city} International School', '{surname} Academy', '{city} Senior College'],
    groups: [['School', 3], ['English language', 1]],
    maxCampuses: 1,
    founded: [1880, 2000],
  },
];
