// How an audit event reads (domain §2.1 AuditEvent): a sentence per action code, and its changed values as
// "field: before → after". Codes not known here still read, as words.
import type { AuditEvent } from '@console/contract';
import { humanise } from './display.logic';

/** `user_role` of a company user as a word (admins' roles are named apart: ADMIN_ROLE_NAMES). */
export const COMPANY_ROLE_NAMES: Readonly<Record<number, string>> = { 1: 'Owner', 2: 'Manager', 3: 'Staff' };
export const ADMIN_ROLE_NAMES: Readonly<Record<number, string>> = {
  1: 'Super admin',
  2: 'Finance',
  3: 'Support',
};

/** Who or what the event was about: the user, else the company, else the record. */
function subjectOf(event: AuditEvent): string {
  return (
    event.subjectName ??
    (event.entity === 'company' ? event.companyName : null) ??
    `${humanise(event.entity)} #${event.entityId}`
  );
}

type Sentence = (subject: string, event: AuditEvent) => string;

const SENTENCES: Readonly<Record<string, Sentence>> = {
  'user.invited': (who) => `Invited ${who}`,
  'user.invitation_resent': (who) => `Sent ${who} a new invitation link`,
  'user.invitation_revoked': (who) => `Revoked the invitation of ${who}`,
  'user.role_changed': (who) => `Changed the company role of ${who}`,
  'user.deactivated': (who) => `Deactivated ${who}`,
  'user.reactivated': (who) => `Reactivated ${who}`,
  'user.password_reset': (who) => `Forced a password reset for ${who}`,
  'employee.deactivated': (who) => `Deactivated ${who} (no console login)`,
  'employee.reactivated': (who) => `Reactivated ${who} (no console login)`,
  'company.suspended': (who) => `Suspended ${who}`,
  'company.reactivated': (who) => `Reactivated ${who}`,
  'document.approved': (_who, event) => `Approved a document of ${event.companyName ?? 'the company'}`,
  'document.rejected': (_who, event) => `Rejected a document of ${event.companyName ?? 'the company'}`,
  'document.expired': (_who, event) => `A document of ${event.companyName ?? 'the company'} expired`,
  'shop.deactivated': (_who, event) =>
    `Deactivated shop #${event.entityId} of ${event.companyName ?? 'the company'}`,
  'shop.reactivated': (_who, event) =>
    `Reactivated shop #${event.entityId} of ${event.companyName ?? 'the company'}`,
};

/** The event as a sentence without its actor (the trail shows who apart): 'Deactivated Sid Staff'. */
export function auditSentence(event: AuditEvent): string {
  const sentence = SENTENCES[event.action];
  if (sentence) return sentence(subjectOf(event), event);
  const [, verb = event.action] = event.action.split('.');
  return `${humanise(verb)}: ${subjectOf(event)}`;
}

const FIELD_NAMES: Readonly<Record<string, string>> = { email: 'E-mail', role: 'Role', status: 'Status' };

/** A value as the trail shows it: roles and statuses by name, absent as '—'. */
function valueText(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (field === 'role' && typeof value === 'number') return COMPANY_ROLE_NAMES[value] ?? String(value);
  if (field === 'status' && typeof value === 'string') return humanise(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Each field the event changed, before and after ('—' where one side has none). */
export function auditChanges(event: AuditEvent): AuditChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field: FIELD_NAMES[field] ?? humanise(field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()),
    before: valueText(field, before[field]),
    after: valueText(field, after[field]),
  }));
}
