import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/*
 * What the browser never reads, taken out of the script-tag bundle at build time:
 * - the prose of the element specs (descriptions, TypeScript type names, part lists): it feeds
 *   custom-elements.json and elements.d.ts only;
 * - the zod schemas of the call contracts: the server validates every request with them, the client
 *   only needs a call's method, paths and auth. Each schema expression (`z.object({…})`,
 *   `z.optional(…)`, …) becomes `z.unknown`, and `zod/mini` itself is replaced by an inert stand-in
 *   (core/src/contracts/inert-zod.ts); the calls' summaries (OpenAPI prose) become `''`.
 * Together about 5 KB gzip today, growing with every element and call.
 *
 * The same transform makes `@studyatlas/core`'s browser build (dist/browser/, the package's `browser`
 * export condition; `esbuildBrowserSlimming` below, used by tsup.config.ts), so a React app's
 * bundler leaves zod out too.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const elementsSource = path.resolve(here, '../src');
const contractsSource = path.resolve(here, '../../core/src/contracts');
export const INERT_ZOD = path.join(contractsSource, 'inert-zod.ts');

type Edit = { code: string; map: ReturnType<MagicString['generateMap']> } | null;

/** What `rewrite`'s callback asks for a node: new text, `REMOVE` (a property, with its comma) or nothing. */
const REMOVE = Symbol('remove');

function rewrite(code: string, fileName: string, replace: (node: ts.Node, source: ts.SourceFile) => string | typeof REMOVE | undefined): Edit {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node): void => {
    const replacement = replace(node, source);
    if (replacement === REMOVE) {
      const comma = /^\s*,/.exec(code.slice(node.getEnd()));
      out.remove(node.getStart(source), node.getEnd() + (comma ? comma[0].length : 0));
      changed = true;
      return;
    }
    if (replacement !== undefined) {
      out.overwrite(node.getStart(source), node.getEnd(), replacement);
      changed = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

const isStringExpression = (node: ts.Expression): boolean =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  (ts.isParenthesizedExpression(node) && isStringExpression(node.expression)) ||
  (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isStringExpression(node.left) && isStringExpression(node.right));

/** Spec properties only the manifest and the type declarations read. */
const PROSE = new Set(['description', 'tsType', 'detail']);

/**
 * The element specs' documentation, which the browser never reads (`define.ts` reads a spec's tag,
 * component, props' types and attributes, events' names and styles): every `description`, `tsType` or
 * `detail` property holding a string goes, every `parts` property goes, and every part list declared
 * on its own (`const x: readonly PartSpec[] = [ … ]`) becomes `[]`.
 */
export function stripDescriptions(code: string, fileName = 'module.ts'): Edit {
  if (!/description|tsType|parts|PartSpec/.test(code)) return null;
  return rewrite(code, fileName, (node, source) => {
    if (ts.isVariableDeclaration(node) && node.initializer && node.type && /\bPartSpec\b/.test(node.type.getText(source))) {
      return ts.isArrayLiteralExpression(node.initializer) && node.initializer.elements.length === 0 ? undefined : `${node.name.getText(source)}: ${node.type.getText(source)} = []`;
    }
    if (!ts.isPropertyAssignment(node)) return undefined;
    const name = node.name.getText(source);
    if (PROSE.has(name) && isStringExpression(node.initializer)) return REMOVE;
    if (name === 'parts') return REMOVE;
    return undefined;
  });
}

/** The identifier a call or member chain starts from (`z` for `z.string().check(…)`). */
function chainRoot(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    } else {
      return current;
    }
  }
}

/**
 * Every value expression built from `z` (outermost first) becomes `z.unknown`, and every `summary`
 * property (a call's OpenAPI summary, which only the server reads; templates included) becomes `''`.
 */
export function stripSchemas(code: string, fileName = 'module.ts'): Edit {
  return rewrite(code, fileName, (node, source) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'summary') return "summary: ''";
    if (!(ts.isCallExpression(node) || ts.isPropertyAccessExpression(node))) return undefined;
    const root = chainRoot(node);
    return ts.isIdentifier(root) && root.text === 'z' ? 'z.unknown' : undefined;
  });
}

const normalise = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');
const within = (file: string, folder: string) => file.startsWith(normalise(folder) + '/');
const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

/** The Vite plugin of the script-tag build (and of the example sites). */
export function browserSlimming(): Plugin {
  return {
    name: 'studyatlas:browser-slimming',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      return source === 'zod/mini' ? INERT_ZOD : null;
    },
    transform(code, id) {
      const file = normalise(id);
      if (!isSource(file)) return null;
      if (within(file, elementsSource)) return stripDescriptions(code, file);
      if (within(file, contractsSource) && file !== normalise(INERT_ZOD)) return stripSchemas(code, file);
      return null;
    },
  };
}

/**
 * The esbuild plugin of `@studyatlas/core`'s browser build (tsup.config.ts, module by module): each
 * contract module is slimmed by `stripSchemas` and imports the inert stand-in beside it
 * (`./inert-zod.js`) instead of `zod/mini` — rewritten, not resolved, since a build without bundling
 * resolves no imports. The rewrite's source map is inlined for esbuild to compose with its own.
 */
export function esbuildBrowserSlimming(): EsbuildPlugin {
  return {
    name: 'studyatlas:browser-slimming',
    setup(build) {
      build.onLoad({ filter: /[\\/]contracts[\\/][\w-]+\.ts$/ }, (args) => {
        const file = normalise(path.resolve(args.path));
        if (!within(file, contractsSource) || !isSource(file) || file === normalise(INERT_ZOD)) return undefined;
        const code = readFileSync(file, 'utf8');
        const stripped = stripSchemas(code, file);
        const slim = (stripped?.code ?? code).replace(/(from\s*)(['"])zod\/mini\2/g, "$1'./inert-zod.js'");
        const map = stripped ? `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(stripped.map.toString()).toString('base64')}` : '';
        return { contents: slim + map, loader: 'ts' };
      });
    },
  };
}
