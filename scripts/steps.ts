import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One step of `npm start`: a command whose output goes to a log file unless verbose. */
export interface Step {
  /** What the line says, e.g. 'Build'. */
  title: string;
  command: string;
  args: readonly string[];
  cwd?: string;
  /** Where the whole output is written (the directory is made). */
  logFile: string;
  /** Show the whole output as it comes, as well as writing it to the log. */
  verbose?: boolean;
  /** How many of the log's last lines a failure prints. */
  tailLines?: number;
  /** Where the step's lines are printed (default stdout). */
  print?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** Adds this, made from the output's last line, to the step's line (a command that answers in one sentence). */
  summary?: (lastLine: string) => string;
}

export interface StepResult {
  ok: boolean;
  exitCode: number;
  milliseconds: number;
}

/** '84.2 s' */
export const seconds = (milliseconds: number): string => `${(milliseconds / 1000).toFixed(1)} s`;

/** The last `count` non-empty lines of a text. */
export const tailOf = (text: string, count: number): string[] => text.split(/\r?\n/).filter((line) => line.trim() !== '').slice(-count);

/**
 * Runs one step quietly: its whole output to `logFile`, then one line — '✓ Build  84.2 s' — or, when it
 * fails, '✗ Build failed after 3.1 s (exit 2): full log in logs/build.log' and the log's last lines.
 * With `verbose` the output is shown as it comes as well.
 */
export function runStep(step: Step): Promise<StepResult> {
  const print = step.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  mkdirSync(path.dirname(step.logFile), { recursive: true });
  const log = createWriteStream(step.logFile);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: step.cwd, env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(log, { end: false });
      if (step.verbose) stream.pipe(stream === child.stdout ? process.stdout : process.stderr, { end: false });
    }
    const finish = (exitCode: number) => {
      log.end(() => {
        const milliseconds = performance.now() - started;
        const where = path.relative(process.cwd(), step.logFile) || step.logFile;
        if (exitCode === 0) {
          const last = step.summary ? step.summary(tailOf(readFileSync(step.logFile, 'utf8'), 1)[0] ?? '') : '';
          print(`✓ ${step.title.padEnd(28)} ${seconds(milliseconds)}${last ? `  ${last}` : ''}`);
        } else {
          print(`✗ ${step.title} failed after ${seconds(milliseconds)} (exit ${exitCode}): full log in ${where}`);
          for (const line of tailOf(readFileSync(step.logFile, 'utf8'), step.tailLines ?? 30)) print(`    ${line}`);
        }
        resolve({ ok: exitCode === 0, exitCode, milliseconds });
      });
    };
    child.on('error', (error) => {
      log.write(`${error.message}\n`);
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}
