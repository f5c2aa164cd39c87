/**
 * Writes dist/custom-elements.json (Custom Elements Manifest, schema 2.1.0) and dist/elements.d.ts
 * (HTMLElementTagNameMap, event map and React 19 JSX types) from the very spec objects that
 * `defineElement` registers. Run by the elements build (vite.config.ts), or by hand:
 *   node --conditions=source --import tsx packages/elements/scripts/generate-manifest.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { studyAtlasCss } from '@studyatlas/react';
import { elementSpecs } from '../src/index.js';
import { attributeOf, classNameOf, propsOf, tsTypeOf, type ElementSpec, type PropSpec } from '../src/spec.js';

/** The module that exports `defineAll` and the spec objects; declarations are reported against it. */
const MODULE_PATH = 'dist/index.js';

export interface CssProperty {
  name: string;
  default: string;
  description?: string;
}

/**
 * The theme's custom properties: every `--sa-*` declaration of the stylesheet, with its first value
 * and the comment on the same line or the line above, if any.
 */
export function themeProperties(css: string): CssProperty[] {
  const found = new Map<string, CssProperty>();
  const lines = css.split('\n');
  lines.forEach((line, index) => {
    const match = /^\s*(--sa-[\w-]+)\s*:\s*([^;]+);\s*(?:\/\*\s*(.*?)\s*\*\/)?/.exec(line);
    if (!match || found.has(match[1]!)) return;
    const above = /^\s*\/\*\s*(.*?)\s*\*\/\s*$/.exec(lines[index - 1] ?? '');
    const description = match[3] ?? above?.[1];
    found.set(match[1]!, { name: match[1]!, default: match[2]!.trim(), ...(description ? { description } : {}) });
  });
  return [...found.values()];
}

/** `| \`--sa-x\` | \`default\` | What it changes |` rows of docs/theming.md: variable → description. */
export function themeDescriptions(markdown: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const match of markdown.matchAll(/^\|\s*`(--sa-[\w-]+)`\s*\|[^|]*\|\s*(.+?)\s*\|\s*$/gm)) {
    descriptions.set(match[1]!, match[2]!);
  }
  return descriptions;
}

const THEMING_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/theming.md');

const eventType = (detail: string) => `CustomEvent<${detail}>`;

export function manifestOf(specs: readonly ElementSpec[], css: string, descriptions = new Map<string, string>()) {
  const cssProperties = themeProperties(css).map((property) =>
    property.description || !descriptions.has(property.name) ? property : { ...property, description: descriptions.get(property.name)! },
  );
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: specs.map((spec) => {
          const props = propsOf(spec);
          return {
            kind: 'class',
            customElement: true,
            name: classNameOf(spec.tag),
            tagName: spec.tag,
            description: spec.description,
            superclass: { name: 'HTMLElement' },
            attributes: props.map(([name, prop]) => ({
              name: attributeOf(name, prop),
              fieldName: name,
              type: { text: prop.type === 'json' ? `${tsTypeOf(prop)} (JSON)` : tsTypeOf(prop) },
              description: prop.description,
            })),
            members: props.map(([name, prop]) => ({
              kind: 'field',
              name,
              type: { text: `${tsTypeOf(prop)} | undefined` },
              description: prop.description,
              attribute: attributeOf(name, prop),
            })),
            events: Object.entries(spec.events).map(([name, event]) => ({
              name,
              type: { text: eventType(event.detail) },
              description: `${event.description} Bubbles and is composed (reaches the document).`,
            })),
            cssParts: (spec.parts ?? []).map((part) => ({ name: part.name, description: part.description })),
            cssProperties,
          };
        }),
        exports: specs.map((spec) => ({
          kind: 'custom-element-definition',
          name: spec.tag,
          declaration: { name: classNameOf(spec.tag), module: MODULE_PATH },
        })),
      },
    ],
  };
}

const BUILT_IN_TYPES = new Set(['void', 'undefined', 'null', 'unknown', 'string', 'number', 'boolean']);

