import { Readable } from 'node:stream';
import yazl from 'yazl';

export interface ZipEntry {
  /** The name inside the zip (made unique by `uniqueNames`). */
  name: string;
  mtime: Date;
  /** The bytes, opened only when the zip writer reaches this entry. */
  open(): Promise<Readable | Buffer>;
}

/**
 * A zip of the entries as a stream: each entry is opened when the writer reaches it and piped
 * through, so neither the files nor the zip are held in memory whatever their size.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { mtime: entry.mtime }, (done) => {
      entry.open().then(
        (content) => done(null, Buffer.isBuffer(content) ? bufferStream(content) : content),
        (error: unknown) => done(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  return output;
}

const bufferStream = (buffer: Buffer): Readable => Readable.from([buffer]);

/** 'form.pdf', 'form.pdf' → 'form.pdf', 'form (2).pdf': names in a zip must differ. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
