import { describe, expect, it } from 'vitest';
import { studyAtlasCss } from '@studyatlas/react';
import { manifestOf, themeDescriptions, themeProperties, typesOf } from '../scripts/generate-manifest.js';
import { elementSpecs } from './index.js';
import { attributeOf, classNameOf, propsOf } from './spec.js';

describe('custom-elements.json', () => {
  const manifest = manifestOf(elementSpecs, studyAtlasCss);
  const module = manifest.modules[0]!;

  it('declares every element with its attributes, properties, events and parts', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(module.declarations.map((declaration) => declaration.tagName)).toEqual(elementSpecs.map((spec) => spec.tag));
    for (const spec of elementSpecs) {
      const declaration = module.declarations.find((candidate) => candidate.tagName === spec.tag)!;
      expect(declaration.customElement).toBe(true);
      expect(declaration.description).toBe(spec.description);
      for (const [name, prop] of propsOf(spec)) {
        expect(declaration.attributes).toContainEqual(expect.objectContaining({ name: attributeOf(name, prop), fieldName: name }));
        expect(declaration.members).toContainEqual(expect.objectContaining({ kind: 'field', name, attribute: attributeOf(name, prop) }));
      }
      expect(declaration.attributes.map((attribute) => attribute.name)).toEqual(expect.arrayContaining(['api-base', 'portal-url']));
      expect(declaration.events.map((event) => event.name)).toEqual(Object.keys(spec.events));
      expect(declaration.cssParts.map((part) => part.name)).toEqual((spec.parts ?? []).map((part) => part.name));
      expect(module.exports).toContainEqual({
        kind: 'custom-element-definition',
        name: spec.tag,
        declaration: { name: classNameOf(spec.tag), module: 'dist/index.js' },
      });
    }
  });

  it('lists the theme custom properties with their defaults', () => {
    const properties = module.declarations[0]!.cssProperties;
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) {
      expect(property.name).toMatch(/^--sa-/);
      expect(property.default).not.toBe('');
    }
  });

  it('reads custom properties with their comments', () => {
    const css = ':host {\n  /* Main brand colour */\n  --sa-color-primary: #0b5394;\n  --sa-radius: 6px; /* Corner radius */\n  --sa-color-primary: red;\n}';
    expect(themeProperties(css)).toEqual([
      { name: '--sa-color-primary', default: '#0b5394', description: 'Main brand colour' },
      { name: '--sa-radius', default: '6px', description: 'Corner radius' },
    ]);
  });

  it('takes the variables\' descriptions from the theming guide', () => {
    const markdown = '| Variable | Default | What it changes |\n|---|---|---|\n| `--sa-color-primary` | `#1f5fbf` | Main buttons, links |\n';
    const descriptions = themeDescriptions(markdown);
    expect(descriptions).toEqual(new Map([['--sa-color-primary', 'Main buttons, links']]));
    const described = manifestOf(elementSpecs, ':host {\n  --sa-color-primary: #1f5fbf;\n}', descriptions);
    expect(described.modules[0]!.declarations[0]!.cssProperties).toEqual([
      { name: '--sa-color-primary', default: '#1f5fbf', description: 'Main buttons, links' },
    ]);
  });
});

describe('elements.d.ts', () => {
  const types = typesOf(elementSpecs);

  it('maps every tag in HTMLElementTagNameMap and React JSX', () => {
    expect(types).toContain('interface HTMLElementTagNameMap');
    expect(types).toContain("declare module 'react'");
    for (const spec of elementSpecs) {
      const className = classNameOf(spec.tag);
      expect(types).toContain(`'${spec.tag}': ${className};`);
      expect(types).toContain(`'${spec.tag}': ${className}JsxProps;`);
      expect(types).toContain(`export interface ${className} extends HTMLElement {`);
      for (const [name, event] of Object.entries(spec.events)) {
        expect(types).toContain(`'${name}': CustomEvent<${event.detail}>;`);
        expect(types).toContain(`'on${name}'?: (event: CustomEvent<${event.detail}>) => void;`);
      }
      for (const [name, prop] of propsOf(spec)) {
        expect(types).toMatch(new RegExp(`\\n  ${name}: `));
        const attribute = attributeOf(name, prop);
        if (attribute !== name) expect(types).toContain(`'${attribute}'?:`);
      }
    }
  });

  it('imports every named detail type from the package', () => {
    const detailTypes = new Set(elementSpecs.flatMap((spec) => Object.values(spec.events).map((event) => event.detail)));
    const importLine = types.split('\n').find((line) => line.includes("from './index.js'")) ?? '';
    for (const detail of detailTypes) if (/^[A-Z]\w*$/.test(detail)) expect(importLine).toContain(detail);
  });
});
