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
const NEUTRAL = /^[\s\p{P}\p{S}]*$/u;

interface Slice {
  font: Font;
  text: string;
}

/** The runs' text between two offsets, as slices by font. */
function slicesOf(runs: Run[], from: number, to: number): Slice[] {
  const out: Slice[] = [];
  let at = 0;
  for (const run of runs) {
    const end = at + run.text.length;
    const a = Math.max(from, at);
    const b = Math.min(to, end);
    if (a < b) out.push({ font: run.font, text: run.text.slice(a - at, b - at) });
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
 * grapheme clusters, '\n' starts a new line. Pieces of one font on a line are merged (so a word is
 * shaped whole, as Arabic needs) and a right-to-left stretch is put in right-to-left order.
 */
export function wrapRuns(runs: Run[], width: number, measure: MeasureWidth): Line[] {
  const text = runs.map((run) => run.text).join('');
  const lines: Line[] = [];
  let offset = 0;
  for (const paragraph of text.split('\n')) {
    const base = offset;
    offset += paragraph.length + 1;
    let line: Slice[] = [];
    let lineWidth = 0;
    const flush = () => {
      lines.push(finishLine(line, measure));
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
        for (const { segment } of graphemes.segment(slice.text)) {
          const w = measure(slice.font, segment);
          if (lineWidth + w > width && line.length > 0) flush();
          line.push({ font: slice.font, text: segment });
          lineWidth += w;
        }
      }
    }
    flush();
  }
  return lines;
}

function finishLine(slices: Slice[], measure: MeasureWidth): Line {
  const merged: Slice[] = [];
  for (const slice of slices) {
    const last = merged.at(-1);
    if (last && last.font === slice.font) last.text += slice.text;
    else merged.push({ ...slice });
  }
  const lastSlice = merged.at(-1);
  if (lastSlice) lastSlice.text = lastSlice.text.trimEnd();
  const pieces = merged.filter((s) => s.text.length > 0).map((s) => ({ ...s, width: measure(s.font, s.text) }));
  return orderRightToLeft(pieces);
}

/**
 * A minimal bidi: fontkit already draws one right-to-left piece right to left, so a stretch of
 * right-to-left pieces (with spaces or punctuation between them) is put in reverse order.
 * Numbers inside right-to-left text and nested directions are not handled.
 */
export function orderRightToLeft(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < pieces.length) {
    if (!RTL.test(pieces[i]!.text)) {
      out.push(pieces[i]!);
      i++;
      continue;
    }
    let end = i;
    for (let j = i + 1; j < pieces.length; j++) {
      if (RTL.test(pieces[j]!.text)) end = j;
      else if (!NEUTRAL.test(pieces[j]!.text)) break;
    }
    out.push(...pieces.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}
