import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { callPaths, messages, UPLOAD_FILE_MAX_BYTES, type Call, type UploadKind } from '@studyatlas/core';
import { files } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';
import { registerCall } from '../../http/register-call.js';
import { nameHeaders } from '../../http/download-headers.js';
import type { Image } from '../../catalogue/logos.js';
import { readUploadPart } from '../../http/upload-part.js';
import { createFilesService } from './service.js';

const member = async (app: FastifyInstance, request: FastifyRequest): Promise<AuthMember> => {
  const found = await app.authenticate(request);
  if (!found) throw new HttpError(401, messages.signInRequired);
  return found;
};

const sendImage = (reply: FastifyReply, image: Image, cacheControl = 'private, no-store') =>
  reply
    .header('content-type', image.contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .send(image.body);

/** Text of a query value (repeated → the first). */
const queryText = (value: unknown): string | undefined => (Array.isArray(value) ? queryText(value[0]) : typeof value === 'string' ? value : undefined);
const idOf = (value: string | undefined): number | null => (value && /^\d{1,15}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null);

/**
 * The files area (discovery §7 "Files, images"): downloads of form files (EFM) and event documents
 * (EEM), one file or a streamed zip; members' uploads; profile images. Bytes, not JSON, so the
 * routes are registered on the contracts' paths directly (registerCall answers JSON).
 */
export async function filesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createFilesService(ctx);
  await app.register(multipart, { limits: { fileSize: UPLOAD_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 } });

  for (const url of callPaths(files.downloadFiles as Call)) {
    app.get(url, async (request, reply) => {
      const { clientId } = await member(app, request);
      const download = await service.resolveDownload(request.headers, clientId);
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
      if (download.files.length > 1) {
        const zip = service.zip(download);
        return nameHeaders(reply, zip.name).header('content-type', zip.contentType).send(zip.body);
      }
      const file = await service.single(download);
      return nameHeaders(reply, file.name).header('content-type', file.contentType).header('content-length', file.size).send(file.body);
    });
  }

  for (const url of callPaths(files.downloadZipFile as Call)) {
    app.get(url, async (request, reply) => {
      const { clientId } = await member(app, request);
      const zip = service.zip(await service.resolveDownload(request.headers, clientId));
      return nameHeaders(reply, zip.name)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-type', zip.contentType)
        .send(zip.body);
    });
  }

  const upload = (kind: UploadKind) => async (request: FastifyRequest) => {
    const { clientId } = await member(app, request);
    const { fileName, bytes } = await readUploadPart(request, kind);
    return service.upload(kind, clientId, fileName, bytes);
  };
  registerCall(app, files.uploadFile, ({ request }) => upload('file')(request));
  registerCall(app, files.uploadImage, ({ request }) => upload('image')(request));

  for (const url of callPaths(files.getProfileImage as Call)) {
    app.get(url, async (request, reply) => sendImage(reply, await service.memberImage((await member(app, request)).clientId, null)));
  }
  for (const url of callPaths(files.getFriendImage as Call)) {
    app.get(url, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // An <img> sends no bearer token: it loads the signed address a member's reply gave (pflImage).
      if (!request.headers.authorization && query.sig !== undefined) {
        const signed = ctx.imageUrls.verify(query);
        if (!signed) throw new HttpError(401, messages.signInRequired);
        const maxAge = Math.max(0, Math.min(300, signed.expires - Math.floor(ctx.now().getTime() / 1000)));
        return sendImage(reply, await service.memberImage(signed.clientId, signed.imageId), `private, max-age=${maxAge}`);
      }
      await member(app, request);
      return sendImage(reply, await service.memberImage(idOf(queryText(query.id)), idOf(queryText(query.prfImage))));
    });
  }
}
