import type { Font } from 'fontkit';

/**
 * A variable TrueType font fixed at one weight, ready for pdfkit to embed.
 *
 * fontkit instances a variable font (`getVariation`) and pdfkit subsets it, but fontkit 2.0.4's
 * subsetter re-encodes a varied glyph with a broken call (`new EncodeStream(size)` throws 'First
 * argument to DataView constructor must be an ArrayBuffer'). We give each subset a glyph encoder of our
 * own: a simple glyph written plainly (every point on or off curve with 16-bit deltas, no
 * instructions), which is all a PDF viewer needs.
 */
export function instanceAt(font: Font, wght: number): Font {
  const varied = font.getVariation({ wght }) as VariedFont;
  // The PDF's font name: 'NotoSansSC-Bold' rather than the default instance's 'NotoSansSC-Thin' (pdfkit
  // also takes two fonts of one name and table checksums for the same font).
  const family = font.postscriptName.split('-')[0];
  Object.defineProperty(varied, 'postscriptName', { value: `${family}-${wght >= 700 ? 'Bold' : 'Regular'}` });
  const createSubset = varied.createSubset.bind(varied);
  varied.createSubset = () => {
    const subset = createSubset() as unknown as { glyphEncoder: { encodeSimple: typeof encodeSimpleGlyph } };
    subset.glyphEncoder = { encodeSimple: encodeSimpleGlyph };
    return subset as unknown as ReturnType<Font['createSubset']>;
  };
  return varied;
}

type VariedFont = Font & { createSubset(): ReturnType<Font['createSubset']> };

interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
interface GlyphPath {
  commands: PathCommand[];
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}

const ON_CURVE = 1;

/** Encodes a TrueType simple glyph ('glyf' entry) from a quadratic path. */
export function encodeSimpleGlyph(path: GlyphPath): Uint8Array {
  const xs: number[] = [];
  const ys: number[] = [];
  const flags: number[] = [];
  const ends: number[] = [];
  let open = false;
  for (const c of path.commands) {
    if (c.command === 'closePath') {
      if (open) ends.push(xs.length - 1);
      open = false;
      continue;
    }
    if (c.command === 'moveTo' && open) ends.push(xs.length - 1);
    open = true;
    for (let j = 0; j < c.args.length; j += 2) {
      xs.push(Math.round(c.args[j]!));
      ys.push(Math.round(c.args[j + 1]!));
      flags.push(c.command === 'quadraticCurveTo' && j === 0 ? 0 : ON_CURVE);
    }
  }
  if (open) ends.push(xs.length - 1);
  const n = xs.length;
  const size = 10 + 2 * ends.length + 2 + n + 4 * n;
  const padded = size + ((4 - (size % 4)) % 4);
  const bytes = new Uint8Array(padded);
  const view = new DataView(bytes.buffer);
  view.setInt16(0, ends.length);
  view.setInt16(2, n ? Math.min(...xs) : 0);
  view.setInt16(4, n ? Math.min(...ys) : 0);
  view.setInt16(6, n ? Math.max(...xs) : 0);
  view.setInt16(8, n ? Math.max(...ys) : 0);
  let at = 10;
  for (const end of ends) { view.setUint16(at, end); at += 2; }
  view.setUint16(at, 0); at += 2; // no instructions
  for (const flag of flags) bytes[at++] = flag;
  let last = 0;
  for (const x of xs) { view.setInt16(at, x - last); last = x; at += 2; }
  last = 0;
  for (const y of ys) { view.setInt16(at, y - last); last = y; at += 2; }
  return bytes;
}
