import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds CSS that names a physical horizontal direction (issue 28, right to left): a declaration that
 * would not mirror when the widget's root carries `dir="rtl"`. The logical form is named with each
 * finding (`margin-left` → `margin-inline-start`, `text-align: left` → `start`, …).
 *
 * Read: the template literals of `*.css.ts` modules (their `${…}` interpolations are other sheets,
 * scanned in their own files) and plain `*.css` files. Comments are ignored.
 */
export interface PhysicalDeclaration {
  file: string;
  line: number;
  selector: string;
  property: string;
  value: string;
  why: string;
}

const SIDE = '(left|right)';
const PHYSICAL_PROPERTIES: [RegExp, string][] = [
  [new RegExp(`^(margin|padding|scroll-margin|scroll-padding)-${SIDE}$`), '$1-inline-start / $1-inline-end'],
  [new RegExp(`^border-${SIDE}(-width|-color|-style)?$`), 'border-inline-start$2 / border-inline-end$2'],
  [new RegExp(`^${SIDE}$`), 'inset-inline-start / inset-inline-end'],
  [new RegExp(`^border-(top|bottom)-${SIDE}-radius$`), 'border-start-start-radius (and the other three)'],
];
/** Properties whose `left` / `right` keyword is a direction. */
const SIDE_KEYWORD_PROPERTIES = /^(text-align|text-align-last|float|clear|justify-content|justify-items|justify-self|transform-origin|background-position|background-position-x|background|object-position|perspective-origin)$/;
/** Four-value box shorthands (top right bottom left): physical when right and left differ. */
const BOX_SHORTHANDS = /^(margin|padding|inset|border-width|border-color|border-style|scroll-margin|scroll-padding)$/;

