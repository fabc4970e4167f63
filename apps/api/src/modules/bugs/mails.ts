// The e-mail a reporter gets when someone else moves their report (issue 17: "the reporter is e-mailed on
// status changes"). Written to the outbox once the change is committed; the reporter's own steps (a reopen,
// an answer) send nothing.
import type { BugResolution, BugStatus } from '@console/contract';
import type { MailMessage } from '../../mail/mailer.ts';

const signature = '\n\n— The Console team';

export const BUG_STATUS_TEXT: Record<BugStatus, string> = {
  new: 'New',
  triaged: 'Triaged',
  in_progress: 'In progress',
  needs_info: 'Needs info',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const BUG_RESOLUTION_TEXT: Record<BugResolution, string> = {
  fixed: 'fixed',
  duplicate: 'duplicate',
  wont_fix: "won't fix",
  cannot_reproduce: 'cannot reproduce',
  invalid: 'invalid',
  incomplete: 'incomplete',
};

/** The page of a report in the console, as its reporter opens it. */
export const reporterPagePath = (id: number) => `/bugs/allBugs/bugDetails?id=${id}`;

export interface BugStatusMailFacts {
  to: string;
  id: number;
  number: string;
  title: string;
  status: BugStatus;
  resolution: BugResolution | null;
  duplicateOfNumber: string | null;
  /** The question (needs info) or the note that came with the change. */
  note: string | null;
  consoleUrl: string;
}

export function bugStatusMail(facts: BugStatusMailFacts): MailMessage {
  const status = BUG_STATUS_TEXT[facts.status];
  const resolution = facts.resolution
    ? ` (${BUG_RESOLUTION_TEXT[facts.resolution]}${facts.duplicateOfNumber ? ` of ${facts.duplicateOfNumber}` : ''})`
    : '';
  const ask =
    facts.status === 'needs_info'
      ? '\n\nWe need more information to go on: answer on the report’s page and it goes back to triage.'
      : '';
  const note = facts.note ? `\n\n${facts.note}` : '';
  return {
    to: facts.to,
    subject: `${facts.number} is now ${status.toLowerCase()}${resolution}`,
    text: `Hello,\n\nYour bug report ${facts.number} “${facts.title}” is now ${status.toLowerCase()}${resolution}.${note}${ask}\n\n${facts.consoleUrl}${reporterPagePath(facts.id)}${signature}`,
  };
}
