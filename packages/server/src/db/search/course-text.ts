import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * The one place where course text search differs between the databases. Words are what
 * searchWords() gives (core rules/courses-search-text.ts: a letter or digit of any script, then letters,
 * digits and combining marks), so both engines see the same tokens and a word matches every token it
 * starts (word-prefix). Every fragment refers to course_search as `cs`.
 */
export interface CourseTextSearch {
  /** True for rows where every word starts a token of the name, study area or description. */
  matches(words: readonly string[]): Expression<SqlBool>;
}

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}]*$/u;

function checked(words: readonly string[]): readonly string[] {
  if (words.length === 0 || !words.every((w) => WORD.test(w))) {
    throw new Error(`course text search needs normalised words, got ${JSON.stringify(words)}`);
  }
  return words;
}

const ASCII = /^[a-z0-9]+$/;
/**
 * Characters FTS5's unicode61 tokeniser keeps in a token: letters and digits, except a few that its
 * Unicode tables (SQLite 3.53) class otherwise (New Tai Lue vowel signs, two Vedic signs).
 * Combining marks are token breaks to it.
 */
const FTS_TOKEN_CHAR = /(?![\u19b0-\u19c9\u1cf2\u1cf3])[\p{L}\p{N}]/u;

/** Every text FTS5 indexes, as one string of single-space separated words (names_norm's " | " never starts a word). */
const ALL_TEXTS = sql`(' ' || cs.name_norm || ' ' || cs.names_norm || ' ' || cs.area_norm || ' ' || cs.desc_norm)`;

/**
 * SQLite: the FTS5 table course_search_fts (external content, rowid = course_search.id). An a–z/0–9
 * word is one FTS5 token, matched as a prefix ("w"*). Any other word is matched by FTS5 as a phrase
 * of the tokens it splits into (a Hindi word's letters between its vowel signs: "कंप्यूटर"* is the
 * phrase क प य टर*), which finds every row where the word starts a token and a few more, and then
 * checked exactly with LIKE (the word starts a word of the texts), as PostgreSQL matches it. A word
 * FTS5 sees no token in is checked by the LIKE alone.
 */
const sqliteSearch: CourseTextSearch = {
  matches(words) {
    const phrases = checked(words).filter((w) => ASCII.test(w) || FTS_TOKEN_CHAR.test(w));
    const exact = words.filter((w) => !ASCII.test(w));
    const conditions = [
      ...(phrases.length ? [sql<SqlBool>`cs.id in (select rowid from course_search_fts where course_search_fts match ${phrases.map((w) => `"${w}"*`).join(' AND ')})`] : []),
      ...exact.map((w) => sql<SqlBool>`${ALL_TEXTS} like ${`% ${w}%`}`),
    ];
    return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
  },
};

/**
 * PostgreSQL: the stored tsvector `tsv` (the words as they are, see migration 0004: split at spaces
 * only, so a word of any script is one lexeme) with its GIN index. The query is a tsquery literal, not to_tsquery: no parser splits '1e5x' into '1e5' and 'x'.
 */
const postgresSearch: CourseTextSearch = {
  matches(words) {
    const query = checked(words).map((w) => `'${w}':*`).join(' & ');
    return sql<SqlBool>`cs.tsv @@ ${query}::tsquery`;
  },
};

export const courseTextSearch = (dialect: DialectName): CourseTextSearch =>
  dialect === 'postgres' ? postgresSearch : sqliteSearch;

/**
 * The rank of a matching row, portable SQL (the same on both databases): 1 when every word starts a
 * word of the course name, 2 of the study area, 3 of the description, 4 when the words are spread
 * over several of them. Normalised text is single-space separated, so `' ' || col LIKE '% word%'`
 * is exactly "word starts a token of col".
 */
const allWordsIn = (words: readonly string[], column: string) =>
  sql.join(
    checked(words).map((w) => sql`(' ' || ${sql.ref(`cs.${column}`)}) like ${`% ${w}%`}`),
    sql` and `,
  );

/**
 * Every word starts a word of the name or of one of its translations (migration 0038: names_norm, ''
 * for almost every course, where the second test is never reached), as the index's name field counts.
 */
const allWordsInName = (words: readonly string[]) =>
  sql.join(
    checked(words).map((w) => sql`((' ' || cs.name_norm) like ${`% ${w}%`} or (cs.names_norm <> '' and (' ' || cs.names_norm) like ${`% ${w}%`}))`),
    sql` and `,
  );

/**
 * True for the rows of rank 1: every word starts a word of the course name (in any of its languages). Such a row always
 * matches the text search too (same words, same tokens), so this condition alone selects rank 1.
 */
export const courseNameMatches = (words: readonly string[]): RawBuilder<SqlBool> => sql<SqlBool>`${allWordsInName(words)}`;

export function courseTextRank(words: readonly string[]): RawBuilder<number> {
  const all = (column: string) => allWordsIn(words, column);
  return sql<number>`case when ${allWordsInName(words)} then 1 when ${all('area_norm')} then 2 when ${all('desc_norm')} then 3 else 4 end`;
}
