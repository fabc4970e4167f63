// The e-mail a company's owners get when an admin decides on one of its documents (plain text).
import { type CompanyDocumentType, DOCUMENT_TYPE_LABELS } from '@console/contract';
import type { MailMessage } from '../../mail/mailer.ts';

const signature = '\n\n— The Console team';

export interface DocumentDecisionMail {
  to: string;
  firstName: string;
  companyName: string;
  type: CompanyDocumentType;
  decision: 'approve' | 'reject';
  reason: string | null;
  /** The company's documents page. */
  link: string;
}

export function documentDecisionMail(mail: DocumentDecisionMail): MailMessage {
  const kind = DOCUMENT_TYPE_LABELS[mail.type];
  const greeting = `Hello ${mail.firstName || 'there'},\n\n`;
  if (mail.decision === 'approve') {
    return {
      to: mail.to,
      subject: `Your ${kind} is approved`,
      text:
        `${greeting}the ${kind} of ${mail.companyName} has been reviewed and approved.\n` +
        `Your documents: ${mail.link}${signature}`,
    };
  }
  return {
    to: mail.to,
    subject: `Your ${kind} was not approved`,
    text:
      `${greeting}the ${kind} of ${mail.companyName} has been reviewed and was not approved.\n\n` +
      `Reason: ${mail.reason ?? ''}\n\nPlease upload a new version: ${mail.link}${signature}`,
  };
}
