import type { FastifyRequest } from 'fastify';
import { formMessages, UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES, type UploadKind } from '@studyatlas/core';
import { tooLarge } from '../storage/store-upload.js';
import { HttpError } from './errors.js';

/**
 * The one file of a multipart upload (field `file`) within its kind's size: 415 when the request is
 * not multipart, 400 without the file, 413 when it is too large (the kind's message). The scope must
 * have @fastify/multipart registered.
 */
export async function readUploadPart(request: FastifyRequest, kind: UploadKind): Promise<{ fileName: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, formMessages.uploadNotMultipart);
  const part = await request.file({ limits: { fileSize: kind === 'image' ? UPLOAD_IMAGE_MAX_BYTES : UPLOAD_FILE_MAX_BYTES } });
  if (!part || part.fieldname !== 'file') throw new HttpError(400, formMessages.uploadFileRequired);
  try {
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge(kind));
    throw error;
  }
}
