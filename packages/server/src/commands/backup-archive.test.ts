import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createArchive, readArchive } from './backup-archive.js';

describe('the backup archive (tar)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'studyatlas-tar-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes a tar that tar reads and reads it back: short, split and pax-long paths, empty and odd-sized files', async () => {
    const long = `data/logos/${'l'.repeat(150)}.png`;
    const split = `data/${'d'.repeat(90)}/${'f'.repeat(90)}.pdf`;
    const source = path.join(work, 'source.bin');
    writeFileSync(source, Buffer.alloc(1025, 7));
    const file = path.join(work, 'a.tar');
    const archive = await createArchive(file);
    await archive.addBytes('studyatlas-backup.json', Buffer.from('{"a":1}'));
    await archive.addFile(long, source, 1025, statSync(source).mtime);
    await archive.addFile(split, source, 1025, statSync(source).mtime);
    await archive.addBytes('data/empty', Buffer.alloc(0));
    await archive.close();
    expect(statSync(file).size % 512).toBe(0);

    const read: Array<[string, number, string]> = [];
    for await (const entry of readArchive(file)) {
      const target = path.join(work, `out-${read.length}`);
      await entry.copyTo(target);
      read.push([entry.name, entry.size, readFileSync(target).toString('base64').slice(0, 8)]);
    }
    const ones = Buffer.alloc(1025, 7).toString('base64').slice(0, 8);
    expect(read).toEqual([['studyatlas-backup.json', 7, Buffer.from('{"a":1}').toString('base64').slice(0, 8)], [long, 1025, ones], [split, 1025, ones], ['data/empty', 0, '']]);
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(['studyatlas-backup.json', long, split, 'data/empty']);
  });

  it('streams bytes of a known size in, and refuses a stream shorter or longer than that size', async () => {
    const file = path.join(work, 'c.tar');
    const archive = await createArchive(file);
    await archive.addStream('s3/a.pdf', (async function* () {
      yield Buffer.from('ab');
      yield new Uint8Array([99]);
    })(), 3, new Date(), 'a.pdf in the bucket');
    await expect(archive.addStream('s3/b.pdf', [Buffer.from('ab')], 3, new Date(), 'b.pdf in the bucket')).rejects.toThrow('b.pdf in the bucket changed while it was archived (2 of 3 bytes)');
    await expect(archive.addStream('s3/c.pdf', [Buffer.from('abcd')], 3, new Date(), 'c.pdf in the bucket')).rejects.toThrow('c.pdf in the bucket changed while it was archived (more than 3 bytes)');
    await archive.close();
    const entries = readArchive(file);
    const entry = (await entries.next()).value!;
    expect([entry.name, entry.size, await text(entry.stream())]).toEqual(['s3/a.pdf', 3, 'abc']);
    await entries.return(undefined);
  });

  it('refuses a damaged header and a file cut short', async () => {
    const file = path.join(work, 'b.tar');
    const archive = await createArchive(file);
    await archive.addBytes('data/x', Buffer.alloc(2000, 1));
    await archive.close();
    const bytes = readFileSync(file);
    const damaged = path.join(work, 'damaged.tar');
    writeFileSync(damaged, Buffer.concat([Buffer.from('x'), bytes.subarray(1)]));
    await expect(readArchive(damaged).next()).rejects.toThrow(`${damaged} is not a StudyAtlas backup (a damaged or foreign archive header at byte 0)`);
    const cut = path.join(work, 'cut.tar');
    writeFileSync(cut, bytes.subarray(0, 1500));
    const entries = readArchive(cut);
    const entry = (await entries.next()).value!;
    await expect(entry.copyTo(path.join(work, 'cut-out'))).rejects.toThrow(`${cut} is cut short inside data/x`);
  });
});
