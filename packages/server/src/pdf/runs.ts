import type { Font } from 'fontkit';
import { fallbackChain, fontForCluster, type Weight } from './fonts.js';

/** A stretch of text drawn with one font. */
export interface Run {
  font: Font;
  text: string;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Spaces, punctuation and digits: drawn with the font around them when it has them. */
const NEUTRAL = /^[\s\p{P}\p{S}\p{N}]+$/u;
/** Right-to-left text: a space after it starts a run of its own (pdfkit drops it inside one). */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * Splits strings into runs by font, per grapheme cluster (so an accent stays with its letter), and
 * remembers them: the layout needs the runs synchronously, the fonts load asynchronously.
 */
export class RunCache {
  private readonly runs = new Map<string, Run[]>();
  private readonly clusterFonts = new Map<string, Promise<Font>>();

  async prepare(text: string, weight: Weight): Promise<void> {
    const key = `${weight}|${text}`;
    if (this.runs.has(key)) return;
    const chain = fallbackChain(text);
    const chainKey = chain.map((family) => family.name).join(',');
    const out: Run[] = [];
    for (const { segment } of graphemes.segment(text)) {
      const last = out.at(-1);
      if (last && NEUTRAL.test(segment) && !RTL.test(last.text) && [...segment].every((ch) => last.font.hasGlyphForCodePoint(ch.codePointAt(0)!))) {
        last.text += segment;
        continue;
      }
      const fontKey = `${weight}|${chainKey}|${segment}`;
      let font = this.clusterFonts.get(fontKey);
      if (!font) this.clusterFonts.set(fontKey, (font = fontForCluster(segment, chain, weight)));
      const chosen = await font;
      if (last && last.font === chosen) last.text += segment;
      else out.push({ font: chosen, text: segment });
    }
    this.runs.set(key, out);
  }

  get(text: string, weight: Weight): Run[] {
    const runs = this.runs.get(`${weight}|${text}`);
    if (!runs) throw new Error(`PDF text not prepared: ${text}`);
    return runs;
  }
}
