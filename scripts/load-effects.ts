import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds hand-written data loads in React effects (issue 24: every screen loads through the data layer,
 * `react/src/data/`). An effect counts as a load when its callback
 * - declares a flag (`let live = true`, `let cancelled = false`, …) that its cleanup flips, the usual
 *   guard against an answer arriving after unmount, or
 * - sets React state from a promise: `.then(setX)`, `.then((x) => setX(x))`, `.catch(() => setX(…))`,
 *   `.finally(() => setX(…))`, or `setX(…)` after an `await` in an async function it starts.
 * A dynamic `import()` (a chunk loaded on first render), directly or through a function of the file
 * or of a module of the package it imports that imports one (`loadLeaflet().then(…)`), is not data and
 * is not counted; nor is a save's answer
 * (`saveApplicationStep(…).then(setX)`: an action that answers with the new state).
 */
export interface LoadEffect {
  file: string;
  line: number;
  why: string;
}

const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);
const SETTER = /^set[A-Z]/;
const PROMISE_HANDLERS = new Set(['then', 'catch', 'finally']);

/** The source of a module a file imports by a relative specifier ('./load-leaflet.js'), or null. */
export type ReadModule = (specifier: string) => string | null;

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export function findLoadEffects(file: string, source: string, readModule: ReadModule = () => null): LoadEffect[] {
  const sourceFile = parse(file, source);
  const found: LoadEffect[] = [];
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const locals = new Map([...importedChunkLoaders(sourceFile, readModule), ...localFunctions(sourceFile)]);

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isEffectHook(node.expression)) {
      const argument = node.arguments[0];
      // `useEffect(refresh, deps)`: the named function of the file is the effect.
      const callback = argument && ts.isIdentifier(argument) ? locals.get(argument.text) : argument;
      if (callback && (isFunction(callback) || ts.isFunctionDeclaration(callback))) {
        const why = loadIn(callback, locals, new Set());
        if (why) found.push({ file, line: lineOf(node), why });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

function isFunction(node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression {
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/**
 * The file's named functions an effect may call to load: `function load()`, `const load = async () => …`
 * and `const reload = useCallback(async () => …, deps)`.
 */
function localFunctions(sourceFile: ts.SourceFile): Map<string, FunctionNode> {
  const functions = new Map<string, FunctionNode>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      if (ts.isCallExpression(init) && /^use(Callback|Memo)$/.test(hookName(init.expression)) && init.arguments[0]) init = init.arguments[0];
      if (isFunction(init)) functions.set(node.name.text, init);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return functions;
}

/** The functions a file imports from modules of its package that load a chunk (`import { loadLeaflet } from './load-leaflet.js'`). */
function importedChunkLoaders(sourceFile: ts.SourceFile, readModule: ReadModule): Map<string, FunctionNode> {
  const loaders = new Map<string, FunctionNode>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    const source = readModule(statement.moduleSpecifier.text);
    if (source === null) continue;
    const functions = localFunctions(parse(statement.moduleSpecifier.text, source));
    for (const element of bindings.elements) {
      const found = functions.get((element.propertyName ?? element.name).text);
      const imports = (node: ts.Node): boolean => (ts.isCallExpression(node) && isDynamicImport(node)) || (ts.forEachChild(node, imports) ?? false);
      if (!element.isTypeOnly && found?.body && imports(found.body)) loaders.set(element.name.text, found);
    }
  }
  return loaders;
}

function hookName(callee: ts.Expression): string {
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
}

function isEffectHook(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return EFFECT_HOOKS.has(callee.text);
  return ts.isPropertyAccessExpression(callee) && EFFECT_HOOKS.has(callee.name.text);
}

/** Why the effect's callback (or a function of the file it calls) is a load, or null. */
function loadIn(callback: FunctionNode, locals: Map<string, FunctionNode>, seen: Set<FunctionNode>): string | null {
  seen.add(callback);
  const flags = new Set<string>();
  // An effect that imports a chunk guards that (code, not data) with its flag.
  const loadsChunk = (node: ts.Node): boolean => (ts.isCallExpression(node) && isChunkLoad(node, locals)) || (ts.forEachChild(node, loadsChunk) ?? false);
  const guardsChunk = callback.body !== undefined && loadsChunk(callback.body);
  let why: string | null = null;
  const visit = (node: ts.Node, afterAwait: boolean): void => {
    if (why) return;
    if (!guardsChunk && ts.isVariableDeclarationList(node) && (node.flags & ts.NodeFlags.Let) !== 0) {
      for (const declaration of node.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && init && (init.kind === ts.SyntaxKind.TrueKeyword || init.kind === ts.SyntaxKind.FalseKeyword)) {
          flags.add(declaration.name.text);
        }
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left) && flags.has(node.left.text)) {
      why = `a '${node.left.text}' flag guards a late answer`;
      return;
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && PROMISE_HANDLERS.has(node.expression.name.text)) {
      if (!isChunkLoad(node.expression.expression, locals) && !isSave(node.expression.expression) && node.arguments.some(setsState)) {
        why = `.${node.expression.name.text}() sets state`;
        return;
      }
    }
    if (afterAwait && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SETTER.test(node.expression.text)) {
      why = 'an await then sets state';
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const called = locals.get(node.expression.text);
      if (called && !seen.has(called)) {
        const inner = loadIn(called, locals, seen);
        if (inner) {
          why = `it calls ${node.expression.text}(), where ${inner}`;
          return;
        }
      }
    }
    // Children run in order: once one awaits, what follows runs after the answer (a nested function
    // starts afresh).
    let awaited = ts.isFunctionLike(node) ? false : afterAwait;
    ts.forEachChild(node, (child) => {
      visit(child, awaited);
      if (!awaited && containsAwait(child)) awaited = true;
    });
  };
  if (callback.body) visit(callback.body, false);
  return why;
}

function isDynamicImport(expression: ts.Expression): boolean {
  return ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.ImportKeyword;
}

/** The answer of a save (`saveApplicationStep(…).then(…)`) is an action's result, not a load. */
const SAVE = /^(save|submit|delete|send|generate|accept)[A-Z]/;
function isSave(expression: ts.Expression): boolean {
  return ts.isCallExpression(expression) && SAVE.test(hookName(expression.expression));
}

/** `import('./x.js')`, or a call to a function of the file that imports a chunk (`loadLeaflet()`): code, not data. */
function isChunkLoad(expression: ts.Expression, locals: Map<string, FunctionNode>): boolean {
  if (isDynamicImport(expression)) return true;
  if (!ts.isCallExpression(expression) || !ts.isIdentifier(expression.expression)) return false;
  const body = locals.get(expression.expression.text)?.body;
  const imports = (node: ts.Node): boolean => (ts.isCallExpression(node) && isDynamicImport(node)) || (ts.forEachChild(node, imports) ?? false);
  return body !== undefined && imports(body);
}

function containsAwait(node: ts.Node): boolean {
  if (ts.isAwaitExpression(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, containsAwait) ?? false;
}

/** A promise handler that sets React state: `setX` itself or a function calling `setX(…)`. */
function setsState(argument: ts.Expression): boolean {
  if (ts.isIdentifier(argument)) return SETTER.test(argument.text);
  if (!ts.isArrowFunction(argument) && !ts.isFunctionExpression(argument)) return false;
  const calls = (node: ts.Node): boolean =>
    (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SETTER.test(node.expression.text)) || (ts.forEachChild(node, calls) ?? false);
  return calls(argument.body);
}

/** Every hand-written load effect in the shipped code under `folders` (tests and builds skipped). */
export function scanLoadEffects(root: string, folders: readonly string[]): LoadEffect[] {
  const found: LoadEffect[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) {
        const readModule: ReadModule = (specifier) => {
          const base = path.resolve(dir, specifier).replace(/\.js$/, '');
          const module = [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
          return module ? readFileSync(module, 'utf8') : null;
        };
        found.push(...findLoadEffects(path.relative(root, full), readFileSync(full, 'utf8'), readModule));
      }
    }
  };
  for (const folder of folders) walk(path.join(root, folder));
  return found;
}
