import type { AuditEvent } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence } from './auditTrail.logic';

const event = (extra: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-11-24T10:00:00.000Z',
  actor: 'Rita Retail',
  companyId: 4,
  companyName: 'Harbor Cycles',
  subjectUserId: 9,
  subjectName: 'Sid Staff',
  action: 'user.role_changed',
  entity: 'user',
  entityId: '9',
  before: null,
  after: null,
  ip: null,
  ...extra,
});

describe('auditSentence', () => {
  it('reads each known action as a sentence about its subject', () => {
    expect(auditSentence(event({}))).toBe('Changed the company role of Sid Staff');
    expect(auditSentence(event({ action: 'user.password_reset' }))).toBe(
      'Forced a password reset for Sid Staff',
    );
    expect(
      auditSentence(
        event({ action: 'company.suspended', entity: 'company', subjectName: null, subjectUserId: null }),
      ),
    ).toBe('Suspended Harbor Cycles');
    expect(
      auditSentence(
        event({
          action: 'shop.deactivated',
          entity: 'shop',
          entityId: '12',
          subjectName: null,
          subjectUserId: null,
        }),
      ),
    ).toBe('Deactivated shop #12 of Harbor Cycles');
    expect(auditSentence(event({ action: 'document.expired', subjectName: null }))).toBe(
      'A document of Harbor Cycles expired',
    );
  });

  it('reads an unknown code as words, and a record without a name by its kind and id', () => {
    expect(
      auditSentence(
        event({ action: 'service.archived', entity: 'service_item', entityId: '12', subjectName: null }),
      ),
    ).toBe('Archived: Service item #12');
  });
});

describe('auditChanges', () => {
  it('lists each changed field with roles and statuses by name', () => {
    expect(auditChanges(event({ before: { role: 3 }, after: { role: 2 } }))).toEqual([
      { field: 'Role', before: 'Staff', after: 'Manager' },
    ]);
    expect(
      auditChanges(
        event({ before: { status: 'active' }, after: { status: 'deactivated', dealerNumber: 'D-7' } }),
      ),
    ).toEqual([
      { field: 'Status', before: 'Active', after: 'Deactivated' },
      { field: 'Dealer number', before: '—', after: 'D-7' },
    ]);
    expect(auditChanges(event({}))).toEqual([]);
  });
});
