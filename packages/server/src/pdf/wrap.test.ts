import { describe, expect, it } from 'vitest';
import type { Font } from 'fontkit';
import { fallbackChain, fontForCluster } from './fonts.js';
import { RunCache } from './runs.js';
import { wrapRuns, type Line } from './wrap.js';

/*
 * The line's visual order (issue 28): the Unicode Bidirectional Algorithm (bidi-js) puts Arabic,
 * English and digits of one line where a reader expects them; pdfkit draws pieces left to right.
 */
const arabicFont = { name: 'arabic' } as unknown as Font;
const latinFont = { name: 'latin' } as unknown as Font;
const byLength = (_font: Font, text: string) => text.length;
const run = (font: Font, text: string) => ({ font, text });
/** The pieces of each line, left to right as drawn. */
const drawn = (lines: Line[]) => lines.map((line) => line.map((piece) => piece.text));

describe('wrapRuns: bidi order', () => {
  it('an Arabic sentence with a number and English words: right to left, the number and the English read left to right', () => {
    const lines = wrapRuns([run(arabicFont, 'الدورة'), run(latinFont, ' 101 '), run(arabicFont, 'في'), run(latinFont, ' Data Science 2')], 1000, byLength);
    expect(drawn(lines)).toEqual([['Data Science 2', ' ', 'في', ' ', '101', ' ', 'الدورة']]);
  });

  it('an English line with an Arabic name: the name in place, its words right to left', () => {
    const lines = wrapRuns([run(latinFont, 'Name: '), run(arabicFont, 'محمد'), run(latinFont, ' '), run(arabicFont, 'علي'), run(latinFont, '. Born 2001')], 1000, byLength);
    expect(drawn(lines)).toEqual([['Name: ', 'علي', ' ', 'محمد', '. Born 2001']]);
  });

  it('mirrors brackets in right-to-left text and keeps each paragraph its own direction', () => {
    const lines = wrapRuns([run(arabicFont, 'جامعة'), run(latinFont, ' ('), run(arabicFont, 'القاهرة'), run(latinFont, ')\nCairo (Egypt)')], 1000, byLength);
    // Read right to left: جامعة, then the opening bracket (drawn as ')' on the left of the space), القاهرة, the closing one.
    expect(drawn(lines)).toEqual([['(', 'القاهرة', ') ', 'جامعة'], ['Cairo (Egypt)']]);
  });

  it('orders each wrapped line of a right-to-left paragraph on its own, first words on the first line', () => {
    const lines = wrapRuns([run(arabicFont, 'واحد'), run(latinFont, ' '), run(arabicFont, 'اثنان'), run(latinFont, ' '), run(arabicFont, 'ثلاثة')], 11, byLength);
    expect(drawn(lines)).toEqual([['اثنان', ' ', 'واحد'], ['ثلاثة']]);
  });

  it('with the embedded fonts: an Arabic answer mixed with English and digits comes out in reading order', async () => {
    const text = 'أدرس Computer Science منذ 2024 في القاهرة';
    const runs = new RunCache();
    await runs.prepare(text, 400);
    const [line, ...more] = wrapRuns(runs.get(text, 400), 1e9, (font, piece) => font.layout(piece).advanceWidth);
    expect(more).toEqual([]);
    const words = line!.map((piece) => piece.text.trim()).filter(Boolean);
    expect(words).toEqual(['القاهرة', 'في', '2024', 'منذ', 'Computer Science', 'أدرس']);
  });
});

describe('Arabic shaping', () => {
  it('the embedded Arabic font joins the letters of a word (contextual forms, not isolated letters)', async () => {
    const word = 'جامعة';
    const font = await fontForCluster('ج', fallbackChain(word), 400);
    expect(font.familyName).toMatch(/Arabic/);
    // The glyph of each letter (its dots are separate mark glyphs, without code points), as fontkit lays
    // the word out for pdfkit — in visual order, right to left — and as each letter alone.
    const letterGlyph = (glyphs: { id: number; codePoints: number[] }[]) => glyphs.filter((glyph) => glyph.codePoints.length > 0);
    const shaped = letterGlyph(font.layout(word).glyphs).reverse();
    const isolated = [...word].map((letter) => letterGlyph(font.layout(letter).glyphs)[0]!);
    expect(shaped).toHaveLength(isolated.length);
    // ج initial, ا final, م initial, ع medial, ة final: no letter keeps its isolated form.
    shaped.forEach((glyph, i) => expect(glyph.id).not.toBe(isolated[i]!.id));
  });
});
