import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseOptions, openDatabase } from './open-database.js';

describe('databaseOptions', () => {
  it('defaults to SQLite in ./data under the working directory', () => {
    expect(databaseOptions({})).toEqual({ databaseUrl: undefined, dataDir: path.resolve('data') });
    expect(databaseOptions({ DATA_DIR: '  ', DATABASE_URL: '' })).toEqual({ databaseUrl: undefined, dataDir: path.resolve('data') });
  });

  it('takes DATA_DIR relative to the working directory and DATABASE_URL as given', () => {
    expect(databaseOptions({ DATA_DIR: 'var/sa', DATABASE_URL: ' postgres://u:p@db:5432/sa ' })).toEqual({
      databaseUrl: 'postgres://u:p@db:5432/sa',
      dataDir: path.resolve('var/sa'),
    });
  });

  it('opens PostgreSQL for a postgres:// URL without printing the password', async () => {
    const handle = openDatabase({ DATABASE_URL: 'postgres://user:secret@127.0.0.1:5432/postgres', DATA_DIR: '/tmp' });
    expect(handle.dialect).toBe('postgres');
    expect(handle.location).toBe('postgres://127.0.0.1:5432/postgres');
    await handle.close();
  });
});
