import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/*
 * The stylesheets of the widgets are CSS in template literals marked `/* css *\/` (react/src/**\/*.css.ts
 * and a few more). Their comments and indentation are for the people who edit them: at build time the
 * literals lose their comments and every run of white space that CSS does not need, in the npm
 * packages (tsup, `esbuildCssTemplates`) and in the script-tag bundle and the example sites (Vite,
 * `cssTemplates`). Strings in the CSS (`content: ". "`) and `${…}` parts are kept as they are.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [path.resolve(here, '../../react/src'), path.resolve(here, '../src')].map((dir) => dir.replace(/\\/g, '/'));

const MARK = /\/\*\s*css\s*\*\/\s*$/;

/** One static part of a CSS template: no comment, and white space only where CSS needs it. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\s+/g, ' ').replace(/ ?([{};,>]) ?/g, '$1').replace(/: /g, ':')))
    .join('');
}

/** `code` with every `/* css *\/` template literal minified, or null when it has none. */
export function minifyCssTemplates(code: string, fileName = 'module.ts'): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('css */')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node): void => {
    if ((ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && MARK.test(code.slice(Math.max(0, node.getFullStart()), node.getStart(source)))) {
      const text = ts.isNoSubstitutionTemplateLiteral(node)
        ? `\`${minifyCss(node.rawText ?? '').trim()}\``
        : `\`${minifyCss(node.head.rawText ?? '')}${node.templateSpans.map((span) => `\${${span.expression.getText(source)}}${minifyCss(span.literal.rawText ?? '')}`).join('')}\``;
      out.overwrite(node.getStart(source), node.getEnd(), text);
      changed = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

const normalise = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');
const isWidgetSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && SOURCES.some((dir) => file.startsWith(`${dir}/`));

/** The Vite plugin (the script-tag bundle and the example sites). */
export function cssTemplates(): Plugin {
  return {
    name: 'studyatlas:css-templates',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = normalise(id);
      return isWidgetSource(file) ? minifyCssTemplates(code, file) : null;
    },
  };
}

/** The esbuild plugin of `@studyatlas/react`'s npm build (tsup.config.ts, module by module). */
export function esbuildCssTemplates(): EsbuildPlugin {
  return {
    name: 'studyatlas:css-templates',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const file = normalise(path.resolve(args.path));
        if (!isWidgetSource(file)) return undefined;
        const code = readFileSync(file, 'utf8');
        const minified = minifyCssTemplates(code, file);
        if (!minified) return undefined;
        const map = `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(minified.map.toString()).toString('base64')}`;
        return { contents: minified.code + map, loader: file.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
