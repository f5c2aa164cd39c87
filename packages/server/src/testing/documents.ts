import yazl from 'yazl';

/*
 * Small but real documents of the kinds UploadFile takes beside PDF and images (issue 24): a Word
 * document (.docx, Office Open XML), an OpenDocument text (.odt) and a Word 97–2003 file (.doc), as
 * an editor writes them in their first bytes and structure. For server tests and browser journeys.
 */

const zipOf = (entries: ReadonlyArray<{ name: string; text: string; stored?: boolean }>): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    const mtime = new Date('2026-01-05T10:00:00Z');
    for (const entry of entries) zip.addBuffer(Buffer.from(entry.text), entry.name, { mtime, compress: !entry.stored });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

/** A one-paragraph Word document (.docx). */
export const docxBytes = (paragraph = 'My study plan'): Promise<Buffer> =>
  zipOf([
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: '_rels/.rels', text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>' },
    { name: 'word/document.xml', text: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>` },
  ]);

/** A one-paragraph OpenDocument text (.odt): `mimetype` first and stored, as the format requires. */
export const odtBytes = (paragraph = 'My study plan'): Promise<Buffer> =>
  zipOf([
    { name: 'mimetype', text: 'application/vnd.oasis.opendocument.text', stored: true },
    { name: 'META-INF/manifest.xml', text: '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/></manifest:manifest>' },
    { name: 'content.xml', text: `<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>${paragraph}</text:p></office:text></office:body></office:document-content>` },
  ]);

/** Any other zip (a spreadsheet's parts, say): not a document UploadFile takes. */
export const otherZipBytes = (): Promise<Buffer> => zipOf([{ name: 'xl/workbook.xml', text: '<workbook/>' }, { name: '[Content_Types].xml', text: '<Types/>' }]);

/**
 * The first kilobyte of a Word 97–2003 file: the compound file header and a directory sector
 * naming the Root Entry and the WordDocument stream (`stream`: another stream name for a compound
 * file that is not a Word document, such as a spreadsheet's Workbook).
 */
export function docBytes(stream = 'WordDocument'): Buffer {
  const bytes = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  bytes.writeUInt16LE(0xfffe, 28); // little-endian
  bytes.writeUInt16LE(9, 30); // sector shift
  bytes.writeUInt32LE(0, 48); // the directory starts at sector 0 (offset 512)
  const entry = (at: number, name: string, type: number) => {
    bytes.write(name, at, 'utf16le');
    bytes.writeUInt16LE((name.length + 1) * 2, at + 64);
    bytes[at + 66] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(512 + 128, stream, 2);
  return bytes;
}
