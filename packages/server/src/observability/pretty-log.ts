import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const LEFT_OUT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** One pino JSON line as a readable one: `12:04:05 INFO  request call=… status=200 …`, an error's stack below it. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const fields = Object.entries(entry)
    .filter(([key, value]) => !LEFT_OUT.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string } | undefined;
  const stack = err?.stack ? `\n${err.stack}` : '';
  return `${time} ${LEVELS[entry.level as number] ?? 'LOG  '} ${String(entry.msg ?? '')} ${fields.join(' ')}`.trimEnd() + stack + '\n';
}

/**
 * LOG_PRETTY: the logs as readable lines for a developer's terminal (pino-pretty would add a
 * dependency and a worker thread for what these lines do).
 */
export function prettyLogStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) out.write(prettyLine(line));
      done();
    },
  });
}
