import type { FastifyInstance } from 'fastify';
import { workspaceConversation as calls } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { nameHeaders } from '../../http/download-headers.js';
import { registerOrgCall } from './access.js';
import { createConversationService } from './conversation-service.js';
import { createEnquiriesService } from './enquiries-service.js';
import type { OpenStoredFile } from './ports.js';

/**
 * The organisation's conversations and enquiries (issue 26): reading needs `readApplications`,
 * writing (a message, an answer, handled) `decide`; every success is audited (access.ts) with the
 * application or the enquiry it concerned.
 */
export function conversationRoutes(app: FastifyInstance, ctx: AppContext, openFile: OpenStoredFile): void {
  const conversations = createConversationService(ctx, openFile);
  const enquiries = createEnquiriesService(ctx, conversations);

  registerOrgCall(app, ctx, calls.conversation, 'readApplications', async ({ staff, query, record }) => {
    const conversation = await conversations.conversation(staff, query.applicationId);
    await record({ applicationId: query.applicationId });
    return conversation;
  });
  registerOrgCall(app, ctx, calls.sendMessage, 'decide', async ({ staff, body, record }) => {
    const conversation = await conversations.send(staff, body);
    const sent = conversation.messages[conversation.messages.length - 1];
    await record({ applicationId: body.applicationId, detail: sent ? `message ${sent.id}` : '' });
    return conversation;
  });
  registerOrgCall(app, ctx, calls.messageAttachment, 'readApplications', async ({ staff, query, reply, record }) => {
    const file = await conversations.attachment(staff, query.messageId, query.fileId);
    await record({ detail: `message ${query.messageId} file ${query.fileId}` });
    nameHeaders(reply, file.name, query.inline === '1' ? 'inline' : 'attachment')
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff');
    return file.body;
  });

  registerOrgCall(app, ctx, calls.enquiries, 'readApplications', ({ staff, query }) => enquiries.list(staff, query));
  registerOrgCall(app, ctx, calls.enquiry, 'readApplications', async ({ staff, query, record }) => {
    const enquiry = await enquiries.detail(staff, query.enquiryId);
    await record({ detail: `enquiry ${query.enquiryId}` });
    return enquiry;
  });
  registerOrgCall(app, ctx, calls.answerEnquiry, 'decide', async ({ staff, body, record }) => {
    const enquiry = await enquiries.answer(staff, body);
    await record({ detail: `enquiry ${body.enquiryId}: answered${enquiry.sender.clientId === null ? ` by e-mail to ${enquiry.sender.email}` : ''}` });
    return enquiry;
  });
  registerOrgCall(app, ctx, calls.handleEnquiry, 'decide', async ({ staff, body, record }) => {
    const enquiry = await enquiries.handle(staff, body);
    await record({ detail: `enquiry ${body.enquiryId}: ${body.handled ? 'handled' : 'open'}` });
    return enquiry;
  });
}
