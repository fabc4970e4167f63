// The e-mails of the dealer network: the other side of the relation hears of every change (plain text).
import type { MailMessage } from '../../mail/mailer.ts';
import type { DealerAction, Side } from './transitions.ts';

const signature = '\n\n— The Console team';

export interface DealerMailFacts {
  brandName: string;
  retailerName: string;
  /** Who acted: the mail goes to the other side. */
  side: Side;
  dealerNumber: string | null;
  reason: string | null;
  /** The console's address, for the link to the page where the reader answers. */
  consoleUrl: string;
}

type Text = { subject: string; body: string };

const TEXTS: Record<DealerAction, (f: DealerMailFacts) => Text> = {
  invite: (f) => ({
    subject: `${f.brandName} invites you to become a dealer`,
    body:
      `${f.brandName} invites ${f.retailerName} to become one of its dealers` +
      `${f.dealerNumber ? ` (dealer number ${f.dealerNumber})` : ''}. Accept or decline it under Brands.`,
  }),
  request: (f) => ({
    subject: `${f.retailerName} asks to become a dealer of ${f.brandName}`,
    body: `${f.retailerName} asks to become a dealer of ${f.brandName}. Accept or decline it under Retailers.`,
  }),
  accept: (f) => ({
    subject: `${f.retailerName} is now a dealer of ${f.brandName}`,
    body:
      `${f.side === 'brand' ? f.brandName : f.retailerName} accepted: ${f.retailerName} is now a dealer of ` +
      `${f.brandName}${f.dealerNumber ? ` (dealer number ${f.dealerNumber})` : ''}.`,
  }),
  decline: (f) => ({
    subject: `${f.side === 'brand' ? 'Your request' : 'Your invitation'} was declined`,
    body:
      f.side === 'brand'
        ? `${f.brandName} declined the request of ${f.retailerName} to become a dealer.`
        : `${f.retailerName} declined the invitation of ${f.brandName} to become a dealer.`,
  }),
  withdraw: (f) => ({
    subject: `${f.side === 'brand' ? 'An invitation' : 'A request'} was withdrawn`,
    body:
      f.side === 'brand'
        ? `${f.brandName} withdrew its invitation to ${f.retailerName}.`
        : `${f.retailerName} withdrew its request to become a dealer of ${f.brandName}.`,
  }),
  suspend: (f) => ({
    subject: `Your dealership with ${f.brandName} is suspended`,
    body:
      `${f.brandName} suspended the dealership of ${f.retailerName}: until it is reactivated, ` +
      `${f.retailerName} cannot register or claim warranties of ${f.brandName}.`,
  }),
  reactivate: (f) => ({
    subject: `Your dealership with ${f.brandName} is active again`,
    body: `${f.brandName} reactivated the dealership of ${f.retailerName}.`,
  }),
  terminate: (f) => ({
    subject: `Your dealership with ${f.brandName} has ended`,
    body: `${f.brandName} terminated the dealership of ${f.retailerName}.`,
  }),
};

/** Where the reader of the mail sees the relation: a brand its retailers, a retailer its brands. */
const pageOf = (reader: Side) => (reader === 'brand' ? '/company/retailers' : '/brand/index');

export function dealerMail(to: string, action: DealerAction, facts: DealerMailFacts): MailMessage {
  const { subject, body } = TEXTS[action](facts);
  const reader = facts.side === 'brand' ? 'retailer' : 'brand';
  const reason = facts.reason ? `\n\nReason: ${facts.reason}` : '';
  return {
    to,
    subject,
    text: `Hello,\n\n${body}${reason}\n\n${facts.consoleUrl}${pageOf(reader)}${signature}`,
  };
}
