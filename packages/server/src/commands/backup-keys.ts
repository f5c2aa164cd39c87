import { createReadStream } from 'node:fs';
import { appendFile, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

const BATCH = 1000;

export interface KeyRow {
  id: number | string;
  storage_key: string;
}

/**
 * The stored files whose bytes are not in the database itself (FILE_STORE=folder or s3), after an
 * id, in id order; `parameter` is the dialect's placeholder for that id.
 */
export const keysOutsideDatabase = (parameter: string): string =>
  `select f.id, f.storage_key from stored_files f where f.storage_key is not null and f.id > ${parameter}` +
  ` and not exists (select 1 from stored_file_bytes b where b.storage_key = f.storage_key) order by f.id limit ${BATCH}`;

/**
 * Writes those keys, read from the backup's snapshot of the database batch by batch, to a file one
 * a line (a million keys never sit in memory); returns how many.
 */
export async function writeKeysOutsideDatabase(file: string, batchAfter: (after: number) => Promise<KeyRow[]>): Promise<number> {
  await writeFile(file, '', { mode: 0o600 });
  let count = 0;
  for (let after = 0; ; ) {
    const rows = await batchAfter(after);
    if (rows.length > 0) await appendFile(file, rows.map((row) => `${row.storage_key}\n`).join(''));
    count += rows.length;
    if (rows.length < BATCH) return count;
    after = Number(rows[rows.length - 1]!.id);
  }
}

export async function* readKeys(file: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) if (line) yield line;
}
