/**
 * A real `studyatlas serve` process for the load-and-crash part (bench/crash.ts): cli.ts from the
 * sources, as `npm run dev:server` and packages/server/src/commands/serve-instances.test.ts run it,
 * on a fixed port so the load can reconnect after a `kill -9` and a restart on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(repoRoot, 'packages/server/src/cli.ts');

export interface ServeProcess {
  readonly url: string;
  /** Starts `serve` (again) and resolves when it says it is running; the milliseconds it took. */
  start(): Promise<number>;
  /** `kill -9`: no signal handler, no close, whatever was in flight is cut off. */
  kill9(): Promise<void>;
  /** SIGTERM (the clean stop), SIGKILL after 10 s. */
  stop(): Promise<void>;
  /** Everything the current process printed. */
  output(): string;
  /** The current process's id (undefined before start). */
  pid(): number | undefined;
}

export function serveProcess(port: number, env: NodeJS.ProcessEnv): ServeProcess {
  let child: ChildProcess | undefined;
  let output = '';
  const exited = (c: ChildProcess) => (c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => c.once('exit', () => resolve())));
  return {
    url: `http://127.0.0.1:${port}`,
    async start() {
      const started = performance.now();
      output = '';
      const c = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CLI, 'serve'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not start in 180 s:\n${output}`)), 180_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('StudyAtlas is running on')) {
            clearTimeout(timer);
            resolve();
          }
        };
        c.stdout!.on('data', read);
        c.stderr!.on('data', read);
        c.once('exit', (code, signal) => {
          clearTimeout(timer);
          reject(new Error(`serve exited (${code ?? signal}) before it was running:\n${output}`));
        });
      });
      return performance.now() - started;
    },
    async kill9() {
      if (!child) return;
      const c = child;
      c.kill('SIGKILL');
      await exited(c);
    },
    async stop() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const c = child;
      c.kill('SIGTERM');
      await Promise.race([exited(c), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (c.exitCode === null && c.signalCode === null) await this.kill9();
    },
    output: () => output,
    pid: () => child?.pid,
  };
}
