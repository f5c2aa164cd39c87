import bidiFactory from 'bidi-js';
import type { Font } from 'fontkit';
import type { Run } from './runs.js';

/** Measures a string in a font at a size (pdfkit's widthOfString, which shapes it). */
export type MeasureWidth = (font: Font, text: string) => number;

/** A piece of a line: one font, drawn at its place from the left. */
export interface Piece {
  font: Font;
  text: string;
  width: number;
}
export type Line = Piece[];

const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const SPACE = /^\s+$/u;
const bidi = bidiFactory();

interface Slice {
  font: Font;
  text: string;
  /** Where the slice starts in the whole text. */
  at: number;
}

/** The runs' text between two offsets, as slices by font. */
function slicesOf(runs: Run[], from: number, to: number): Slice[] {
  const out: Slice[] = [];
  let at = 0;
  for (const run of runs) {
    const end = at + run.text.length;
    const a = Math.max(from, at);
    const b = Math.min(to, end);
    if (a < b) out.push({ font: run.font, text: run.text.slice(a - at, b - at), at: a });
    at = end;
  }
  return out;
}

/**
 * Unbreakable units of a paragraph: a line may break after a space, after '-' or '/', and between
 * Chinese or Japanese words (which have no spaces); the word segmenter finds the words.
 */
function units(text: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  let prev = '';
  for (const { segment, index } of words.segment(text)) {
    if (index > start && (SPACE.test(prev) || SPACE.test(segment) || /[-/]$/.test(prev) || CJK.test(prev) || CJK.test(segment))) {
      out.push([start, index]);
      start = index;
    }
    prev = segment;
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

/**
 * The width of the widest unbreakable unit (a word, with what sticks to it) of the runs: the
 * narrowest a column can be without cutting a word (CSS's min-content width).
 */
export function widestUnit(runs: Run[], measure: MeasureWidth): number {
  const text = runs.map((run) => run.text).join('');
  let widest = 0;
  let offset = 0;
  for (const paragraph of text.split('\n')) {
    for (const [from, to] of units(paragraph)) {
      if (SPACE.test(paragraph.slice(from, to))) continue;
      const width = slicesOf(runs, offset + from, offset + to).reduce((sum, s) => sum + measure(s.font, s.text), 0);
      widest = Math.max(widest, width);
    }
    offset += paragraph.length + 1;
  }
  return widest;
}

/**
 * Lays text out in lines no wider than `width`: greedy, a unit wider than a line is cut between
 * grapheme clusters, '\n' starts a new line. Each line is then put in visual order by the Unicode
 * Bidirectional Algorithm (see `visualOrder`), its direction taken from the paragraph's first strong
 * character (as HTML's dir="auto").
 */
export function wrapRuns(runs: Run[], width: number, measure: MeasureWidth): Line[] {
  const text = runs.map((run) => run.text).join('');
  const levels = bidi.getEmbeddingLevels(text, 'auto');
  const lines: Line[] = [];
  let offset = 0;
  for (const paragraph of text.split('\n')) {
    const base = offset;
    offset += paragraph.length + 1;
    let line: Slice[] = [];
    let lineWidth = 0;
    const flush = () => {
      lines.push(visualOrder(text, levels, line, measure));
      line = [];
      lineWidth = 0;
    };
    const widthOf = (slices: Slice[]) => slices.reduce((sum, s) => sum + measure(s.font, s.text), 0);
    for (const [from, to] of units(paragraph)) {
      const slices = slicesOf(runs, base + from, base + to);
      const isSpace = SPACE.test(paragraph.slice(from, to));
      if (isSpace && line.length === 0) continue;
      const unitWidth = widthOf(slices);
      if (lineWidth + unitWidth <= width || isSpace) {
        line.push(...slices);
        lineWidth += unitWidth;
        continue;
      }
      if (line.length > 0) flush();
      if (unitWidth <= width) {
        line.push(...slices);
        lineWidth += unitWidth;
        continue;
      }
      // A unit longer than a whole line: cut it between grapheme clusters.
      for (const slice of slices) {
        for (const { segment, index } of graphemes.segment(slice.text)) {
          const w = measure(slice.font, segment);
          if (lineWidth + w > width && line.length > 0) flush();
          line.push({ font: slice.font, text: segment, at: slice.at + index });
          lineWidth += w;
        }
      }
    }
    flush();
  }
  return lines;
}

type Levels = ReturnType<typeof bidi.getEmbeddingLevels>;

const RTL_SCRIPT = new RegExp(RTL.source, 'u');

/** A piece of right-to-left neutrals (no right-to-left letter for fontkit to turn): reversed, brackets mirrored. */
const mirrored = (text: string): string =>
  [...text]
    .reverse()
    .map((ch) => bidi.getMirroredCharacter(ch) ?? ch)
    .join('');

/**
 * A line in visual order, left to right (Unicode Bidirectional Algorithm, by bidi-js): its characters'
 * embedding levels come from the whole paragraph, and the line is reordered by them (rule L2). A piece
 * is a stretch of one font and one level, consecutive in both orders. A right-to-left piece with
 * Arabic (or Hebrew…) letters is handed over in logical order: fontkit shapes it (joined letters) and
 * draws it right to left itself; a right-to-left piece of neutrals only is reversed here.
 */
function visualOrder(text: string, levels: Levels, slices: Slice[], measure: MeasureWidth): Line {
  const fontAt = new Map<number, Font>();
  for (const slice of slices) for (let i = 0; i < slice.text.length; i++) fontAt.set(slice.at + i, slice.font);
  if (fontAt.size === 0) return [];
  const start = Math.min(...fontAt.keys());
  let end = Math.max(...fontAt.keys());
  while (end >= start && /\s/u.test(text[end]!)) end--;
  if (end < start) return [];

  // The indices of the whole text, the line's reordered in place: the line's own are the slice.
  const order = bidi.getReorderedIndices(text, levels, start, end).slice(start, end + 1);
  const groups: number[][] = [];
  for (const index of order) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    const odd = levels.levels[index]! % 2 === 1;
    if (group && last !== undefined && fontAt.get(last) === fontAt.get(index) && levels.levels[last] === levels.levels[index] && index === last + (odd ? -1 : 1)) group.push(index);
    else groups.push([index]);
  }
  return groups.map((group) => {
    const font = fontAt.get(group[0]!)!;
    const from = Math.min(...group);
    const logical = text.slice(from, Math.max(...group) + 1);
    const odd = levels.levels[group[0]!]! % 2 === 1;
    const drawn = !odd || RTL_SCRIPT.test(logical) ? logical : mirrored(logical);
    return { font, text: drawn, width: measure(font, drawn) };
  });
}
