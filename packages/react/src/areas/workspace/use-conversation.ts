import { format, loadConversation, sendStaffMessage, workspaceConversationLabels as c, type StaffMessageInput, type workspace, type workspaceConversation } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';
import { conversationKey, conversationsChanged } from './query-keys.js';
import { QUIET } from './quiet.js';

export interface ConversationController {
  messages: Query<workspaceConversation.ConversationMessage[]>;
  /** Sends as the organisation; resolves with the success notice's words. */
  send: (input: StaffMessageInput) => Promise<string>;
}

/**
 * The conversation with an application's student (workspaceConversation: opening it reads the
 * replies, so the inbox and the badges are asked again) and writing to the student.
 */
export function useConversation(organisation: workspace.Organisation, applicationId: number, student: string): ConversationController {
  const org = organisation.id;
  const messages = useQuery(
    conversationKey(org, applicationId),
    async () => {
      const loaded = await loadConversation(org, applicationId, QUIET);
      if (loaded.some((message) => message.unread)) conversationsChanged(org);
      return loaded;
    },
    { audience: 'member' },
  );
  return {
    messages,
    send: async (input) => {
      const sent = await sendStaffMessage(org, applicationId, input, QUIET);
      messages.setData(() => sent);
      return format(c.messageSentNotice, { name: student });
    },
  };
}
