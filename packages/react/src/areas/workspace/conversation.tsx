import { format, roleCan, workspaceLabels as l, workspaceConversationLabels as c, type workspace } from '@studyatlas/core';
import { Loader } from '../../ui/loader/loader.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { MessageThread } from './message-thread.js';
import { StaffMessageForm } from './staff-message-form.js';
import { useConversation } from './use-conversation.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface ConversationProps {
  organisation: workspace.Organisation;
  applicationId: number;
  student: string;
}

/**
 * The application's conversation with the student (loaded with the page's part, lazily): the thread
 * both ways and, for owners and admissions, the box to write to the student as the organisation.
 */
export function Conversation({ organisation, applicationId, student }: ConversationProps) {
  useWorkspaceStyles();
  const conversation = useConversation(organisation, applicationId, student);
  const { messages } = conversation;
  return (
    <div className="sa-workspace-conversation" aria-busy={messages.loading || undefined}>
      <p className="sa-workspace-hint">{c.conversationHint}</p>
      {messages.loading && <Loader active variant="inline" label={l.conversationLoading} />}
      <FormError message={messages.error} />
      {messages.data && <MessageThread messages={messages.data} student={student} />}
      {roleCan(organisation.role, 'decide') && (
        <StaffMessageForm
          title={c.writeMessage}
          subject={format(c.defaultSubject, { number: applicationId, organisation: organisation.name })}
          submitLabel={c.send}
          attachments
          onSend={conversation.send}
        />
      )}
    </div>
  );
}
