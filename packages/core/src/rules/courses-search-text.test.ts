import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchTextLength, searchWords } from './courses-search-text.js';

/** The normaliser before issue 28, as migration 0039 keeps it: Latin text must give exactly these words still. */
const FOLDS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const latinBefore = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/[a-z0-9]{101,}/g, (word) => word.slice(0, 100))
    .trim();

describe('normaliseSearchText in every script (issue 28)', () => {
  it('Latin text gives the words it gave before, character by character and in random strings', () => {
    // Basic Latin, Latin-1, Latin Extended A and B and Additional (Vietnamese), general punctuation;
    // not the compatibility characters NFKC now spells out (ﬁ → fi, ² → 2, ª → a), nor the joiners.
    const ranges = [[0x20, 0x250], [0x1e00, 0x1f00], [0x2000, 0x2070]] as const;
    const chars = ranges
      .flatMap(([from, to]) => Array.from({ length: to - from }, (_, i) => String.fromCodePoint(from + i)))
      .filter((c) => c.normalize('NFKC') === c.normalize('NFC') && !/[\u200c\u200d]/.test(c));
    for (const c of chars) expect(normaliseSearchText(`a${c}b ${c}`), c).toBe(latinBefore(`a${c}b ${c}`));
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 5_000; i++) {
      const text = Array.from({ length: 16 }, () => chars[Math.floor(next() * chars.length)]).join('');
      expect(normaliseSearchText(text), text).toBe(latinBefore(text));
    }
    expect(normaliseSearchText('Énergie Renouvelable – Tiếng Việt, Łódź & Straße')).toBe('energie renouvelable tieng viet lodz and strasse');
  });

  it('Chinese and Japanese: one word per character, so a query finds any part of a name', () => {
    expect(normaliseSearchText('计算机科学')).toBe('计 算 机 科 学');
    expect(searchWords('计算机')).toEqual(['计', '算', '机']);
    expect(normaliseSearchText('コンピューター・サイエンス')).toBe('コ ン ピ ュ ー タ ー サ イ エ ン ス');
    // Half-width kana become the full-width ones (NFKC), voiced kana keep their voicing.
    expect(normaliseSearchText('ｶﾞｸｾｲ')).toBe('ガ ク セ イ');
    expect(normaliseSearchText('ガクセイ')).not.toBe(normaliseSearchText('カクセイ'));
    expect(normaliseSearchText('컴퓨터공학과')).toBe('컴 퓨 터 공 학 과');
  });

  it('Hindi: the vowel signs and viramas stay (a word is spelt with them), the nukta goes, chandrabindu is anusvara', () => {
    expect(normaliseSearchText('कंप्यूटर विज्ञान')).toBe('कंप्यूटर विज्ञान');
    expect(searchWords('कंप्यूटर विज्ञान')).toEqual(['कंप्यूटर', 'विज्ञान']);
    expect(normaliseSearchText('ज़मीन')).toBe('जमीन');
    expect(normaliseSearchText('कँवल')).toBe(normaliseSearchText('कंवल'));
    expect(normaliseSearchText('वर्ष २०२६')).toBe('वर्ष 2026');
  });

  it('Arabic: tashkeel and tatweel dropped, presentation forms and hamza forms of alef folded, Arabic-Indic digits as 0–9', () => {
    expect(normaliseSearchText('علوم الحاسوب')).toBe('علوم الحاسوب');
    expect(normaliseSearchText('عُلُومُ الْحَاسُوبِ')).toBe('علوم الحاسوب');
    expect(normaliseSearchText('ﻋﻠﻮﻡ')).toBe('علوم');
    expect(normaliseSearchText('تـــعليم')).toBe('تعليم');
    expect(normaliseSearchText('أحمد إسلام آمنة مستشفى')).toBe('احمد اسلام امنه مستشفي');
    expect(normaliseSearchText('دورة ٢٠٢٦ / ۲۰۲۶')).toBe('دوره 2026 2026');
    // The Persian yeh and keheh are the Arabic ones; a zero-width non-joiner does not split a word.
    expect(normaliseSearchText('می‌خواهم کتاب')).toBe('ميخواهم كتاب');
  });

  it('mixed English and Chinese; Greek and Cyrillic lose their accents; full-width Latin and ligatures are letters', () => {
    expect(normaliseSearchText('Computer Science 计算机科学 (CS)')).toBe('computer science 计 算 机 科 学 cs');
    expect(normaliseSearchText('ＭＢＡ課程')).toBe('mba 課 程');
    expect(normaliseSearchText('ΟΔΟΣ Ἀθῆναι')).toBe('οδοσ αθηναι');
    expect(normaliseSearchText('Москва ёлка')).toBe('москва елка');
    expect(normaliseSearchText('ﬁnance m²')).toBe('finance m2');
  });

  it('every word starts with a letter or a digit, and is cut at 100 characters', () => {
    expect(normaliseSearchText('ि क ्')).toBe('क');
    expect(normaliseSearchText(`x ${'क'.repeat(150)}`)).toBe(`x ${'क'.repeat(100)}`);
  });
});

describe('searchTextLength', () => {
  it('counts letters, digits and vowel signs; a Chinese, Japanese or Korean character two', () => {
    expect(searchTextLength('a-b é')).toBe(3);
    expect(searchTextLength('数学')).toBe(4);
    expect(searchTextLength('数')).toBe(2);
    expect(searchTextLength('कला')).toBe(3);
    expect(searchTextLength('عُلوم')).toBe(4);
  });
});
