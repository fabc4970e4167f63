import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLogs } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { fileUpload, pdf, png } from '../files/testFixtures.ts';

let t: TestApp;
let admin: { authorization: string };
let auditor: { authorization: string };
let support: { authorization: string };
let brand: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
  support = await t.authAs(DEMO_USERS.support);
  brand = await t.authAs(DEMO_USERS.brand);
}, 60_000);
afterAll(() => t?.close());

const base = () => ({
  companyId: t.ids.brand,
  direction: 'credit',
  amount: '410.00',
  category: 'offline_payment_received',
  externalReference: 'WIRE-77001',
});

async function addLog(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/bee/adminAddPayLog', headers: admin, payload });
}

async function evidence(id: number, headers: { authorization: string }) {
  return t.app.inject({ method: 'GET', url: `/api/bee/payLog/${id}/evidence`, headers });
}

async function logCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(payLogs);
  return row?.n ?? 0;
}

describe('payment log evidence', () => {
  it('an admin attaches an uploaded PDF; other admins see it and download the same bytes', async () => {
    const fileName = await t.uploadAs(admin, 'wire advice 77001.pdf', pdf, 'application/pdf');
    const response = await addLog({ ...base(), evidenceFileName: fileName });
    expect(response.statusCode).toBe(200);
    const log = response.json().data;
    expect(log).toMatchObject({
      hasEvidence: true,
      evidence: { originalName: 'wire advice 77001.pdf', size: pdf.length, mime: 'application/pdf' },
    });

    for (const headers of [auditor, support]) {
      const download = await evidence(log.id, headers);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''wire%20advice%2077001.pdf");
    }
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLogList?companyId=${t.ids.brand}&pageSize=1`,
      headers: auditor,
    });
    expect(listed.json().data.rows[0]).toMatchObject({ id: log.id, hasEvidence: true });
  });

  it('a company reads its log without the evidence, and may not download it (403)', async () => {
    const fileName = await t.uploadAs(admin, 'cheque.png', png, 'image/png');
    const { id } = (await addLog({ ...base(), evidenceFileName: fileName })).json().data;
    const seen = await t.app.inject({ method: 'GET', url: `/api/bee/payLog/${id}`, headers: brand });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ hasEvidence: true, evidence: null });
    expect((await evidence(id, brand)).statusCode).toBe(403);
  });

  it('answers 404 for a log without evidence and for an unknown log', async () => {
    const { id } = (await addLog(base())).json().data;
    expect((await evidence(id, auditor)).statusCode).toBe(404);
    expect((await evidence(987_654, auditor)).statusCode).toBe(404);
    expect((await evidence(0, auditor)).statusCode).toBe(400);
  });

  it('refuses evidence that is not a PDF or an image (400), another company’s file or an unknown one (404)', async () => {
    const before = await logCount();
    const text = await t.uploadAs(admin, 'notes.txt', 'cheque 1187 received', 'text/plain');
    const wrongType = await addLog({ ...base(), evidenceFileName: text });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().data.fields).toEqual({
      'body.evidenceFileName': 'The evidence must be a PDF or an image (PNG, JPG).',
    });

    const brandsFile = await t.uploadAs(brand, 'statement.pdf', pdf, 'application/pdf');
    const foreign = await addLog({ ...base(), evidenceFileName: brandsFile });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toEqual({ 'body.evidenceFileName': 'Upload the evidence again.' });

    const unknown = await addLog({
      ...base(),
      evidenceFileName: '0f8fad5b-d9cb-469f-a165-70867728950e.pdf',
    });
    expect(unknown.statusCode).toBe(404);

    for (const evidenceFileName of ['../../etc/passwd', 'uploads/x.pdf', 'C:\\evidence.pdf']) {
      const response = await addLog({ ...base(), evidenceFileName });
      expect(response.statusCode, evidenceFileName).toBe(400);
      expect(response.json().data.fields).toEqual({ 'body.evidenceFileName': 'Upload the evidence again.' });
    }
    expect(await logCount()).toBe(before);
  });

  it('a file over 5 MB is refused at upload (413), before it can become evidence', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const form = fileUpload('scan.pdf', big, 'application/pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: form.payload,
      headers: { ...form.headers, ...admin },
    });
    expect(response.statusCode).toBe(413);
  });
});
