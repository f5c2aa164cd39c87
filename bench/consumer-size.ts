/**
 * What a React app pays: the packed @studyatlas/core and @studyatlas/react tarballs installed into a
 * fresh Vite + @vitejs/plugin-react app outside the monorepo (os.tmpdir()), built three times —
 * React alone (a div), <LoginPage> and <CourseSearch>, each in <StudyAtlasProvider> — and compared
 * (plus the provider with no area, for reference: what every area starts from).
 *
 *   BENCH_ONLY=consumer npm run bench          this part alone (after the build)
 *   BENCH_CONSUMER_KEEP=1                      keep the temporary app and print where it is
 *   BENCH_CONSUMER_MINIFY=0                    build the apps unminified (to read what came along)
 *   BENCH_CONSUMER_BUILD=1                     run `npx tsup` first even when dist/ exists
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { check } from './budgets.js';
import { kb } from './measure.js';

const root = path.resolve(import.meta.dirname, '..');
const packages = ['core', 'react'] as const;

/** The version of a package the monorepo has installed (the consumer gets the same ones). */
const installed = (name: string): string =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

const run = (command: string, args: readonly string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });

const gzip = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** The three apps: what each renders into #root. */
const apps = {
  'react-alone': {
    label: 'React alone (renders a div)',
    main: `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<div>Hello</div>);
`,
  },
  provider: {
    label: '<StudyAtlasProvider/> (no area; not budgeted)',
    main: `import { createRoot } from 'react-dom/client';
import { StudyAtlasProvider } from '@studyatlas/react';
createRoot(document.getElementById('root')).render(<StudyAtlasProvider apiBase="https://portal.example.org" />);
`,
  },
  login: {
    label: '<StudyAtlasProvider><LoginPage/></StudyAtlasProvider>',
    main: `import { createRoot } from 'react-dom/client';
import { LoginPage, StudyAtlasProvider } from '@studyatlas/react';
createRoot(document.getElementById('root')).render(
  <StudyAtlasProvider apiBase="https://portal.example.org">
    <LoginPage />
  </StudyAtlasProvider>,
);
`,
  },
  'course-search': {
    label: '<StudyAtlasProvider><CourseSearch/></StudyAtlasProvider>',
    main: `import { createRoot } from 'react-dom/client';
import { CourseSearch, StudyAtlasProvider } from '@studyatlas/react';
createRoot(document.getElementById('root')).render(
  <StudyAtlasProvider apiBase="https://portal.example.org">
    <CourseSearch />
  </StudyAtlasProvider>,
);
`,
  },
} as const;
type AppName = keyof typeof apps;

interface AppSize {
  /** The entry script and every chunk it imports statically: what loads before the first render. */
  eagerJs: number;
  /** Chunks only imported dynamically (a course's detail, Leaflet): loaded later, if at all. */
  lazyJs: number;
  css: number;
  eagerFiles: string[];
  lazyFiles: string[];
}

