import { useState } from 'react';
import { format, formatDisplayDate, messages, roleCan, showPopup, workspaceLabels as l, workspaceConversationLabels as c, type workspace } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { WORKSPACE_ENQUIRIES_ROUTE } from '../../navigation/routes/workspace.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Fact } from './facts.js';
import { Part } from './part.js';
import { MessageThread } from './message-thread.js';
import { below, type SectionLevel } from './section-level.js';
import { StaffMessageForm } from './staff-message-form.js';
import { useEnquiry } from './use-enquiries.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface EnquiryPageProps {
  organisation: workspace.Organisation;
  enquiryId: number;
  level: SectionLevel;
}

/**
 * One enquiry: the sender's details (a member's from their profile: e-mail, phone, nationality,
 * country), the campus, subject and message; the answers and the member's replies; for owners and
 * admissions the answer (a member's Inbox, an anonymous sender's e-mail) and Mark handled / Open again.
 */
export function EnquiryPage({ organisation, enquiryId, level }: EnquiryPageProps) {
  useWorkspaceStyles();
  const controller = useEnquiry(organisation.id, enquiryId);
  const enquiry = controller.enquiry.data;
  const [switching, setSwitching] = useState(false);
  const Heading = `h${level}` as const;
  const sub = below(level);
  const mayAnswer = roleCan(organisation.role, 'decide');
  const toggle = async (handled: boolean) => {
    setSwitching(true);
    try {
      await controller.setHandled(handled);
      showPopup(messages.titleSuccess, handled ? c.enquiryHandledNotice : c.enquiryReopenedNotice);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <article className="sa-workspace-application" aria-busy={controller.enquiry.loading || undefined}>
      <p className="sa-workspace-back">
        <Link to={WORKSPACE_ENQUIRIES_ROUTE}>{c.backToEnquiries}</Link>
      </p>
      <Heading className="sa-workspace-heading">{enquiry ? format(c.enquiryTitle, { name: enquiry.sender.name }) : l.enquiries}</Heading>
      {controller.enquiry.loading && <Loader active variant="inline" label={c.enquiryLoading} />}
      <FormError message={controller.enquiry.error} />
      {enquiry && (
        <div className="sa-workspace-application-body">
          <Part title={l.studentSection} level={sub}>
            <dl className="sa-workspace-facts">
              <Fact label={l.name} value={enquiry.sender.name} />
              <Fact label={l.email} value={enquiry.sender.email} />
              <Fact label={c.phone} value={enquiry.sender.phone || c.notGiven} />
              {enquiry.sender.clientId !== null && <Fact label={c.nationality} value={enquiry.sender.nationality || c.notGiven} />}
              {enquiry.sender.clientId !== null && <Fact label={c.country} value={enquiry.sender.country || c.notGiven} />}
              <Fact label={c.sender} value={enquiry.sender.clientId === null ? c.guestSender : c.memberSender} />
            </dl>
          </Part>
          <Part title={c.enquiryMessage} level={sub}>
            <dl className="sa-workspace-facts">
              <Fact label={l.campus} value={enquiry.campus.name} />
              <Fact label={c.received} value={formatDisplayDate(enquiry.receivedAt)} />
              <Fact label={c.enquirySubject} value={enquiry.subject || c.noSubject} />
            </dl>
            <p className="sa-workspace-enquiry-text">{enquiry.message}</p>
          </Part>
          <Part title={c.answersSection} level={sub}>
            {enquiry.handled && <p className="sa-workspace-handled">{format(c.handledBy, { date: formatDisplayDate(enquiry.handled.at), name: enquiry.handled.by })}</p>}
            {mayAnswer && (
              <p className="sa-workspace-actions">
                <Button variant="secondary" busy={switching} onClick={() => void toggle(!enquiry.handled)}>
                  {enquiry.handled ? c.reopen : c.markHandled}
                </Button>
              </p>
            )}
            <MessageThread messages={enquiry.messages} student={enquiry.sender.name} />
            {mayAnswer && (
              <StaffMessageForm
                title={c.answer}
                subject={enquiry.subject ? format(c.answerSubject, { subject: enquiry.subject }) : c.answerSubjectPlain}
                submitLabel={c.sendAnswer}
                attachments={enquiry.sender.clientId !== null}
                hint={enquiry.sender.clientId === null ? format(c.answerByMail, { email: enquiry.sender.email }) : undefined}
                onSend={controller.answer}
              />
            )}
          </Part>
        </div>
      )}
    </article>
  );
}
