import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.js';

describe('precompress (npm run build)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studyatlas-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };

  it('writes .br and .gz beside every text asset of 1 KB or more, and nothing for the rest', async () => {
    const script = 'export const answer = 42;\n'.repeat(100);
    write('assets/index-D9Ql9QE6.js', script);
    write('index.html', `<!doctype html>${'<p>x</p>'.repeat(200)}`);
    write('tiny.js', 'export {};');
    write('photo.png', 'x'.repeat(4000));
    write('index-D9Ql9QE6.js.map', 'x'.repeat(4000));

    const result = await precompressDir(dir);

    expect(result.files).toBe(2);
    const asset = path.join(dir, 'assets/index-D9Ql9QE6.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${asset}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['tiny.js', 'photo.png', 'index-D9Ql9QE6.js.map']) {
      expect(existsSync(path.join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
    // A second run compresses the originals again, never the copies.
    expect((await precompressDir(dir)).files).toBe(2);
    expect(existsSync(`${asset}.br.br`)).toBe(false);
  });
});
