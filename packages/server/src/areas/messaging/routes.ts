import type { FastifyInstance } from 'fastify';
import { messaging } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createMessagingService, type MessagingDeps } from './service.js';
import { registerUnreadEvents } from './unread-events.js';

/**
 * Messaging (member §2 "Messaging", §7 MSG and MSGC): folders, lists and search, move and delete,
 * drafts, send, reply and forward, the read screen with its thread, attachments, the unread count and
 * its live stream, the notice setting. Every call needs sign-in; another member's message, folder or
 * attachment answers 404 like one that does not exist.
 */
export async function messagingRoutes(app: FastifyInstance, ctx: AppContext, deps: MessagingDeps): Promise<void> {
  const service = createMessagingService(ctx, deps);

  registerCall(app, messaging.inboxMessage, ({ member, query }) => service.inbox(member, query));
  registerCall(app, messaging.filterMessage, ({ member, query }) => service.list(member, { folder: query.filterKey, ...query }));
  registerCall(app, messaging.filterByKeyWord, ({ member, query }) => service.list(member, { folder: query.actionKey, ...query }));
  registerCall(app, messaging.addFolderName, ({ member, query }) => service.addFolder(member, query.folderName));
  registerCall(app, messaging.deleteFolder, ({ member, query }) => service.deleteFolder(member, query.folderFk));
  registerCall(app, messaging.moveMsg, ({ member, query }) => service.move(member, query.MsgFks, query.folderFk));
  registerCall(app, messaging.deleteMsg, ({ member, query }) => service.remove(member, query.MsgFks, query.type));
  registerCall(app, messaging.unreadCount, async ({ member }) => ({ unread: await service.unread(member) }));
  registerUnreadEvents(app, ctx);
  registerCall(app, messaging.myGroupMember, ({ member }) => service.recipients(member));
  registerCall(app, messaging.saveMessage, ({ member, body }) => service.save(member, body));
  registerCall(app, messaging.discardMessage, ({ member, query }) => service.discard(member, query.MsgFk));
  registerCall(app, messaging.getMsgData, ({ member, query }) => service.composeData(member, query.MsgFk, query.actionType));
  registerCall(app, messaging.getMsgRdData, ({ member, query }) => service.read(member, query.MsgFk));
  registerCall(app, messaging.downloadAttachment, async ({ member, query, reply }) => {
    const file = await service.attachment(member, query.MsgFk, query.fileFk);
    const encoded = encodeURIComponent(file.name);
    const plain = /^[\x20-\x7e]*$/.test(file.name) && !file.name.includes('%');
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('x-filename', plain ? file.name : encoded)
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
    return file.body;
  });
  registerCall(app, messaging.messageNotices, ({ member }) => service.notices(member));
  registerCall(app, messaging.saveMessageNotices, ({ member, body }) => service.saveNotices(member, body.enabled));
}
