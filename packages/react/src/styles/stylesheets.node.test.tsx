import { tabsCss } from '../ui/tabs/tabs.css.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareToggleCss } from '../kits/compare-toggle/compare-toggle.css.js';
import { favouriteToggleCss } from '../kits/favourite-toggle/favourite-toggle.css.js';
import { favouriteCoursePickerCss } from '../kits/favourite-course-picker/favourite-course-picker.css.js';
import { leafletCss } from '../kits/map/leaflet.css.js';
import * as styles from './index.js';
import { noRecordsCss } from './no-records.css.js';
import { providerBaseCss } from './base.js';
import { dialogCss } from '../ui/dialog/dialog.css.js';
import { popupHostCss } from '../ui/popup-host/popup-host.css.js';
import { accordionCss } from '../ui/accordion/accordion.css.js';
import { paginationCss } from '../ui/pagination/pagination.css.js';
import { popoverCss } from '../ui/popover/popover.css.js';
import { printViewCss } from '../ui/print-view/print-view.css.js';
import { radioGroupCss } from '../ui/radio-group/radio-group.css.js';
import { rangeFieldCss } from '../ui/range-field/range-field.css.js';
import { readMoreCss } from '../ui/read-more/read-more.css.js';
import { SHEET_ORDER, type SheetName } from './use-stylesheet.js';
import { languageSwitchCss } from '../i18n/language-switch.css.js';

/*
 * A React app injects the stylesheets of the components it renders (useStylesheet), not the whole
 * stylesheet. So that every component still looks as it did with the whole sheet, every rule that can
 * match a component's markup must come with the component: a rule whose `sa-` classes all appear in the
 * component's source or in the modules it imports (statically or lazily) belongs to a sheet that the
 * component, or one of those modules, injects.
 */

const src = resolve(import.meta.dirname, '..');

const sheets: Record<SheetName, string> = {
  base: providerBaseCss,
  dialog: dialogCss,
  'popup-host': popupHostCss,
  pagination: paginationCss,
  accordion: accordionCss,
  'read-more': readMoreCss,
  popover: popoverCss,
  'print-view': printViewCss,
  'radio-group': radioGroupCss,
  'range-field': rangeFieldCss,
  tabs: tabsCss,
  'language-switch': languageSwitchCss,
  auth: styles.authCss,
  'no-records': noRecordsCss,
  'find-screens': styles.institutionsCss,
  'favourite-toggle': favouriteToggleCss,
  favourites: styles.favouritesCss,
  'compare-toggle': compareToggleCss,
  compare: styles.compareCss,
  courses: styles.coursesCss,
  scholarships: styles.scholarshipsCss,
  'search-panel': styles.searchPanelCss,
  agents: styles.agentsCss,
  events: styles.eventsCss,
  contact: styles.contactCss,
  referral: styles.referralCss,
  friends: styles.friendsCss,
  forms: styles.formsCss,
  'favourite-course-picker': favouriteCoursePickerCss,
  'image-crop': styles.imageCropCss,
  'pin-map': styles.pinMapCss,
  'profile-study': styles.studyCss,
  'profile-education': styles.profileEducationCss,
  'profile-documents': styles.profileDocumentsCss,
  'profile-passport': styles.profilePassportCss,
  'profile-basic': styles.profileBasicCss,
  profile: styles.profileCss,
  questionnaire: styles.questionnaireCss,
  'application-summary': styles.applicationSummaryCss,
  application: styles.applicationCss,
  'apply-wizard': styles.applyWizardCss,
  'course-timeline': styles.courseTimelineCss,
  applications: styles.applicationsCss,
  'compose-kit': styles.composeKitCss,
  messaging: styles.messagingCss,
  workspace: styles.workspaceCss,
};

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Every rule (its text and its selectors, split on the commas outside parentheses). */
function rulesOf(css: string): { text: string; selectors: string[] }[] {
  const found: { text: string; selectors: string[] }[] = [];
  const plain = withoutComments(css);
  for (const match of plain.matchAll(/([^{};]+)\{/g)) {
    const prelude = match[1]!.trim();
    if (prelude.startsWith('@') || /^(from|to|\d+%)$/.test(prelude)) continue;
    const selectors: string[] = [];
    let depth = 0;
    let start = 0;
    [...prelude].forEach((char, index) => {
      if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (char === ',' && depth === 0) {
        selectors.push(prelude.slice(start, index).trim());
        start = index + 1;
      }
    });
    selectors.push(prelude.slice(start).trim());
    const begin = match.index + match[0].indexOf(prelude);
    found.push({ text: plain.slice(begin, plain.indexOf('}', begin) + 1), selectors });
  }
  return found;
}

const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.css.ts'))
  .map((file) => join(src, file));

/** The module and every module it imports from the package, statically or with import(). */
function closureOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const imports = [
    ...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms),
    ...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  ];
  for (const [, spec] of imports) {
    const target = resolve(dirname(file), spec!).replace(/\.js$/, '');
    const found = [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')].find((candidate) => existsSync(candidate));
    if (found && !found.endsWith('.css.ts') && !found.startsWith(join(src, 'styles'))) closureOf(found, seen);
  }
  return seen;
}

