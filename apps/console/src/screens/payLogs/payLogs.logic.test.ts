import { payLogAddBody } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { approvedCredit, pendingByAda, pendingByFinance, rejectedDebit } from './payLogs.fixtures';
import {
  addBodyOf,
  auditActionOf,
  companyOptions,
  correctionDescription,
  correctionOf,
  fileSizeText,
  mayCorrect,
  mayWritePayLogs,
  payLogsFileName,
  payLogViewerOf,
  payLogViewOf,
  queueQuery,
} from './payLogs.logic';

const ada = { userId: 1, canWrite: true };
const support = { userId: 4, canWrite: false };

describe('who may do what', () => {
  it('lets super and finance admins enter and audit; support admins read', () => {
    expect([1, 2, 3, null, undefined].map(mayWritePayLogs)).toEqual([true, true, false, false, false]);
    expect(payLogViewerOf({ id: '7', user_role: 2 })).toEqual({ userId: 7, canWrite: true });
    expect(payLogViewerOf({ id: 9, user_role: 3 })).toEqual({ userId: 9, canWrite: false });
    expect(payLogViewerOf(null)).toEqual({ userId: null, canWrite: false });
  });

  it('offers the audit of a pending log to another writer only; the creator is told it awaits another', () => {
    expect(auditActionOf(pendingByFinance, ada)).toBe('audit');
    expect(auditActionOf(pendingByAda, ada)).toBe('ownLog');
    expect(auditActionOf(pendingByFinance, support)).toBe('none');
    expect(auditActionOf(approvedCredit, ada)).toBe('none');
    expect(auditActionOf(rejectedDebit, ada)).toBe('none');
  });

  it('offers a correction of an approved log with something left, to writers', () => {
    expect(mayCorrect(approvedCredit, ada)).toBe(true);
    expect(mayCorrect({ ...approvedCredit, correctableCents: 0 }, ada)).toBe(false);
    expect(mayCorrect(approvedCredit, support)).toBe(false);
    expect(mayCorrect(pendingByFinance, ada)).toBe(false);
    expect(mayCorrect(rejectedDebit, ada)).toBe(false);
  });
});

describe('a correction', () => {
  it('opens on the same company, the opposite direction and all that is left to correct', () => {
    expect(correctionOf(approvedCredit)).toMatchObject({
      companyId: 11,
      direction: 'debit',
      amount: 184_000,
      category: 'correction',
      externalReference: 'CHK-5521',
      correctsId: 17,
    });
    expect(correctionOf({ ...approvedCredit, direction: 'debit', externalReference: null })).toMatchObject({
      direction: 'credit',
      externalReference: '',
    });
  });

  it('says what it corrects', () => {
    expect(correctionDescription(approvedCredit)).toBe(
      'An approved log is never changed: this debit corrects its credit of $2,150.00 ($1,840.00 left to ' +
        'correct). Another administrator audits it.',
    );
  });
});

describe('addBodyOf', () => {
  it('sends the cents as the decimal text the server reads back to the same cents', () => {
    for (const cents of [1, 99, 1_050, 125_050, 100_000_000]) {
      const body = addBodyOf({ companyId: 11, direction: 'credit', amount: cents, category: 'promotion' });
      expect(payLogAddBody.parse(body).amount).toBe(cents);
    }
    expect(addBodyOf({ companyId: 11, direction: 'debit', amount: 125_050, category: 'correction' })).toEqual(
      {
        companyId: 11,
        direction: 'debit',
        amount: '1250.50',
        category: 'correction',
      },
    );
  });
});

describe('the page', () => {
  it('opens the audit queue unless the URL asks for the history', () => {
    expect(payLogViewOf(null)).toBe('queue');
    expect(payLogViewOf('history')).toBe('history');
    expect(payLogViewOf('other')).toBe('queue');
  });

  it('lists every pending log oldest first in the queue, whatever the history filters', () => {
    expect(
      queueQuery({ pageNum: 3, pageSize: 50, status: 'approved', companyId: 4, sort: '-createdAt' }),
    ).toEqual({
      pageNum: 3,
      pageSize: 50,
      status: 'pending_audit',
      sort: 'createdAt',
    });
  });

  it('names companies with their type, files with their size, the CSV with the day', () => {
    expect(
      companyOptions([
        { id: 10, name: 'Voltline Bikes', type: 1 },
        { id: 11, name: 'Harbor Cycles', type: 2 },
      ]),
    ).toEqual([
      { value: '10', label: 'Voltline Bikes (brand)' },
      { value: '11', label: 'Harbor Cycles (retailer)' },
    ]);
    expect([812, 45_210, 1_300_000].map(fileSizeText)).toEqual(['812 B', '45.2 kB', '1.3 MB']);
    expect(payLogsFileName('2026-11-25')).toBe('payment-logs-2026-11-25.csv');
  });
});
