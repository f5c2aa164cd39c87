import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * pg_dump or pg_restore: PG_BIN_DIR's when set, else the one on PATH, else the newest under
 * /usr/lib/postgresql/<version>/bin (Debian and Ubuntu install them there, off PATH).
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: Readonly<Record<string, string | undefined>>): string {
  const dirs = [
    ...(env.PG_BIN_DIR ? [env.PG_BIN_DIR] : []),
    ...(env.PATH ?? '').split(path.delimiter).filter(Boolean),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
  if (!found) throw new Error(`${name} not found: install the PostgreSQL client tools or set PG_BIN_DIR`);
  return found;
}

/**
 * The connection as libpq's environment variables, so that the password never shows in the
 * process list (a command line would carry it).
 */
export function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL tool; rejects with its error output when it fails. */
export function runPostgresTool(tool: string, args: string[], databaseUrl: string, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...env, ...libpqEnv(databaseUrl) }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (exit ${code}): ${errors.trim()}`))));
  });
}