/** `value` cut at each `separator` outside parentheses, empty pieces dropped. */
function splitTopLevel(value: string, separator: RegExp | string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    const cuts = typeof separator === 'string' ? char === separator : separator.test(char);
    if (cuts && depth === 0) {
      if (current.trim()) pieces.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

/** The values of a shorthand, parentheses kept whole (`calc(a * 2) 0` → 2 values). */
export const splitValues = (value: string): string[] => splitTopLevel(value, /\s/);

/** No length at all, or a zero one (`0`, `0px`, `-0%`). */
const isZero = (value: string | undefined) => value === undefined || /^-?0(\.0+)?[a-z%]*$/i.test(value.trim());

/** Why a declaration is physical (with the logical form to use), or undefined when it mirrors. */
export function physicalWhy(property: string, value: string): string | undefined {
  const name = property.trim().toLowerCase();
  const text = value.replace(/!important/i, '').trim();
  for (const [pattern, logical] of PHYSICAL_PROPERTIES) {
    if (pattern.test(name)) return `${name}: use ${name.replace(pattern, logical)}`;
  }
  if (SIDE_KEYWORD_PROPERTIES.test(name) && /(^|[\s,])(left|right)\b/i.test(text)) return `${name}: ${text}: use start / end (or inline-start / inline-end)`;
  if (name === 'background-position-x' && !/^(center|50%)$/.test(text)) return `${name}: ${text}: an offset from the left edge`;
  if (BOX_SHORTHANDS.test(name)) {
    const values = splitValues(text);
    if (values.length === 4 && values[1] !== values[3]) return `${name}: ${text}: right ≠ left; use ${name}-block and ${name}-inline (start end)`;
  }
  if (name === 'border-radius') {
    const [horizontal = ''] = text.split('/');
    const [a, b = a, c = a, d = b] = splitValues(horizontal);
    if (a !== b || c !== d) return `${name}: ${text}: the corners differ left to right; use border-start-start-radius …`;
  }
  if ((name === 'box-shadow' || name === 'text-shadow') && splitTopLevel(text, ',').some((shadow) => !isZero(splitValues(shadow).find((v) => /^-?[\d.]/.test(v)))))
    return `${name}: ${text}: a horizontal offset; mirror it under :dir(rtl)`;
  if ((name === 'transform' || name === 'translate') && horizontalShift(name, text)) return `${name}: ${text}: a horizontal shift; mirror it under :dir(rtl)`;
  return undefined;
}

/** A transform that moves along x: translateX(n), translate(n, …), translate3d(n, …), `translate: n …`. */
function horizontalShift(property: string, value: string): boolean {
  if (property === 'translate') return !isZero(splitValues(value)[0]);
  for (const match of value.matchAll(/\b(translateX|translate|translate3d)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/gi)) {
    if (!isZero(match[2]?.split(',')[0])) return true;
  }
  return false;
}

/** The CSS text of a source: a `*.css.ts` module's template literals, or a whole `*.css` file. Lines are kept. */
export function cssText(file: string, source: string): string {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  if (!file.endsWith('.ts')) return withoutComments;
  let css = '';
  let inside = false;
  for (let i = 0; i < withoutComments.length; i++) {
    const char = withoutComments[i]!;
    if (char === '`') {
      inside = !inside;
      css += ' ';
    } else if (inside && char === '$' && withoutComments[i + 1] === '{') {
      const end = withoutComments.indexOf('}', i);
      css += withoutComments.slice(i, end + 1).replace(/[^\n]/g, ' ');
      i = end;
    } else css += inside || char === '\n' ? char : ' ';
  }
  return css;
}

/** Every declaration of a stylesheet with its rule's selector (the innermost block's prelude). */
export function declarations(css: string): { line: number; selector: string; property: string; value: string }[] {
  const found: { line: number; selector: string; property: string; value: string }[] = [];
  const preludes: string[] = [];
  let buffer = '';
  let line = 1;
  let bufferLine = 1;
  const flush = () => {
    const colon = buffer.indexOf(':');
    if (colon > 0 && preludes.length > 0) {
      found.push({ line: bufferLine, selector: preludes.at(-1)!, property: buffer.slice(0, colon).trim(), value: buffer.slice(colon + 1).trim() });
    }
    buffer = '';
  };
  for (const char of css) {
    if (char === '{') {
      preludes.push(buffer.replace(/\s+/g, ' ').trim());
      buffer = '';
    } else if (char === '}') {
      flush();
      preludes.pop();
    } else if (char === ';') flush();
    else {
      if (!buffer.trim() && /\S/.test(char)) bufferLine = line;
      buffer += char;
    }
    if (char === '\n') line++;
  }
  return found;
}

/** A selector written for right to left only (`:dir(rtl)`, `[dir=rtl]`, `[dir="rtl"]`, in any place of it). */
const RTL_ONLY = /:dir\(rtl\)|\[dir=['"]?rtl['"]?\]/;
const withoutRtl = (selector: string) => selector.replace(new RegExp(RTL_ONLY, 'g'), '');

/**
 * The physical declarations of a stylesheet. Two kinds mirror and are not counted: a declaration of a
 * right-to-left rule (`.a:dir(rtl) { … }`), and one whose rule has such a counterpart setting the
 * same property (`.a { box-shadow: inset 3px 0 0 } .a:dir(rtl) { box-shadow: inset -3px 0 0 }`).
 */
export function findPhysical(file: string, source: string): PhysicalDeclaration[] {
  const all = declarations(cssText(file, source));
  const mirrored = new Set(all.filter((d) => RTL_ONLY.test(d.selector)).map((d) => `${withoutRtl(d.selector)}\n${d.property}`));
  return all.flatMap(({ line, selector, property, value }) => {
    if (RTL_ONLY.test(selector) || mirrored.has(`${selector}\n${property}`)) return [];
    const why = physicalWhy(property, value);
    return why ? [{ file, line, selector, property, value, why }] : [];
  });
}

/** The style sources: `*.css.ts` under the given folders and `*.css` files (no node_modules, no builds). */
export function styleSources(root: string, folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'public') return [];
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.css(\.ts)?$/.test(entry.name) ? [path.relative(root, full)] : [];
    });
  return folders.flatMap((folder) => walk(path.join(root, folder))).sort();
}

export function scanPhysical(root: string, folders: string[]): PhysicalDeclaration[] {
  return styleSources(root, folders).flatMap((file) => findPhysical(file, readFileSync(path.join(root, file), 'utf8')));
}
