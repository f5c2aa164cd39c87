import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { studyAtlasCss, themeVariables, tokensCss, uiCss } from './index.js';

const uiDir = join(import.meta.dirname, '..', 'ui');
/** Every component folder: the primitives and the product areas. */
const componentDirs = [uiDir, join(import.meta.dirname, '..', 'areas')];
const theming = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'theming.md'), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every selector of a rule (keyframe steps left out). */
function selectors(css: string): string[] {
  const found: string[] = [];
  for (const match of withoutComments(css).matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]!.trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)$/.test(prelude)) continue;
    found.push(...splitTopLevel(prelude));
  }
  return found;
}

/** Splits a selector list on the commas outside parentheses (`:where(a, b)` stays whole). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  [...list].forEach((char, index) => {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, index).trim());
      start = index + 1;
    }
  });
  return [...parts, list.slice(start).trim()];
}

/** The `::part` names the components expose. */
function partNames(): string[] {
  const names = new Set<string>();
  for (const dir of componentDirs) {
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.tsx') || entry.endsWith('.test.tsx')) continue;
      const source = readFileSync(join(dir, entry), 'utf8');
      for (const [, value] of source.matchAll(/\bpart(?:=| = )['"]([^'"]+)['"]/g)) value!.split(' ').forEach((name) => names.add(name));
    }
  }
  return [...names].sort();
}

describe('studyAtlasCss', () => {
  it('is the tokens followed by every primitive', () => {
    expect(studyAtlasCss.startsWith(tokensCss)).toBe(true);
    expect(studyAtlasCss).toContain(uiCss);
    for (const file of readdirSync(uiDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css.ts'))) {
      const css = /`([\s\S]*)`/.exec(readFileSync(join(uiDir, file), 'utf8'))![1]!;
      expect(studyAtlasCss, file).toContain(css.trim());
    }
  });

  it('sizes in px, never relative to the host page (rem, em)', () => {
    expect(withoutComments(studyAtlasCss)).not.toMatch(/\d(r?em|ex|ch)\b/);
  });

  it('scopes every rule to :host, .sa-root or an sa- class', () => {
    const all = selectors(studyAtlasCss);
    expect(all.length).toBeGreaterThan(50);
    for (const selector of all) {
      expect(selector, selector).toMatch(/^(:host\b|:where\(:root\)|\.sa-)/);
    }
  });

  it('gives every theme variable a default on :host and on the document root', () => {
    for (const [name, value] of Object.entries(themeVariables)) {
      const declaration = `${name}: ${value};`;
      expect(tokensCss.match(new RegExp(declaration.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')), name).toHaveLength(2);
    }
    expect(themeVariables['--sa-font-size']).toMatch(/^\d+px$/);
  });

  it('uses only documented variables, or private ones it declares itself', () => {
    const used = new Set([...studyAtlasCss.matchAll(/var\((--sa-[\w-]+)/g)].map((m) => m[1]!));
    for (const name of used) {
      const declared = name in themeVariables || studyAtlasCss.includes(`${name}:`);
      expect(declared, name).toBe(true);
    }
  });

  it('overrides hostile page CSS inside .sa-root: inherited fonts and unset form controls', () => {
    expect(tokensCss).toMatch(/\.sa-root :where\(\*\)[^{]*\{[^}]*font-size: inherit;/);
    expect(tokensCss).toMatch(/\.sa-root :where\(button, input, select, textarea\) \{\s*all: revert;/);
    expect(tokensCss).toMatch(/\.sa-root \[hidden\] \{ display: none !important; \}/);
  });
});

describe('docs/theming.md', () => {
  it('documents every theme variable with its default', () => {
    for (const [name, value] of Object.entries(themeVariables)) {
      expect(theming, name).toContain(`| \`${name}\` | \`${value}\` |`);
    }
  });

  it('documents every ::part name', () => {
    const parts = partNames();
    expect(parts.length).toBeGreaterThan(10);
    for (const name of parts) expect(theming, name).toContain(`\`${name}\``);
  });
});
