import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24, "one idiom for forms": every form calls @mantine/form's `useForm` itself, as Mantine's
 * documentation shows; form-kit keeps only what is ours (the core rule → errors, the server's refusal
 * → fields, the bound fields). These checks fail when a compatibility layer comes back: a wrapper
 * hook, a module re-exposing another library's API (react-hook-form's watch / getValues / setValue /
 * trigger …) over Mantine, or Mantine re-exported under our name.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['packages/react/src', 'packages/elements/src', 'examples'];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/** The code without its comments (a comment may well name what the code must not do). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const files = SOURCES.flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => ({
  file: path.relative(root, file),
  text: code(readFileSync(file, 'utf8')),
}));
const usesMantine = files.filter(({ text }) => text.includes("from '@mantine/form'"));

/** The react-hook-form (and old form-kit) members a shim would define over Mantine's form. */
const SHIM_MEMBERS = ['watch', 'getValues', 'setValue', 'trigger', 'register', 'handleSubmit', 'formProps', 'errorOf', 'dirtyPaths', 'bind', 'formError'];
/** A definition of one (`setValue: …`, `const trigger = …`, `function watch(`, `bind(path) {`), not a call on Mantine's form (`form.getValues()`). */
const defines = new RegExp(`(?<![.\\w])(${SHIM_MEMBERS.join('|')})\\s*(?:[:=](?!=)|\\([^)]*\\)\\s*(?:[:{]|=>))`);

describe('one idiom for forms (@mantine/form used directly)', () => {
  it('has forms written on Mantine (the check reads the real tree)', () => {
    expect(usesMantine.length).toBeGreaterThan(30);
  });

  it('has no form wrapper hook: no useSaForm, no own useForm', () => {
    const offenders = files.filter(({ text }) => /\buseSaForm\b|\bSaForm\b|export\s+(?:function|const)\s+useForm\b/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('calls useForm only as imported from @mantine/form', () => {
    const offenders = files
      .filter(({ text }) => /\buseForm\s*[<(]/.test(text) && !/import\s*\{[^}]*\buseForm\b[^}]*\}\s*from '@mantine\/form'/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("re-exports nothing of Mantine's under our name", () => {
    const offenders = files.filter(({ text }) => /export\s+(?:\*|\{[^}]*\})\s+from\s+'@mantine\/form'/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it("defines no react-hook-form style member (watch, getValues, setValue, trigger …) beside Mantine's form", () => {
    const offenders = usesMantine.filter(({ text }) => defines.test(text)).map(({ file, text }) => `${file}: ${defines.exec(text)?.[1]}`);
    expect(offenders).toEqual([]);
  });

  it('catches a shim when one is written (the patterns above are not blind)', () => {
    const shim = `import { useForm } from '@mantine/form';\nexport function useOurForm() {\n  const form = useForm();\n  return { ...form, setValue: form.setFieldValue, trigger: () => form.validate() };\n}\n`;
    expect(defines.exec(shim)?.[1]).toBe('setValue');
    expect(/export\s+(?:\*|\{[^}]*\})\s+from\s+'@mantine\/form'/.test(`export { useForm } from '@mantine/form';`)).toBe(true);
  });
});
