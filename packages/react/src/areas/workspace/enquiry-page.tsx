import { useState } from 'react';
import { format, formatDisplayDate, messages, roleCan, showPopup, workspaceLabels as l, type workspace } from '@studyatlas/core';
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
      showPopup(messages.titleSuccess, handled ? l.enquiryHandledNotice : l.enquiryReopenedNotice);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <article className="sa-workspace-application" aria-busy={controller.enquiry.loading || undefined}>
      <p className="sa-workspace-back">
        <Link to={WORKSPACE_ENQUIRIES_ROUTE}>{l.backToEnquiries}</Link>
      </p>
      <Heading className="sa-workspace-heading">{enquiry ? format(l.enquiryTitle, { name: enquiry.sender.name }) : l.enquiriesTitle}</Heading>
      {controller.enquiry.loading && <Loader active variant="inline" label={l.enquiryLoading} />}
      <FormError message={controller.enquiry.error} />
      {enquiry && (
        <div className="sa-workspace-application-body">
          <Part title={l.studentSection} level={sub}>
            <dl className="sa-workspace-facts">
              <Fact label={l.name} value={enquiry.sender.name} />
              <Fact label={l.email} value={enquiry.sender.email} />
              <Fact label={l.phone} value={enquiry.sender.phone || l.notGiven} />
              {enquiry.sender.clientId !== null && <Fact label={l.nationality} value={enquiry.sender.nationality || l.notGiven} />}
              {enquiry.sender.clientId !== null && <Fact label={l.country} value={enquiry.sender.country || l.notGiven} />}
              <Fact label={l.sender} value={enquiry.sender.clientId === null ? l.guestSender : l.memberSender} />
            </dl>
          </Part>
          <Part title={l.enquiryMessage} level={sub}>
            <dl className="sa-workspace-facts">
              <Fact label={l.campus} value={enquiry.campus.name} />
              <Fact label={l.received} value={formatDisplayDate(enquiry.receivedAt)} />
              <Fact label={l.enquirySubject} value={enquiry.subject || l.noSubject} />
            </dl>
            <p className="sa-workspace-enquiry-text">{enquiry.message}</p>
          </Part>
          <Part title={l.answersSection} level={sub}>
            {enquiry.handled && <p className="sa-workspace-handled">{format(l.handledBy, { date: formatDisplayDate(enquiry.handled.at), name: enquiry.handled.by })}</p>}
            {mayAnswer && (
              <p className="sa-workspace-actions">
                <Button variant="secondary" busy={switching} onClick={() => void toggle(!enquiry.handled)}>
                  {enquiry.handled ? l.reopen : l.markHandled}
                </Button>
              </p>
            )}
            <MessageThread messages={enquiry.messages} student={enquiry.sender.name} />
            {mayAnswer && (
              <StaffMessageForm
                title={l.answer}
                subject={enquiry.subject ? format(l.answerSubject, { subject: enquiry.subject }) : l.answerSubjectPlain}
                submitLabel={l.sendAnswer}
                attachments={enquiry.sender.clientId !== null}
                hint={enquiry.sender.clientId === null ? format(l.answerByMail, { email: enquiry.sender.email }) : undefined}
                onSend={controller.answer}
              />
            )}
          </Part>
        </div>
      )}
    </article>
  );
}
