import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-log.js';

describe('prettyLine (LOG_PRETTY)', () => {
  it('shows a pino line as time, level, message and its fields; an error with its stack; anything else as it is', () => {
    const time = Date.UTC(2026, 2, 2, 9, 4, 5);
    const line = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', requestId: 'r-1', call: 'authToken', status: 200, durationMs: 3.2, msg: 'request' });
    expect(prettyLine(line)).toBe('09:04:05 INFO  request requestId=r-1 call=authToken status=200 durationMs=3.2\n');
    const failed = JSON.stringify({ level: 50, time, err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' }, msg: 'unexpected error' });
    expect(prettyLine(failed)).toBe('09:04:05 ERROR unexpected error\nError: boom\n    at x\n');
    expect(prettyLine('not json')).toBe('not json');
  });
});
