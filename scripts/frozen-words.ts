import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds catalogue words read while a module loads (issue 28). A catalogue object reads the current
 * locale's word when a key is read, so `const OPTIONS = [{ label: labels.any }]` at the top of a module
 * keeps the English for ever. What is flagged, outside every function: a key of a catalogue object read
 * (unless it is a branch of the tree, itself a catalogue object), a catalogue spread or handed to
 * `Object.values/entries/assign`, and a catalogue destructured.
 */
export interface FrozenWord {
  file: string;
  line: number;
  text: string;
}

/** The names the catalogue objects are exported under (`defineCatalogue('name', …)` in core/src/messages). */
export function catalogueNames(root: string): Set<string> {
  const dir = path.join(root, 'packages/core/src/messages');
  const names = new Set<string>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/export const (\w+) = (?:\/\* @__PURE__ \*\/ )?defineCatalogue\(/g)) {
      names.add(match[1]!);
    }
  }
  return names;
}

const FUNCTION_KINDS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
]);

const CALLS_AT_ONCE = new Set(['map', 'flatMap', 'filter', 'forEach', 'reduce', 'find', 'some', 'every', 'sort', 'toSorted']);

/** A function called where it is written: `list.map((x) => …)`, an IIFE. */
function invokedAtOnce(fn: ts.Node): boolean {
  let call: ts.Node = fn.parent;
  while (ts.isParenthesizedExpression(call)) call = call.parent;
  if (!ts.isCallExpression(call)) return false;
  if (call.expression === fn || (ts.isParenthesizedExpression(call.expression) && call.expression.expression === fn)) return true;
  return ts.isPropertyAccessExpression(call.expression) && CALLS_AT_ONCE.has(call.expression.name.text) && call.arguments.includes(fn as ts.Expression);
}

/** Whether `node` runs when its module loads (not inside a function, not an instance field's initializer). */
function runsAtLoad(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (FUNCTION_KINDS.has(at.kind) && !invokedAtOnce(at)) return false;
    if (ts.isPropertyDeclaration(at) && !at.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return false;
  }
  return true;
}

/** The identifier an access chain starts from (`labels` of `labels.types.full`), and the keys read. */
function chainOf(node: ts.Expression): { root: ts.Identifier; keys: Array<string | null> } | null {
  const keys: Array<string | null> = [];
  let at: ts.Expression = node;
  while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) {
    if (ts.isPropertyAccessExpression(at)) keys.unshift(at.name.text);
    else keys.unshift(ts.isStringLiteral(at.argumentExpression) ? at.argumentExpression.text : null);
    at = at.expression;
  }
  return ts.isIdentifier(at) ? { root: at, keys } : null;
}

type Tree = { readonly [key: string]: unknown };

/**
 * The frozen reads of one file. `english` gives each catalogue's English by name (to tell a word from
 * a branch); `names` the catalogue objects' export names.
 */
export function findFrozenWords(file: string, source: string, names: ReadonlySet<string>, english: Readonly<Record<string, Tree>>): FrozenWord[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  // Local name → the path in the catalogue it stands for (imports, and top-level aliases `const t = x.sub`).
  const local = new Map<string, string[]>();
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      for (const element of statement.importClause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (names.has(imported)) local.set(element.name.text, [imported]);
      }
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && names.has(declaration.name.text) && declaration.initializer && ts.isCallExpression(declaration.initializer)) {
          local.set(declaration.name.text, [declaration.name.text]); // the catalogue's own module
        }
      }
    }
  }
  const pathOf = (expression: ts.Expression): string[] | null => {
    const chain = chainOf(expression);
    const base = chain && local.get(chain.root.text);
    if (!chain || !base || chain.keys.includes(null)) return null;
    return [...base, ...(chain.keys as string[])];
  };
  const isBranch = (keys: string[]): boolean => {
    let node: unknown = english;
    for (const key of keys) node = node && typeof node === 'object' ? (node as Tree)[key] : undefined;
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  };
  // Aliases first (`const t = institutionLabels;`, `const types = labels.types;` at the top): a branch stays live.
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const keys = pathOf(declaration.initializer);
      if (keys && isBranch(keys)) local.set(declaration.name.text, keys);
    }
  }

  const found: FrozenWord[] = [];
  const report = (node: ts.Node) => {
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push({ file, line: line + 1, text: node.getText(sf).replace(/\s+/g, ' ').slice(0, 100) });
  };
  const catalogueValued = (expression: ts.Expression): boolean => {
    const keys = ts.isIdentifier(expression) ? local.get(expression.text) : pathOf(expression);
    return !!keys && isBranch(keys);
  };
  const visit = (node: ts.Node): void => {
    if (FUNCTION_KINDS.has(node.kind) && !invokedAtOnce(node)) return;
    if (ts.isPropertyDeclaration(node) && !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return;
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && !(node.parent && (ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent)) && node.parent.expression === node)) {
      const chain = chainOf(node);
      if (chain && local.has(chain.root.text)) {
        const keys = pathOf(node);
        if ((!keys || !isBranch(keys)) && runsAtLoad(node)) report(node);
        return;
      }
    }
    if ((ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) && catalogueValued(node.expression) && runsAtLoad(node)) {
      report(node);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'Object') {
      if (['values', 'entries', 'assign'].includes(node.expression.name.text) && node.arguments.some((argument) => catalogueValued(argument)) && runsAtLoad(node)) report(node);
    }
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && catalogueValued(node.initializer) && runsAtLoad(node)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const SKIP = /(\.test\.tsx?|\.d\.ts|\.css\.ts)$/;

/** Every shipped .ts/.tsx file under `dirs` (relative to `root`), tests and stylesheets left out. */
export function shippedFiles(root: string, dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'test', 'testing'].includes(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !SKIP.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.sort();
}

export function scanFrozenWords(root: string, dirs: readonly string[], english: Readonly<Record<string, Tree>>): FrozenWord[] {
  const names = catalogueNames(root);
  return shippedFiles(root, dirs).flatMap((file) => findFrozenWords(file, fs.readFileSync(path.join(root, file), 'utf8'), names, english));
}
