import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * The backup archive: a plain POSIX tar (ustar) file, readable with `tar -tvf` / `tar -xf`, written
 * and read here as a stream (a database of many gigabytes never sits in memory). Regular files only;
 * sizes of 8 GiB and more in the GNU base-256 form that GNU tar and bsdtar read. A small writer and
 * reader rather than a dependency: the format's header is 512 bytes of fixed fields.
 */
const BLOCK = 512;
const OCTAL_SIZE_LIMIT = 8 ** 11;
const COPY_CHUNK = 1 << 20;

function field(header: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar field too long: ${value}`);
  bytes.copy(header, offset);
}

const octal = (value: number, length: number): string => `${value.toString(8).padStart(length - 1, '0')}\0`;

/** The name in ustar's name (100 bytes) and prefix (155 bytes) fields, split at a slash; undefined when it does not fit. */
function splitName(name: string): { prefix: string; name: string } | undefined {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let cut = name.indexOf('/'); cut > 0; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  return undefined;
}

/** A pax extended header record (`<length> path=<value>\n`, the length counting itself). */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength;
  while (bodyLength + String(length).length !== length) length = bodyLength + String(length).length;
  return Buffer.from(`${length}${body}`);
}

/** The header block(s) of a file: a pax header first when its path fits no ustar field (a long logo name). */
function headers(name: string, size: number, mtime: Date): Buffer {
  if (splitName(name)) return header(name, size, mtime, '0');
  const pax = paxRecord('path', name);
  return Buffer.concat([header('PaxHeader', pax.length, mtime, 'x'), pax, padding(pax.length), header(name.slice(-100).replace(/^\/+/, ''), size, mtime, '0')]);
}

function header(name: string, size: number, mtime: Date, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  const split = splitName(name)!;
  field(block, 0, 100, split.name);
  field(block, 100, 8, octal(0o644, 8));
  field(block, 108, 8, octal(0, 8));
  field(block, 116, 8, octal(0, 8));
  if (size < OCTAL_SIZE_LIMIT) field(block, 124, 12, octal(size, 12));
  else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  field(block, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  block.fill(' ', 148, 156);
  block[156] = type.charCodeAt(0);
  field(block, 257, 6, 'ustar\0');
  field(block, 263, 2, '00');
  field(block, 345, 155, split.prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface ArchiveWriter {
  addBytes(name: string, bytes: Buffer): Promise<void>;
  /** Streams a file in; `size` is the file's size when it was listed (a file must not change while it is added). */
  addFile(name: string, path: string, size: number, mtime: Date): Promise<void>;
  /** Streams bytes of a known size in (an object of a bucket); `source` names them in an error. */
  addStream(name: string, body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, size: number, mtime: Date, source: string): Promise<void>;
  close(): Promise<void>;
}

export async function createArchive(file: string): Promise<ArchiveWriter> {
  const out = await open(file, 'wx', 0o600);
  const write = async (bytes: Uint8Array) => void (await out.write(bytes));
  const addStream: ArchiveWriter['addStream'] = async (name, body, size, mtime, source) => {
    await write(headers(name, size, mtime));
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) break;
      await write(chunk);
    }
    if (written !== size) throw new Error(`${source} changed while it was archived (${written > size ? 'more than' : written + ' of'} ${size} bytes)`);
    await write(padding(size));
  };
  return {
    async addBytes(name, bytes) {
      await write(headers(name, bytes.length, new Date()));
      await write(bytes);
      await write(padding(bytes.length));
    },
    async addFile(name, path, size, mtime) {
      const body = size === 0 ? [] : (createReadStream(path, { end: size - 1, highWaterMark: COPY_CHUNK }) as AsyncIterable<Buffer>);
      await addStream(name, body, size, mtime, path);
    },
    addStream,
    async close() {
      await write(Buffer.alloc(2 * BLOCK));
      await out.sync();
      await out.close();
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes (small entries: the manifest). */
  bytes(): Promise<Buffer>;
  /** Streams the entry into a new file. */
  copyTo(path: string): Promise<void>;
  /** The entry's bytes as a stream (into a bucket); may be called again, e.g. to retry a request. */
  stream(): Readable;
}

function parseSize(block: Buffer): number {
  if (block[124]! & 0x80) return Number(block.readBigUInt64BE(128));
  return Number.parseInt(block.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
}

const text = (block: Buffer, offset: number, length: number): string => block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');

function checksumOk(block: Buffer): boolean {
  const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === stored;
}

/** The archive's regular files in order; anything else (a link, a directory) is refused. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input: FileHandle = await open(file, 'r');
  try {
    let position = 0;
    const read = async (length: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await input.read(buffer, 0, length, position);
      if (bytesRead !== length) throw new Error(`${file} is cut short at byte ${position + bytesRead}`);
      position += length;
      return buffer;
    };
    let longPath: string | undefined;
    for (;;) {
      const block = await read(BLOCK);
      if (block.every((byte) => byte === 0)) return;
      if (!checksumOk(block)) throw new Error(`${file} is not a StudyAtlas backup (a damaged or foreign archive header at byte ${position - BLOCK})`);
      const type = String.fromCharCode(block[156]!);
      const size = parseSize(block);
      if (type === 'x') {
        const records = (await read(size + padding(size).length)).toString('utf8', 0, size);
        longPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1];
        continue;
      }
      const prefix = text(block, 345, 155);
      const name = longPath ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      longPath = undefined;
      if (type !== '0' && type !== '\0') throw new Error(`${file}: ${name} is not a regular file`);
      const start = position;
      let consumed = false;
      const take = () => {
        if (consumed) throw new Error(`${name} was read twice`);
        consumed = true;
      };
      yield {
        name,
        size,
        async bytes() {
          take();
          const buffer = Buffer.alloc(size);
          await input.read(buffer, 0, size, start);
          return buffer;
        },
        stream() {
          return size === 0 ? Readable.from([]) : createReadStream(file, { start, end: start + size - 1, highWaterMark: COPY_CHUNK });
        },
        async copyTo(path) {
          take();
          const out = await open(path, 'wx', 0o600);
          try {
            const buffer = Buffer.alloc(Math.min(COPY_CHUNK, Math.max(size, 1)));
            for (let done = 0; done < size; ) {
              const length = Math.min(buffer.length, size - done);
              const { bytesRead } = await input.read(buffer, 0, length, start + done);
              if (bytesRead !== length) throw new Error(`${file} is cut short inside ${name}`);
              await out.write(buffer.subarray(0, length));
              done += length;
            }
            await out.sync();
          } finally {
            await out.close();
          }
        },
      };
      position = start + size + padding(size).length;
    }
  } finally {
    await input.close();
  }
}
