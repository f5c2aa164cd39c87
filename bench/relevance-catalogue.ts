/**
 * Course names with the difficulties real catalogues have and the demo generator does not: "&",
 * apostrophes, accents, parentheses, long names that differ only in their last words, and the same
 * name at many institutions. The relevance bench imports them beside the demo catalogue (through
 * the importer, as an operator would) so that its query kinds have candidates of every kind.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../packages/server/src/db/schema/index.js';
import { importRows, type ImportRow } from '../packages/server/src/import/index.js';

/** [name, major, award]: majors and awards from the reference lists. */
export const DIFFICULT_NAMES: ReadonlyArray<readonly [string, string, string]> = [
  ['Bachelor of Arts & Sciences', 'Arts and Humanities', 'Bachelor'],
  ['Bachelor of Nursing & Midwifery', 'Health Sciences', 'Bachelor'],
  ['Master of Science (Nursing & Midwifery)', 'Health Sciences', 'Master'],
  ['Bachelor of Business & Commerce', 'Business and Management', 'Bachelor'],
  ['Graduate Diploma in Accounting & Finance', 'Business and Management', 'Graduate Diploma'],
  ['Bachelor of Science in Children\'s & Young People\'s Nursing', 'Health Sciences', 'Bachelor'],
  ['Graduate Certificate in Women\'s Health', 'Health Sciences', 'Graduate Certificate'],
  ['Master of Arts in Writers\' Studies', 'Arts and Humanities', 'Master'],
  ['Diplôme Universitaire de Géographie Économique', 'Arts and Humanities', 'Diploma'],
  ['Bachelor of Information Technology', 'Computing and Information Technology', 'Bachelor'],
  ['Bachelor of Business Information Technology', 'Computing and Information Technology', 'Bachelor'],
  ['Bachelor of Accounting and Business Information Technology (Professional)', 'Computing and Information Technology', 'Bachelor'],
  ['Doctor of Philosophy (Warwick-Monash)', 'Arts and Humanities', 'Doctorate'],
  ['Doctor of Philosophy', 'Arts and Humanities', 'Doctorate'],
  ['Master of Engineering (Civil & Structural) with Industrial Placement Year', 'Engineering', 'Master'],
  ['Master of Engineering (Civil & Structural) with Industrial Placement Year Abroad', 'Engineering', 'Master'],
  ['Bachelor of Science (Honours) in Environmental Science & Sustainable Resource Management', 'Agriculture and Environment', 'Bachelor (Honours)'],
  ['Bachelor of Laws & Bachelor of Arts (Politics, Philosophy & Economics)', 'Law and Legal Studies', 'Bachelor'],
  ['Master of Business Administration (Global Executive)', 'Business and Management', 'Master'],
  ['Bachelor of Engineering (Software) & Bachelor of Computer Science', 'Engineering', 'Bachelor'],
];

/** Institutions each name is taught at (the first name at all of them, the others at fewer). */
const INSTITUTIONS = 12;

/** Imports the difficult names into a catalogue that has the reference data; returns how many courses landed. */
export async function importDifficultNames(db: Kysely<Database>): Promise<number> {
  const rows: ImportRow[] = [];
  const row = (values: Record<string, unknown>) => rows.push({ line: rows.length + 2, values });
  for (let i = 0; i < INSTITUTIONS; i++) {
    row({ type: 'institution', external_id: `REL-${i}`, name: `Relevance Test Institute ${i + 1}` });
    row({ type: 'location', external_id: `REL-${i}-C`, institution: `REL-${i}`, name: 'Main Campus', country: 'AU', state: 'NSW', city: 'Sydney' });
  }
  DIFFICULT_NAMES.forEach(([name, major, award], n) => {
    // Names shared by many institutions and names taught once, as in a national register.
    const at = n % 4 === 0 ? INSTITUTIONS : n % 4 === 1 ? 4 : 1;
    for (let i = 0; i < at; i++) {
      row({ type: 'course', external_id: `REL-${i}-${n}`, institution: `REL-${i}`, name, major, award, campuses: `REL-${i}-C` });
    }
  });
  const report = await importRows(db, rows);
  if (report.rejected.length) throw new Error(`the relevance catalogue did not import: ${JSON.stringify(report.rejected.slice(0, 3))}`);
  return report.created.course;
}
