/**
 * Search text in every script (issue 28: "search finds a course by its name in any of its
 * languages"): what the course search index, both databases' text search and a query see.
 * docs/i18n.md, "How search treats each script", explains the choices with examples.
 */

/** Longer words are cut to this length (code points), in the index and in queries alike. */
export const MAX_WORD_LENGTH = 100;

/**
 * Combining marks that are dropped after NFD: accents (É → E, й → и), Hebrew points and Arabic
 * tashkeel (عُلُوم → علوم; أ إ آ lose their hamza and madda → ا), and the Devanagari nukta (ज़ → ज).
 * The marks of scripts that spell with them stay: Indic and Southeast Asian vowel signs and viramas
 * (कंप्यूटर keeps its matras), the kana voicing marks (が is not か; NFC puts them back on their kana).
 */
const DROPPED_MARKS = /(?![\u3099\u309a])(?=\p{M})[\p{sc=Zinh}\p{sc=Latn}\p{sc=Grek}\p{sc=Cyrl}\p{sc=Armn}\p{sc=Hebr}\p{sc=Arab}\p{sc=Syrc}\u093c]/gu;

/** Invisible characters inside a word (zero-width joiners, the Arabic tatweel ـ): removed, not a word break. */
const INVISIBLE = /[\u200c\u200d\u0640]/g;

/**
 * One character for another, after lower-casing: Latin letters NFD does not take apart; the Greek
 * final sigma (SQLite's tokeniser folds it too); Arabic letters written either way (alef wasla, alef
 * maksura, teh marbuta; the Persian yeh and keheh); chandrabindu as anusvara; Arabic-Indic and
 * Devanagari digits as 0–9.
 */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
  ς: 'σ',
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064a', // ى → ي
  '\u0629': '\u0647', // ة → ه
  '\u06cc': '\u064a', // ی → ي
  '\u06a9': '\u0643', // ک → ك
  '\u0901': '\u0902', // ँ → ं
};
const FOLDED = /[ßæœøłđðþıς\u0671\u0649\u0629\u06cc\u06a9\u0901]/g;
/** Arabic-Indic (٣), Extended Arabic-Indic (۳, Persian and Urdu) and Devanagari (३) digits. */
const DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;
const digitOf = (c: string): string => {
  const code = c.charCodeAt(0);
  return String(code - (code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660));
};

/**
 * Word breaks: everything but a–z, 0–9 and the letters, digits and kept marks of scripts other than
 * Latin. Latin text keeps exactly its old words (letters NFD and FOLDS do not make a–z, such as ħ
 * or ə, still break a word); so do characters of no script (punctuation, symbols, ʻ and ʼ), except
 * the kana prolonged sound mark ー.
 */
const BREAKS = /(?![a-z0-9\u30fc])(?:[^\p{L}\p{N}\p{M}]|[\p{sc=Latn}\p{sc=Zyyy}\p{sc=Zinh}])/gu;

/** A mark that starts a word (nothing to sit on): dropped, so every word starts with a letter or digit. */
const LEADING_MARKS = /(^| )\p{M}+/gu;

/**
 * Scripts written without spaces between words: every character (with its marks) is a word of its
 * own, so a query finds any part of a name — 计算机 is the words 计 算 机, each of which must be in
 * the course, and the phrase rule ranks 计算机科学 (the three in that order) first.
 */
const CHARACTER_WORDS = /[\p{sc=Hani}\p{sc=Hira}\p{sc=Kana}\p{sc=Hang}\p{sc=Bopo}\p{sc=Thai}\p{sc=Laoo}\p{sc=Khmr}\p{sc=Mymr}\u30fc]\p{M}*/gu;

/** Characters of the scripts where one character is a syllable or a word (Chinese, Japanese, Korean): each counts two toward the minimum search length. */
const WIDE = /[\p{sc=Hani}\p{sc=Hira}\p{sc=Kana}\p{sc=Hang}\p{sc=Bopo}]/gu;

const ASCII = /^[\x00-\x7f]*$/;

/** Words longer than MAX_WORD_LENGTH code points, cut. */
const cut = (text: string): string =>
  text.replace(/[^ ]{101,}/g, (word) => {
    const points = Array.from(word);
    return points.length > MAX_WORD_LENGTH ? points.slice(0, MAX_WORD_LENGTH).join('') : word;
  });

/**
 * Search text as the index and the query see it: lower case, single spaces between words, "&"
 * written "and" (so "Arts & Science" and "arts and science" are the same words).
 *
 * - Latin text as always: accents dropped (É → e), ß → ss and the like, everything but a–z and 0–9
 *   a word break.
 * - Other scripts keep their letters and digits (NFKC first, so Arabic presentation forms, full-width
 *   letters and ligatures become the letters they stand for), with the marks of DROPPED_MARKS removed
 *   and the FOLDS applied.
 * - Chinese, Japanese, Korean, Thai, Lao, Khmer and Myanmar: one word per character (CHARACTER_WORDS).
 *
 * Every word starts with a letter or a digit; a word may hold combining marks (Hindi, Thai), which
 * SQLite's tokeniser treats as breaks: db/search/course-text.ts checks such words exactly.
 */
export function normaliseSearchText(text: string): string {
  if (ASCII.test(text)) {
    return cut(
      text
        .toLowerCase()
        .replace(/&/g, ' and ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim(),
    );
  }
  return cut(
    text
      .normalize('NFKC')
      .normalize('NFD')
      .replace(DROPPED_MARKS, '')
      .replace(INVISIBLE, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(FOLDED, (c) => FOLDS[c] ?? c)
      .replace(DIGITS, digitOf)
      .replace(/&/g, ' and ')
      .replace(BREAKS, ' ')
      .replace(CHARACTER_WORDS, ' $& ')
      .replace(LEADING_MARKS, '$1')
      .replace(/ {2,}/g, ' ')
      .trim(),
  );
}

/** The words of a search text, in order, every one (repeats kept: the order ranks phrases). */
export function searchWords(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised ? normalised.split(' ') : [];
}

/**
 * How long a search text counts for the minimum (MIN_COURSE_SEARCH_LENGTH): its letters, digits and
 * kept marks, where a Chinese, Japanese or Korean character counts two — 数学 (mathematics) or 法律
 * (law) say as much as a word of six Latin letters.
 */
export function searchTextLength(text: string): number {
  const compact = normaliseSearchText(text).replace(/ /g, '');
  let length = 0;
  for (const _ of compact) length++;
  return length + (compact.match(WIDE)?.length ?? 0);
}