/** The `sa-` class names a set of modules can render (`sa-x--` from `sa-x--${…}` is a prefix). */
function classesOf(files: Iterable<string>): { names: Set<string>; prefixes: string[] } {
  const names = new Set<string>();
  for (const file of files) {
    // Comments name classes of other areas as examples: the code is what renders.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const [name] of code.matchAll(/\bsa-[a-z0-9-]+/g)) names.add(name);
  }
  return { names, prefixes: [...names].filter((name) => name.endsWith('-')) };
}

/** The sheets a component gets: the provider's (`base`, `auth`) and those it or its imports inject. */
const injectedBy = (files: Iterable<string>): Set<string> => {
  const names = new Set<string>(['base', 'auth']);
  for (const file of files) for (const [, name] of readFileSync(file, 'utf8').matchAll(/useStylesheet\(\s*'([\w-]+)'/g)) names.add(name!);
  return names;
};

/** The rules of sheets a component does not inject that could match its markup. */
function missingRules(file: string): string[] {
  const closure = closureOf(file);
  const { names, prefixes } = classesOf(closure);
  const has = (name: string) => names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
  const injected = [...injectedBy(closure)].map((name) => withoutComments(sheets[name as SheetName] ?? ''));
  const missing: string[] = [];
  for (const [sheet, css] of Object.entries(sheets)) {
    for (const rule of rulesOf(css)) {
      if (injected.some((text) => text.includes(rule.text))) continue;
      for (const selector of rule.selectors) {
        const classes = [...selector.matchAll(/\.(sa-[\w-]+)/g)].map((m) => m[1]!);
        if (classes.length > 0 && classes.every(has)) missing.push(`${sheet}: ${selector}`);
      }
    }
  }
  return [...new Set(missing)];
}

/** Components: every module of the areas, kits and composites that renders JSX. */
const components = sourceFiles.filter((file) => file.endsWith('.tsx') && /[\\/](areas|kits|composites)[\\/]/.test(file));

describe('stylesheets of a React app', () => {
  it('cascade in the order of the whole stylesheet', () => {
    const areaSheets = SHEET_ORDER.filter((name) => !['no-records', 'favourite-toggle', 'compare-toggle', 'favourite-course-picker'].includes(name));
    expect(areaSheets.map((name) => sheets[name]).join('\n')).toBe(styles.studyAtlasCss);
    // The shared sheets are rules of the whole sheet, word for word, just after their predecessors.
    for (const rule of noRecordsCss.trim().split('\n')) expect(styles.studyAtlasCss).toContain(rule);
    expect(styles.favouritesCss.startsWith(favouriteToggleCss)).toBe(true);
    expect(styles.compareCss).toContain(compareToggleCss);
    expect(styles.studyCss.startsWith(favouriteCoursePickerCss)).toBe(true);
  });

  it('come with every component whose markup their rules can match', () => {
    expect(components.length).toBeGreaterThan(60);
    const missing = Object.fromEntries(
      components.map((file) => [relative(src, file), missingRules(file)] as const).filter(([, rules]) => rules.length > 0),
    );
    expect(missing).toEqual({});
  });

  it("leave Leaflet's sheet to the maps, which add it themselves", () => {
    expect(readFileSync(join(src, 'kits/map/load-leaflet.ts'), 'utf8')).toContain('leafletCss');
    for (const map of ['kits/map/leaflet-map.tsx', 'kits/map/pin-map.tsx']) expect(readFileSync(join(src, map), 'utf8')).toContain('injectLeafletCss(');
    expect(leafletCss).toContain('.leaflet-container');
  });
});
