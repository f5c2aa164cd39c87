import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_NAME,
  detectFileType,
  MAX_DOWNLOAD_FILES,
  parseFileIds,
  safeFileName,
  UPLOAD_FILE_MAX_BYTES,
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
    expect(detectFileType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(bytes(0x89, 0x50))).toBeNull();
  });

  it('recognises GIF (87a, 89a) and BMP (BM with a plausible header) by their bytes, not a lookalike', () => {
    expect(detectFileType(ascii('GIF89a\u0001\u0000\u0001\u0000'))).toBe('gif');
    expect(detectFileType(ascii('GIF87a\u0001\u0000\u0001\u0000'))).toBe('gif');
    expect(detectFileType(ascii('GIF88a\u0001\u0000'))).toBeNull();
    const bmp = new Uint8Array(58);
    bmp.set([0x42, 0x4d, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
    expect(detectFileType(bmp)).toBe('bmp');
    expect(detectFileType(ascii('BM this is a text file that starts with BM'))).toBeNull();
    expect(detectFileType(bytes(0x42, 0x4d))).toBeNull();
  });

  it('refuses too large files, empty files and other types with clear messages', () => {
    expect(validateUpload('file', UPLOAD_FILE_MAX_BYTES + 1, 'pdf')).toBe('The file is too large: at most 5 MB.');
    expect(validateUpload('image', UPLOAD_IMAGE_MAX_BYTES + 1, 'png')).toBe('The image is too large: at most 2 MB.');
    expect(validateUpload('file', 0, null)).toBe('Please choose a file to upload.');
    expect(validateUpload('file', 10, null)).toBe('Only PDF, PNG, JPEG or WEBP files can be uploaded.');
    expect(validateUpload('image', 10, 'pdf')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateUpload('image', 10, 'webp')).toBe('Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.');
    expect(validateUpload('file', 10, 'gif')).toBe('Only PDF, PNG, JPEG or WEBP files can be uploaded.');
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
});
