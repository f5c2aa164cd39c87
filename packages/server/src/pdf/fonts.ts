import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';
import { decompress } from 'wawoff2';
import { instanceAt } from './variable-instance.js';

/**
 * The fonts the PDF layer embeds, all from npm (never the machine's own fonts): Noto Sans for Latin,
 * Cyrillic, Greek and Vietnamese, Noto Sans Arabic, and Noto Sans JP, SC and KR for Japanese, Chinese
 * and Korean. Fontsource ships each font cut into unicode-range subsets (one small WOFF2 file each);
 * the package's CSS says which file holds which code points, so a document loads only the files its
 * text needs, and pdfkit embeds only the glyphs it draws.
 */

export type Weight = 400 | 700;
export type CjkFamily = 'jp' | 'sc' | 'kr';

interface SubsetFile {
  path: string;
  ranges: [number, number][];
}
interface Family {
  name: string;
  /** Static families have one file set per weight; variable ones one set instanced per weight. */
  files(weight: Weight): SubsetFile[];
  variable: boolean;
}

const require = createRequire(import.meta.url);

function parseCss(cssPath: string): SubsetFile[] {
  const css = readFileSync(cssPath, 'utf8');
  const dir = dirname(cssPath);
  const out: SubsetFile[] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    out.push({ path: join(dir, file), ranges });
  }
  return out;
}

function staticFamily(name: string, pkg: string): Family {
  const byWeight = new Map<Weight, SubsetFile[]>();
  return {
    name,
    variable: false,
    files(weight) {
      let files = byWeight.get(weight);
      if (!files) byWeight.set(weight, (files = parseCss(require.resolve(`${pkg}/${weight}.css`))));
      return files;
    },
  };
}

function variableFamily(name: string, pkg: string): Family {
  let files: SubsetFile[] | undefined;
  return {
    name,
    variable: true,
    files: () => (files ??= parseCss(require.resolve(`${pkg}/wght.css`))),
  };
}

const latin = staticFamily('Noto Sans', '@fontsource/noto-sans');
const arabic = staticFamily('Noto Sans Arabic', '@fontsource/noto-sans-arabic');
const cjk: Record<CjkFamily, Family> = {
  jp: variableFamily('Noto Sans JP', '@fontsource-variable/noto-sans-jp'),
  sc: variableFamily('Noto Sans SC', '@fontsource-variable/noto-sans-sc'),
  kr: variableFamily('Noto Sans KR', '@fontsource-variable/noto-sans-kr'),
};

/**
 * Which CJK font draws Han characters: kana in the text means Japanese, Hangul Korean, otherwise
 * Simplified Chinese (which also draws Traditional characters and kanji).
 */
export function cjkPreference(text: string): CjkFamily[] {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['jp', 'sc', 'kr'];
  if (/\p{Script=Hangul}/u.test(text)) return ['kr', 'sc', 'jp'];
  return ['sc', 'jp', 'kr'];
}

/** The fonts to try, in order, for a text. */
export function fallbackChain(text: string): Family[] {
  return [latin, arabic, ...cjkPreference(text).map((key) => cjk[key])];
}

/**
 * fontkit keeps the first glyph object it makes for a glyph id, with the characters it was made for;
 * one made by a substitution (shaping) has none, and pdfkit maps a glyph without characters to no
 * text: after such a document every later one sharing the font lost that letter for copying, search
 * and screen readers ('Apr' read as 'pr' after an Arabic PDF). A cached glyph without characters
 * takes the ones a later call gives it.
 */
function keepGlyphCharacters(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  (font as { getGlyph: (id: number, characters?: number[]) => Glyph }).getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && characters.length > 0 && glyph.codePoints.length === 0) (glyph as { codePoints: number[] }).codePoints = characters;
    return glyph;
  };
  return font;
}

// A decompressed file is shared by every document; an instance per weight as well.
const ttfCache = new Map<string, Promise<Buffer>>();
const fontCache = new Map<string, Promise<Font>>();

async function loadFont(family: Family, file: SubsetFile, weight: Weight): Promise<Font> {
  const key = `${file.path}@${family.variable ? weight : 'static'}`;
  let font = fontCache.get(key);
  if (!font) {
    font = (async () => {
      let ttf = ttfCache.get(file.path);
      if (!ttf) ttfCache.set(file.path, (ttf = decompress(readFileSync(file.path)).then((bytes) => Buffer.from(bytes))));
      const created = fontkit.create(await ttf) as Font;
      return keepGlyphCharacters(family.variable ? instanceAt(created, weight) : created);
    })();
    fontCache.set(key, font);
    font.catch(() => fontCache.delete(key));
  }
  return font;
}

const covers = (file: SubsetFile, cp: number) => file.ranges.some(([from, to]) => cp >= from && cp <= to);

/**
 * The first font of the chain that has a glyph for every code point of a grapheme cluster, or
 * Noto Sans (whose missing-glyph box then shows) when none has.
 */
export async function fontForCluster(cluster: string, chain: Family[], weight: Weight): Promise<Font> {
  const codePoints = [...cluster].map((ch) => ch.codePointAt(0)!);
  const base = codePoints[0]!;
  for (const family of chain) {
    for (const file of family.files(weight)) {
      if (!covers(file, base)) continue;
      const font = await loadFont(family, file, weight);
      if (codePoints.every((cp) => font.hasGlyphForCodePoint(cp))) return font;
    }
  }
  const first = latin.files(weight).find((file) => covers(file, 0x41))!;
  return loadFont(latin, first, weight);
}
