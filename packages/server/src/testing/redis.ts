import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { freePort } from './free-port.js';

/** Debian's redis-server (CI installs it); REDIS_SERVER names another binary. */
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Whether the Redis suites can run: the redis-server binary exists. Missing, they are skipped with
 * a warning — except with CI=true, where Redis is mandatory and this throws (as PostgreSQL does).
 */
export function redisAvailable(): boolean {
  if (existsSync(REDIS_SERVER)) return true;
  if (process.env.CI === 'true') throw new Error(`Redis is mandatory in CI but ${REDIS_SERVER} is missing`);
  console.warn(`[studyatlas] Redis suite skipped: ${REDIS_SERVER} is missing.`);
  return false;
}

const answersPing = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });

/** A redis-server of the test's own on 127.0.0.1 and a free port, without persistence; never a system service. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 100; i += 1) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}
