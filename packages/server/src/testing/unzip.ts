import { crc32, inflateRawSync } from 'node:zlib';

export interface UnzippedEntry {
  name: string;
  bytes: Buffer;
}

/**
 * Reads a zip archive's entries (stored or deflated) for tests: the central directory's names and
 * sizes, each entry's data from its local header, its CRC-32 checked. Not for untrusted archives.
 */
export function unzip(zip: Buffer): UnzippedEntry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= 0; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: UnzippedEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error(`bad central directory header at ${offset}`);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    const bytes = method === 8 ? inflateRawSync(data) : method === 0 ? Buffer.from(data) : null;
    if (!bytes) throw new Error(`unsupported compression ${method} of ${name}`);
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`corrupt entry ${name}`);
    entries.push({ name, bytes });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
