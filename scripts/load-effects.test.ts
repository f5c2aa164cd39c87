import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLoadEffects, scanLoadEffects } from './load-effects.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');


/**
 * Left on an effect on purpose: the login form's Login ID filled from the login name the server
 * remembers. It fills a form field, as @mantine/form's documentation fills a form from data that
 * arrives later (an effect calling the form's setter), and the data layer (about 2 KB gzip) would take
 * the login page over its 20 KB budget. A ratchet: nothing else may join. (The sign-in providers,
 * the other ask of the login page, are a core store since session 15: `$externalProviders`.)
 */
const LOGIN_PAGE_EFFECTS = ['packages/react/src/areas/auth/login-cookie.ts'];

/** The reasons the scanner gives for one snippet of a hook. */
const reasons = (source: string) => findLoadEffects('snippet.tsx', source).map((found) => found.why);

describe('hand-written load effects (issue 24: one data layer, react/src/data)', () => {
  it('no screen of the packages or the examples loads its data in an effect of its own (every one loads through useQuery)', () => {
    const found = scanLoadEffects(root, ['packages/react/src', 'packages/elements/src', 'examples']);
    expect(found.filter((e) => !LOGIN_PAGE_EFFECTS.includes(e.file)).map((e) => `${e.file}:${e.line} ${e.why}`)).toEqual([]);
    expect([...new Set(found.map((e) => e.file))].sort()).toEqual(LOGIN_PAGE_EFFECTS);
  });

  it('finds a live flag, a state set from a promise, and a set after an await in a called function', () => {
    expect(
      reasons(`useEffect(() => {
        let live = true;
        load().then((data) => live && setData(data));
        return () => { live = false; };
      }, []);`),
    ).toEqual(['.then() sets state']);
    expect(reasons(`useEffect(() => { let cancelled = false; run(() => cancelled || done()); return () => { cancelled = true; }; }, []);`)).toEqual([
      "a 'cancelled' flag guards a late answer",
    ]);
    expect(reasons(`React.useEffect(() => { loadRows().then(setRows); }, []);`)).toEqual(['.then() sets state']);
    expect(reasons(`useEffect(() => { load().catch(() => setFailed(true)); }, []);`)).toEqual(['.catch() sets state']);
    expect(reasons(`useEffect(() => { void (async () => { const rows = await loadRows(); setRows(rows); })(); }, []);`)).toEqual([
      'an await then sets state',
    ]);
    expect(
      reasons(`const reload = useCallback(async () => { try { const rows = await loadRows(); setRows(rows); } finally {} }, []);
        useEffect(() => { void reload(); }, [reload]);`),
    ).toEqual(['it calls reload(), where an await then sets state']);
  });

  it('leaves effects that load no data alone: subscriptions, a chunk imported on first render, a save answering, a set before any await', () => {
    expect(reasons(`useEffect(() => store.listen(setValue), []);`)).toEqual([]);
    expect(reasons(`useEffect(() => { import('./editor.js').then((m) => setEditor(m)); }, []);`)).toEqual([]);
    expect(reasons(`useEffect(() => { saveStep(id, step).then((saved) => setSurvey(saved.surveyId)); }, [step]);`)).toEqual([]);
    expect(
      reasons(`function loadMap() { loading ??= import('leaflet'); return loading; }
        useEffect(() => { let stopped = false; loadMap().then((L) => { if (!stopped) L.on('error', () => setFailed(true)); }); return () => { stopped = true; }; }, []);`),
    ).toEqual([]);
    expect(reasons(`useEffect(() => { setOpen(false); const id = setTimeout(() => setShown(true), 10); return () => clearTimeout(id); }, []);`)).toEqual([]);
  });

  it('knows a chunk loader a module of the package exports (the maps share loadLeaflet), and only one that imports a chunk', () => {
    const effect = `useEffect(() => { let stopped = false; loadMap().then((L) => { if (!stopped) setMap(L); }); return () => { stopped = true; }; }, []);`;
    const modules: Record<string, string> = {
      './load-map.js': `let loading; export function loadMap() { loading ??= import('leaflet'); return loading; }`,
      './rows.js': `export function loadMap() { return fetch('/rows').then((r) => r.json()); }`,
    };
    const from = (module: string) => findLoadEffects('x.tsx', `import { loadMap } from '${module}';\n${effect}`, (specifier) => modules[specifier] ?? null).map((e) => e.why);
    expect(from('./load-map.js')).toEqual([]);
    expect(from('./rows.js')).toEqual(['.then() sets state']);
  });
});