/** What an attribute accepts in JSX: its text, or a value React turns into text (true → present). */
function attributeType(prop: PropSpec): string {
  if (prop.type === 'json' || prop.type === 'string') return 'string';
  return prop.type === 'boolean' ? 'boolean | string' : `${tsTypeOf(prop)} | string`;
}

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/** Each event name once, with one detail type (two elements firing it must agree). */
function eventsOf(specs: readonly ElementSpec[]): Map<string, string> {
  const events = new Map<string, string>();
  for (const spec of specs) {
    for (const [name, event] of Object.entries(spec.events)) {
      const known = events.get(name);
      if (known && known !== event.detail) {
        throw new Error(`Event ${name} has two detail types: ${known} and ${event.detail}.`);
      }
      events.set(name, event.detail);
    }
  }
  return events;
}

export function typesOf(specs: readonly ElementSpec[]): string {
  const events = eventsOf(specs);
  const detailTypes = [...new Set(events.values())].filter((type) => !BUILT_IN_TYPES.has(type)).sort();
  let out = '// Generated by packages/elements/scripts/generate-manifest.ts from the element specs. Do not edit.\n';
  out += "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n";
  if (detailTypes.length) out += `import type { ${detailTypes.join(', ')} } from './index.js';\n`;
  out += '\n';

  for (const spec of specs) {
    const className = classNameOf(spec.tag);
    const props = propsOf(spec);
    out += doc(spec.description, '');
    out += `export interface ${className} extends HTMLElement {\n`;
    for (const [name, prop] of props) out += doc(prop.description, '  ') + `  ${name}: ${tsTypeOf(prop)} | undefined;\n`;
    out += '}\n\n';

    out += `/** Props of \`<${spec.tag}>\` in React 19 JSX: properties, attributes and \`on<event>\` listeners. */\n`;
    out += `export interface ${className}JsxProps extends DetailedHTMLProps<HTMLAttributes<${className}>, ${className}> {\n`;
    for (const [name, prop] of props) {
      const type = tsTypeOf(prop);
      out += doc(prop.description, '  ') + `  ${name}?: ${type};\n`;
      const attribute = attributeOf(name, prop);
      if (attribute !== name) out += `  '${attribute}'?: ${attributeType(prop)};\n`;
    }
    for (const [name, event] of Object.entries(spec.events)) {
      out += doc(event.description, '  ') + `  'on${name}'?: (event: ${eventType(event.detail)}) => void;\n`;
    }
    out += '}\n\n';
  }

  out += 'declare global {\n  interface HTMLElementTagNameMap {\n';
  for (const spec of specs) out += `    '${spec.tag}': ${classNameOf(spec.tag)};\n`;
  out += '  }\n  /** StudyAtlas events bubble and are composed: listen on the element, the document or the window. */\n';
  out += '  interface GlobalEventHandlersEventMap {\n';
  for (const [name, detail] of events) out += `    '${name}': ${eventType(detail)};\n`;
  out += '  }\n}\n\n';

  out += "declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n";
  for (const spec of specs) out += `      '${spec.tag}': ${classNameOf(spec.tag)}JsxProps;\n`;
  out += '    }\n  }\n}\n';
  return out;
}

export function writeManifest(outDir: string, specs: readonly ElementSpec[] = elementSpecs, css: string = studyAtlasCss): void {
  mkdirSync(outDir, { recursive: true });
  const descriptions = existsSync(THEMING_DOC) ? themeDescriptions(readFileSync(THEMING_DOC, 'utf8')) : new Map<string, string>();
  writeFileSync(path.join(outDir, 'custom-elements.json'), `${JSON.stringify(manifestOf(specs, css, descriptions), null, 2)}\n`);
  writeFileSync(path.join(outDir, 'elements.d.ts'), typesOf(specs));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  writeManifest(outDir);
  console.log(`custom-elements.json and elements.d.ts written to ${path.relative(process.cwd(), outDir)}/ (${elementSpecs.length} elements)`);
}
