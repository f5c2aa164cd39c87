import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ChildServer<Info> {
  /** What the script printed as its first JSON line (its URL and fixtures). */
  info: Info;
  /** Closes the script's stdin (it closes its server and exits) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Runs a test API server script in its own Node process (from the sources), so a suite's server
 * never shares an event loop with the test runner, and waits for the first line it prints that
 * starts with `{` (JSON). The script serves until its stdin closes.
 */
export async function startChildServer<Info>(script: string, args: readonly string[] = []): Promise<ChildServer<Info>> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const info = await new Promise<Info>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{') && candidate.endsWith('}'));
      if (line) resolve(JSON.parse(line) as Info);
    });
    child.once('exit', (code) => reject(new Error(`the test API server ${path.basename(script)} exited (${code}) before it listened`)));
  });
  return {
    info,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

/** The serving end of a child server: prints `info` as one JSON line, then runs `stop` and exits when stdin closes or on SIGTERM. */
export function serveUntilStdinCloses(info: unknown, stop: () => Promise<void>): void {
  process.stdout.write(`${JSON.stringify(info)}\n`);
  let stopping = false;
  const end = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.stdin.on('end', () => void end());
  process.stdin.on('close', () => void end());
  process.stdin.resume();
  process.on('SIGTERM', () => void end());
}
