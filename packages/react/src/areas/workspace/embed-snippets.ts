import { themeVariables, type ThemeVariable } from '../../styles/tokens.css.js';

/*
 * The Embed page's snippets (issue 27, docs/embedding.md): the one script tag and the element, or the
 * element in a React 19 app, for the organisation's widgets — with the theme variables changed on the
 * page — and the preview document that runs the same element.
 */

export const EMBED_WIDGETS = ['search', 'apply', 'applications', 'messages'] as const;
export type EmbedWidget = (typeof EMBED_WIDGETS)[number];

/** The elements' names after `sa-` (written apart: the stylesheet check reads `sa-…` words as class names). */
const TAGS: Readonly<Record<EmbedWidget, string>> = {
  search: 'course-search',
  apply: 'apply',
  applications: 'applications',
  messages: 'messages',
};

export type Theme = Partial<Record<ThemeVariable, string>>;
export const THEME_VARIABLES = Object.keys(themeVariables) as ThemeVariable[];

export interface SnippetInput {
  /** The StudyAtlas server (it serves /sdk/studyatlas.js and the API). */
  apiBase: string;
  widget: EmbedWidget;
  /** The organisation when it is an institution: the search shows its courses only. */
  institution?: number;
  /** The course <sa-apply> applies for. */
  course?: number;
  theme: Theme;
}

export const tagOf = (widget: EmbedWidget): string => `sa-${TAGS[widget]}`;

/** A theme value as CSS may carry it inside a rule: no characters that could end the rule or the <style>. */
export const cleanThemeValue = (value: string): string => value.replace(/[<>{};\\]/g, '').trim();

/** The element's own attributes: the scope (institution or course). */
function attributes(input: SnippetInput): Array<[string, number]> {
  if (input.widget === 'search' && input.institution) return [['institution', input.institution]];
  if (input.widget === 'apply' && input.course) return [['course', input.course]];
  return [];
}

/** The changed variables, in the theme's order. */
function changed(theme: Theme): Array<[ThemeVariable, string]> {
  return THEME_VARIABLES.flatMap((name) => {
    const value = cleanThemeValue(theme[name] ?? '');
    return value && value !== themeVariables[name] ? [[name, value] as [ThemeVariable, string]] : [];
  });
}

const elementHtml = (input: SnippetInput) => `<${tagOf(input.widget)}${attributes(input).map(([name, value]) => ` ${name}="${value}"`).join('')}></${tagOf(input.widget)}>`;

/** The CSS rule setting the changed variables on the element ('' when none changed). */
function themeRule(input: SnippetInput): string {
  const vars = changed(input.theme);
  return vars.length ? `${tagOf(input.widget)} {\n${vars.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}` : '';
}

const indent = (text: string, by: string) => text.split('\n').map((line) => by + line).join('\n');

/** The one script tag, the theme (when changed) and the element: what a partner pastes into a page. */
export function scriptSnippet(input: SnippetInput): string {
  const rule = themeRule(input);
  return [
    `<script type="module" src="${input.apiBase}/sdk/studyatlas.js"></script>`,
    ...(rule ? [`<style>\n${indent(rule, '  ')}\n</style>`] : []),
    elementHtml(input),
  ].join('\n');
}

/** The element in a React 19 app (`@studyatlas/elements/register` defines every tag). */
export function reactSnippet(input: SnippetInput): string {
  const props = [`api-base="${input.apiBase}"`, ...attributes(input).map(([name, value]) => `${name}={${value}}`)];
  const vars = changed(input.theme);
  if (vars.length) props.push(`style={{ ${vars.map(([name, value]) => `'${name}': ${JSON.stringify(value)}`).join(', ')} } as React.CSSProperties}`);
  return [
    "import '@studyatlas/elements/register';",
    '',
    'export function StudyAtlasWidget() {',
    `  return <${tagOf(input.widget)} ${props.join(' ')} />;`,
    '}',
  ].join('\n');
}

/** The preview's document: the same script and element, the page's CSP nonce on its script and style. */
export function previewDocument(input: SnippetInput, nonce: string): string {
  const n = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script type="module"${n} src="${input.apiBase}/sdk/studyatlas.js"></script>`,
    `<style${n}>body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }\n${themeRule(input)}</style>`,
    `</head><body>${elementHtml(input)}</body></html>`,
  ].join('\n');
}
