const BOUNDARY = '----studyatlas-test-boundary';
const HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const filePart = (field: string, name: string, type: string, bytes: Buffer): Buffer[] => [
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
  bytes,
  Buffer.from('\r\n'),
];
const body = (parts: Buffer[]) => ({ payload: Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]), headers: HEADERS });

/** A multipart/form-data body with a text field and one file part (or none). */
export function multipart(file: { field?: string; name: string; type: string; bytes: Buffer } | null) {
  const note = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`);
  return body(file ? [note, ...filePart(file.field ?? 'file', file.name, file.type, file.bytes)] : [note]);
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(fileName: string, content: string | Buffer, field = 'file', type = 'application/octet-stream') {
  return body(filePart(field, fileName, type, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8')));
}
