import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_NAME,
  detectFileType,
  MAX_DOWNLOAD_FILES,
  parseFileIds,
  safeFileName,
  storedFileName,
  uploadTypeOf,
  uploadAccept,
  uploadExtensions,
  uploadFileHint,
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_FILE_TYPES,
  FILE_TYPES,
  validateUploadChoice,
  UPLOAD_IMAGE_MAX_BYTES,
  validateUpload,
} from './files.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('file rules', () => {
  it('the default download name is download.pdf (discovery §9)', () => {
    expect(DEFAULT_DOWNLOAD_NAME).toBe('download.pdf');
  });

  it('recognises PDF, PNG, JPEG and WEBP by their first bytes only', () => {
    expect(detectFileType(ascii('%PDF-1.4\n'))).toBe('pdf');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectFileType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectFileType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    // An SVG is text: UploadFile keeps it as plain text (named .txt), UploadImage refuses it.
    expect(detectFileType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('txt');
    expect(detectFileType(bytes(0x89, 0x50))).toBeNull();
  });

  it('recognises GIF (87a, 89a) and BMP (BM with a plausible header) by their bytes, not a lookalike', () => {
    expect(detectFileType(ascii('GIF89a\u0001\u0000\u0001\u0000'))).toBe('gif');
    expect(detectFileType(ascii('GIF87a\u0001\u0000\u0001\u0000'))).toBe('gif');
    expect(detectFileType(ascii('GIF88a\u0001\u0000'))).toBeNull();
    const bmp = new Uint8Array(58);
    bmp.set([0x42, 0x4d, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
    expect(detectFileType(bmp)).toBe('bmp');
    expect(detectFileType(ascii('BM this is a text file that starts with BM'))).toBe('txt');
    expect(detectFileType(bytes(0x42, 0x4d, 0xff))).toBeNull();
  });

  it('recognises plain text (UTF-8 without NUL) and the first bytes of Word and zip documents, never a lookalike', () => {
    expect(detectFileType(ascii('Dear admissions,\nmy plan…\n'))).toBe('txt');
    expect(detectFileType(new TextEncoder().encode('\ufeffÉtudes à Lyon — 学习计划'))).toBe('txt');
    expect(detectFileType(ascii('text\u0000with a NUL'))).toBeNull();
    expect(detectFileType(bytes(0x41, 0x42, 0xc3, 0x28))).toBeNull(); // invalid UTF-8
    expect(detectFileType(bytes(0xfe, 0xff, 0x00, 0x41))).toBeNull(); // UTF-16
    const compound = new Uint8Array(1024);
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectFileType(compound)).toBeNull(); // a compound file without a WordDocument stream (a spreadsheet…)
    compound.set(Array.from('WordDocument', (c) => [c.charCodeAt(0), 0]).flat(), 640);
    expect(detectFileType(compound)).toBe('doc');
    expect(detectFileType(ascii('PK\u0003\u0004 not really a zip'))).toBeNull();
  });

  it('counts text as an upload only when its name says text: a "PDF" of text is a disguised file', () => {
    expect(uploadTypeOf(ascii('my notes'), 'notes.TXT')).toBe('txt');
    expect(uploadTypeOf(ascii('my notes'), '\u202enotes.txt')).toBe('txt');
    expect(uploadTypeOf(ascii('MZ not a pdf'), 'evil.pdf')).toBeNull();
    expect(uploadTypeOf(ascii('<script>alert(1)</script>'), 'page.html')).toBeNull();
    expect(uploadTypeOf(ascii('%PDF-1.7'), 'scan')).toBe('pdf');
  });

  it('refuses too large files, empty files and other types with clear messages naming what is accepted', () => {
    const onlyFiles = 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.';
    expect(validateUpload('file', UPLOAD_FILE_MAX_BYTES + 1, 'pdf')).toBe('The file is too large: at most 5 MB.');
    expect(validateUpload('image', UPLOAD_IMAGE_MAX_BYTES + 1, 'png')).toBe('The image is too large: at most 2 MB.');
    expect(validateUpload('file', 0, null)).toBe('Please choose a file to upload.');
    expect(validateUpload('file', 10, null)).toBe(onlyFiles);
    expect(validateUpload('image', 10, 'pdf')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateUpload('image', 10, 'webp')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateUpload('image', 10, 'txt')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateUpload('file', 10, 'gif')).toBe(onlyFiles);
    for (const type of ['doc', 'docx', 'odt', 'txt'] as const) expect(validateUpload('file', 10, type)).toBeNull();
    expect(validateUpload('image', 10, 'gif')).toBeNull();
    expect(validateUpload('image', 10, 'bmp')).toBeNull();
    expect(validateUpload('file', UPLOAD_FILE_MAX_BYTES, 'pdf')).toBeNull();
    expect(validateUpload('file', 10, 'webp')).toBeNull();
  });

  it('reads the fileID header: one id, several comma-separated, duplicates once', () => {
    expect(parseFileIds('12')).toEqual({ ids: [12] });
    expect(parseFileIds(' 12, 15 ,12')).toEqual({ ids: [12, 15] });
    expect(parseFileIds(undefined)).toEqual({ error: 'Give the file ids in the fileID header (comma-separated for several).' });
    expect(parseFileIds(',')).toEqual({ error: 'Give the file ids in the fileID header (comma-separated for several).' });
    expect(parseFileIds('12,../etc')).toEqual({ error: 'File ids must be positive whole numbers, comma-separated.' });
    expect(parseFileIds('0')).toEqual({ error: 'File ids must be positive whole numbers, comma-separated.' });
    const many = Array.from({ length: MAX_DOWNLOAD_FILES + 1 }, (_, i) => i + 1).join(',');
    expect(parseFileIds(many)).toEqual({ error: `At most ${MAX_DOWNLOAD_FILES} files can be downloaded at once.` });
  });

  it('offers a safe file name: last path segment, no control characters or quotes', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\temp\\My "form".pdf')).toBe('My form.pdf');
    expect(safeFileName('..')).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(safeFileName('')).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(safeFileName(null)).toBe(DEFAULT_DOWNLOAD_NAME);
    expect(safeFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
  });

  it('strips bidirectional controls and other invisible control characters, so a name shows what it is', () => {
    expect(safeFileName('\u202egpj.exe.pdf')).toBe('gpj.exe.pdf');
    expect(safeFileName('my\u202dcv\u202c\u2066x\u2069\u200e\u200f\u061c.pdf')).toBe('mycvx.pdf');
    expect(safeFileName('a\u0085b\u009fc\u2028d\u2029e\ufeff.txt')).toBe('abcde.txt');
    expect(safeFileName('\u202e\u202e')).toBe(DEFAULT_DOWNLOAD_NAME);
    // Letters of every script and joiners stay.
    expect(safeFileName('سيرة\u200cذاتية.pdf')).toBe('سيرة\u200cذاتية.pdf');
    expect(safeFileName('履歴書.pdf')).toBe('履歴書.pdf');
  });

  it('stores an upload under a name that ends with its type’s extension', () => {
    expect(storedFileName('plan.docx', 'docx')).toBe('plan.docx');
    expect(storedFileName('Photo.JPEG', 'jpeg')).toBe('Photo.JPEG');
    expect(storedFileName('notes', 'txt')).toBe('notes.txt');
    expect(storedFileName('page.html', 'txt')).toBe('page.html.txt');
    expect(storedFileName('\u202egpj.exe', 'pdf')).toBe('gpj.exe.pdf');
    expect(storedFileName('', 'txt')).toBe('download.txt');
    expect(storedFileName(`${'a'.repeat(130)}.svg`, 'txt')).toHaveLength(120);
    expect(storedFileName(`${'a'.repeat(130)}.svg`, 'txt').endsWith('.txt')).toBe(true);
  });

  it('one list of accepted kinds: the refusal and the hint name every extension; the accept attribute lists them', () => {
    const files = uploadExtensions('file');
    expect(files).toEqual(['pdf', 'doc', 'docx', 'odt', 'txt', 'png', 'jpg', 'jpeg', 'webp']);
    expect(uploadExtensions('image')).toEqual(['jpg', 'jpeg', 'bmp', 'png', 'gif']);
    const refusal = validateUpload('file', 10, null)!;
    for (const type of UPLOAD_FILE_TYPES) {
      const named = type === 'jpeg' ? 'JPEG' : type === 'doc' || type === 'docx' ? `.${type}` : type === 'odt' || type === 'txt' ? `.${type}` : type.toUpperCase();
      expect(refusal).toContain(named);
      expect(uploadFileHint()).toContain(named);
    }
    expect(uploadFileHint()).toBe('You can attach PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files of up to 5 MB each.');
    expect(uploadAccept('file')).toBe(
      '.pdf,.doc,.docx,.odt,.txt,.png,.jpg,.jpeg,.webp,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text,text/plain,image/png,image/jpeg,image/webp',
    );
    expect(Object.keys(FILE_TYPES)).toEqual(expect.arrayContaining([...UPLOAD_FILE_TYPES]));
  });

  it('checks a chosen file in the browser before sending it: the extension and the size, with the server’s words', () => {
    expect(validateUploadChoice('file', { name: 'notes.TXT', size: 10 })).toBeNull();
    expect(validateUploadChoice('file', { name: 'plan.docx', size: 10 })).toBeNull();
    expect(validateUploadChoice('file', { name: 'drawing.svg', size: 10 })).toBe(validateUpload('file', 10, null));
    expect(validateUploadChoice('file', { name: 'README', size: 10 })).toBe(validateUpload('file', 10, null));
    expect(validateUploadChoice('file', { name: 'big.pdf', size: UPLOAD_FILE_MAX_BYTES + 1 })).toBe('The file is too large: at most 5 MB.');
    expect(validateUploadChoice('file', { name: 'empty.txt', size: 0 })).toBe('Please choose a file to upload.');
    expect(validateUploadChoice('image', { name: 'me.svg', size: 10 })).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
  });
});
