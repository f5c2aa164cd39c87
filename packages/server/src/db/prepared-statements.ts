import { createHash } from 'node:crypto';
import pg from 'pg';

/** Query texts that run as named prepared statements on PostgreSQL (compiledOnce registers its queries). */
const preparedTexts = new Map<string, string>();

/** Marks a query text to be prepared once per PostgreSQL connection and then only executed. */
export function prepareOnPostgres(text: string): void {
  if (!preparedTexts.has(text)) preparedTexts.set(text, `sa_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
}

/**
 * A pg client that runs the marked query texts as named prepared statements: PostgreSQL parses and
 * plans them once per connection (a generic plan after five runs, when it is as good) instead of per
 * call — the course search's display read spent 0.6 ms planning, more than running (0.5 ms).
 * Every other query goes as before.
 */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): any {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length <= 2 ? preparedTexts.get(text) : undefined;
    if (name) return super.query({ name, text: text as string, values: values as unknown[] | undefined });
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}