/** Sizes of one built app: the index.html's script and its static imports, the rest, the CSS. */
function sizeOfApp(dist: string): AppSize {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const eager = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file) || !existsSync(path.join(dist, file))) return;
    eager.add(file);
    const text = readFileSync(path.join(dist, file), 'utf8');
    const dir = path.posix.dirname(file);
    for (const m of text.matchAll(/(?:from\s*|import\s*)["'`](\.\.?\/[^"'`]+\.js)["'`]/g)) visit(path.posix.join(dir, m[1]!));
  };
  for (const m of html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)) visit(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g)) visit(m[1]!);
  const all = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
  const lazyFiles = all.filter((f) => f.endsWith('.js') && !eager.has(f));
  const sum = (files: readonly string[]) => files.reduce((total, f) => total + gzip(path.join(dist, f)), 0);
  return {
    eagerJs: sum([...eager]),
    lazyJs: sum(lazyFiles),
    css: sum(all.filter((f) => f.endsWith('.css'))),
    eagerFiles: [...eager],
    lazyFiles,
  };
}

/** Packs the two packages, installs them into a fresh Vite app in os.tmpdir() and builds the three apps. */
export async function consumerFigures(): Promise<Record<AppName, AppSize>> {
  console.log('\nWhat a React app pays (packed @studyatlas/core and @studyatlas/react in a fresh Vite app):');
  const missing = packages.filter((name) => !existsSync(path.join(root, `packages/${name}/dist/index.js`)));
  if (missing.length > 0 || process.env.BENCH_CONSUMER_BUILD === '1') {
    console.log('  building the packages (npx tsup)…');
    run('npx', ['tsup'], root);
  }

  const work = mkdtempSync(path.join(os.tmpdir(), 'studyatlas-consumer-'));
  const keep = process.env.BENCH_CONSUMER_KEEP === '1';
  try {
    const tarballs = path.join(work, 'tarballs');
    mkdirSync(tarballs);
    const tarball: Record<string, string> = {};
    for (const name of packages) {
      const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', tarballs], path.join(root, `packages/${name}`))) as { filename: string; files: { path: string }[] }[];
      tarball[name] = packed[0]!.filename;
      if (name === 'react') {
        const css = JSON.parse(readFileSync(path.join(root, 'packages/react/package.json'), 'utf8')).exports['./styles.css'] as string;
        const inPackage = packed[0]!.files.some((f) => `./${f.path}` === css);
        console.log(`  @studyatlas/react "./styles.css" → ${css}: ${inPackage ? 'in the package' : 'NOT in the package'}`);
        check('@studyatlas/react "./styles.css" is a file of the package (files missing)', inPackage ? 0 : 1, 0, inPackage ? css : `${css} missing`);
      }
    }

    const app = path.join(work, 'app');
    mkdirSync(app);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'studyatlas-consumer',
          private: true,
          type: 'module',
          dependencies: {
            '@studyatlas/core': `file:../tarballs/${tarball.core}`,
            '@studyatlas/react': `file:../tarballs/${tarball.react}`,
            react: installed('react'),
            'react-dom': installed('react-dom'),
          },
          devDependencies: { vite: installed('vite'), '@vitejs/plugin-react': installed('@vitejs/plugin-react') },
        },
        null,
        2,
      ),
    );
    writeFileSync(
      path.join(app, 'vite.config.js'),
      `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], logLevel: 'warn', build: { minify: ${process.env.BENCH_CONSUMER_MINIFY !== '0'} } });
`,
    );
    for (const [name, { main }] of Object.entries(apps)) {
      mkdirSync(path.join(app, 'apps', name), { recursive: true });
      writeFileSync(
        path.join(app, 'apps', name, 'index.html'),
        `<!doctype html>\n<html lang="en">\n  <head><meta charset="utf-8" /><title>${name}</title></head>\n  <body>\n    <div id="root"></div>\n    <script type="module" src="./main.jsx"></script>\n  </body>\n</html>\n`,
      );
      writeFileSync(path.join(app, 'apps', name, 'main.jsx'), main);
    }

    const started = performance.now();
    const install = ['install', '--no-audit', '--no-fund', '--loglevel=error'];
    try {
      run('npm', [...install, '--offline'], app);
    } catch {
      console.log('  not everything is in the npm cache: installing online');
      run('npm', [...install, '--prefer-offline'], app);
    }
    console.log(`  installed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const sizes = {} as Record<AppName, AppSize>;
    for (const name of Object.keys(apps) as AppName[]) {
      const out = path.join(app, 'dist', name);
      run(process.execPath, [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', `apps/${name}`, '--config', 'vite.config.js', '--outDir', out, '--emptyOutDir'], app);
      sizes[name] = sizeOfApp(out);
    }

    const base = sizes['react-alone'];
    const total = (s: AppSize) => s.eagerJs + s.css;
    for (const name of Object.keys(apps) as AppName[]) {
      const s = sizes[name];
      const over = name === 'react-alone' ? '' : `, ${kb(total(s) - total(base))} over React alone`;
      const lazy = s.lazyFiles.length ? `; later, not counted: ${kb(s.lazyJs)} in ${s.lazyFiles.map((f) => path.posix.basename(f)).join(', ')}` : '';
      console.log(`  ${apps[name].label.padEnd(58)} ${kb(s.eagerJs)} JS${s.css ? ` + ${kb(s.css)} CSS` : ''} gzip${over}${lazy}`);
    }
    const overLogin = total(sizes.login) - total(base);
    const overSearch = total(sizes['course-search']) - total(base);
    check('a React app rendering one small area (<LoginPage>), gzip over React alone, budget 20 KB', overLogin, 20 * 1024, kb(overLogin));
    check('a React app rendering the course search (<CourseSearch>), gzip over React alone, budget 40 KB', overSearch, 40 * 1024, kb(overSearch));
    return sizes;
  } finally {
    if (keep) console.log(`  kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

// Runnable alone: node --conditions=source --import tsx bench/consumer-size.ts
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { reportBudgets } = await import('./budgets.js');
  await consumerFigures();
  process.exit(reportBudgets() ? 1 : 0);
}
