import { createHash } from 'node:crypto';
import { publicServiceOrder, SERVICE_ORDER_LINK_DAYS, serviceOrderDocument } from '@console/contract';
import { eq } from 'drizzle-orm';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { companies, files, serviceOrderDocuments, serviceOrderLinks } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createMailer } from '../../../mail/createMailer.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { png } from '../../files/testFixtures.ts';
import { ONSITE_NOT_ENABLED } from '../access.ts';
import { issueServiceOrder } from './issue.ts';
import { TEMPLATE_VERSION } from './pdf.ts';
import { LINK_EXPIRED, LINK_NOT_VALID } from './queries.ts';
import { type Auth, insertJob, PARTS, RESOLUTION, signOf } from './testKit.ts';

let t: TestApp;
let as: Record<'owner' | 'manager' | 'staff' | 'otherBrand' | 'retailer' | 'admin', Auth>;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    owner: await t.authAs(DEMO_USERS.onsite),
    manager: await t.authAs(DEMO_USERS.onsiteManager),
    staff: await t.authAs(DEMO_USERS.onsiteStaff),
    otherBrand: await t.authAs(DEMO_USERS.brand),
    retailer: await t.authAs(DEMO_USERS.retailer),
    admin: await t.authAs(DEMO_USERS.admin),
  };
}, 60_000);
afterAll(() => t?.close());

const CONSOLE_URL = 'http://localhost:8080/ec';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const documentList = z.array(serviceOrderDocument);

const completedJob = (customerEmail?: string | null) =>
  insertJob(t, { auth: as.owner, brandId: t.ids.onsiteBrand, customerEmail });

/** What the job's complete action does: issue inside its transaction, e-mail after the commit. */
async function issue(jobId: number, reason: string | null = null) {
  const issued = await t.db.transaction((tx) =>
    issueServiceOrder(
      tx,
      { files: t.files, consoleUrl: CONSOLE_URL },
      { jobId, actorUserId: t.ids.onsiteUser, reason },
    ),
  );
  if (issued.mail) await createMailer({ db: t.db, log: () => {} }).send(issued.mail);
  return issued;
}

const download = (jobId: number, version: number, auth: Auth = as.owner) =>
  t.app.inject({ method: 'GET', url: `/api/onsite/jobs/${jobId}/serviceOrders/${version}`, headers: auth });

const regenerate = (
  jobId: number,
  auth: Auth = as.owner,
  payload: unknown = { reason: 'Part code corrected.' },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/onsite/jobs/${jobId}/serviceOrders`,
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    payload: payload as Record<string, unknown>,
  });

const publicGet = (path: string, sign?: string) =>
  t.app.inject({
    method: 'GET',
    url: sign === undefined ? `/api/public/${path}` : `/api/public/${path}?sign=${encodeURIComponent(sign)}`,
  });

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

async function imageCount(bytes: Buffer): Promise<number> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractImages(pdf, 1)).length;
}

describe('the service order PDF', () => {
  it('prints the job, brand, unit, times, parts, work done, version and the signature', async () => {
    const job = await completedJob();
    const issued = await issue(job.id);
    expect(issued).toMatchObject({ version: 1, fileName: `${job.number}-v1.pdf` });

    const response = await download(job.id, 1);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${job.number}-v1.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      job.number,
      'Ridgeway E-Bikes',
      'Version 1',
      RESOLUTION,
      'Jane Rider',
      '1420 Pearl Street',
      'RW-2026-000417',
      'Repair',
      'Theo Wrench',
      'Signed by Jane Rider',
      ...PARTS.flatMap((part) => [part.code, part.description]),
    ])
      expect(text).toContain(expected);
    // The times on the customer's clock (Boulder: Mountain Time).
    expect(text).toMatch(/Work finished \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T/);
    expect(await imageCount(response.rawPayload)).toBe(1);

    const [document] = await t.db
      .select()
      .from(serviceOrderDocuments)
      .where(eq(serviceOrderDocuments.onsiteJobId, job.id));
    expect(document).toMatchObject({ version: 1, templateVersion: TEMPLATE_VERSION, reason: null });
    expect(document?.sha256).toBe(sha256(response.rawPayload));
  });

  it("prints the brand's logo when it has one", async () => {
    const logo = await t.uploadAs(as.owner, 'logo.png', png, 'image/png');
    await t.db.update(companies).set({ logo }).where(eq(companies.id, t.ids.onsiteBrand));
    try {
      const job = await completedJob();
      await issue(job.id);
      expect(await imageCount((await download(job.id, 1)).rawPayload)).toBe(2);
    } finally {
      await t.db.update(companies).set({ logo: null }).where(eq(companies.id, t.ids.onsiteBrand));
    }
  });

  it('is refused for a job that is not completed (409 invalid_transition)', async () => {
    const job = await insertJob(t, { auth: as.owner, brandId: t.ids.onsiteBrand, status: 'on_site' });
    const response = await regenerate(job.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ data: { error: 'invalid_transition' } });
    await expect(issue(job.id)).rejects.toThrow('Only a completed job has a service order.');
  });
});

describe('versions', () => {
  it('a regeneration adds a version and leaves the issued ones as they were', async () => {
    const job = await completedJob();
    await issue(job.id);
    const first = (await download(job.id, 1)).rawPayload;

    const response = await regenerate(job.id, as.manager);
    expect(response.statusCode).toBe(200);
    const list = documentList.parse(response.json().data);
    expect(list.map((document) => document.version)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({ fileName: `${job.number}-v2.pdf`, issuedBy: 'Mona Dispatch' });
    expect(list[1]?.sha256).toBe(sha256(first));

    const second = (await download(job.id, 2)).rawPayload;
    expect(await pdfText(second)).toContain('Version 2');
    expect(await pdfText(second)).toContain('Reissued as version 2: Part code corrected.');
    expect(sha256((await download(job.id, 1)).rawPayload)).toBe(sha256(first));
    expect((await download(job.id, 3)).statusCode).toBe(404);
  });

  it('concurrent regenerations each get their own version', async () => {
    const job = await completedJob();
    await issue(job.id);
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => regenerate(job.id)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const direct = await Promise.all([1, 2, 3].map(() => issue(job.id, 'Again.')));
    const versions = (
      await t.db
        .select({ version: serviceOrderDocuments.version })
        .from(serviceOrderDocuments)
        .where(eq(serviceOrderDocuments.onsiteJobId, job.id))
    ).map((row) => row.version);
    expect(versions.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(direct.map((issued) => issued.version)).size).toBe(3);
  });
});

describe("the customer's signed link", () => {
  it('is e-mailed to the customer and opens the service order and its PDF without a session', async () => {
    const email = 'link.rider@example.com';
    const job = await completedJob(email);
    const issued = await issue(job.id);
    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe(`Your service order ${job.number} from Ridgeway E-Bikes`);
    expect(mail?.text).toContain(`${CONSOLE_URL}/serviceOrderPdf?sign=`);
    const sign = signOf(mail?.text ?? '');
    // Only the token's hash is kept.
    const [link] = await t.db
      .select()
      .from(serviceOrderLinks)
      .where(eq(serviceOrderLinks.documentId, issued.documentId));
    expect(link?.tokenHash).toBe(createHash('sha256').update(sign).digest('hex'));
    expect(link?.lastOpenedAt).toBeNull();
    const days = ((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(SERVICE_ORDER_LINK_DAYS);

    const view = await publicGet('serviceOrder', sign);
    expect(view.statusCode).toBe(200);
    expect(publicServiceOrder.parse(view.json().data)).toMatchObject({
      jobNumber: job.number,
      brandName: 'Ridgeway E-Bikes',
      version: 1,
      customerName: 'Jane Rider',
      fileName: `${job.number}-v1.pdf`,
    });

    const pdf = await publicGet('serviceOrder/pdf', sign);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${job.number}-v1.pdf"`);
    expect(sha256(pdf.rawPayload)).toBe(issued.sha256);
    const [opened] = await t.db
      .select()
      .from(serviceOrderLinks)
      .where(eq(serviceOrderLinks.id, link?.id ?? 0));
    expect(opened?.lastOpenedAt).toBeInstanceOf(Date);
  });

  it('a regeneration e-mails a new link to the new version', async () => {
    const email = 'again.rider@example.com';
    const job = await completedJob(email);
    await issue(job.id);
    const firstSign = signOf((await t.lastMail(email))?.text ?? '');
    expect((await regenerate(job.id)).statusCode).toBe(200);
    const mail = await t.lastMail(email);
    expect(mail?.subject).toBe(`Your updated service order ${job.number} from Ridgeway E-Bikes`);
    const sign = signOf(mail?.text ?? '');
    expect(sign).not.toBe(firstSign);
    expect((await publicGet('serviceOrder', sign)).json().data.version).toBe(2);
    expect((await publicGet('serviceOrder', firstSign)).json().data.version).toBe(1);
  });

  it('no e-mail, no link, when the customer gave no e-mail', async () => {
    const job = await completedJob(null);
    const issued = await issue(job.id);
    expect(issued.mail).toBeNull();
    const links = await t.db
      .select()
      .from(serviceOrderLinks)
      .where(eq(serviceOrderLinks.documentId, issued.documentId));
    expect(links).toEqual([]);
  });

  it('a tampered or unknown link is not valid (404), an expired one says so (410), a missing one is a 400', async () => {
    const email = 'expired.rider@example.com';
    const job = await completedJob(email);
    const issued = await issue(job.id);
    const sign = signOf((await t.lastMail(email))?.text ?? '');
    const tampered = `${sign.slice(0, -1)}${sign.endsWith('A') ? 'B' : 'A'}`;
    for (const path of ['serviceOrder', 'serviceOrder/pdf']) {
      const response = await publicGet(path, tampered);
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe(LINK_NOT_VALID);
      const missing = await publicGet(path);
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().data.fields)).toEqual(['querystring.sign']);
    }

    await t.db
      .update(serviceOrderLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceOrderLinks.documentId, issued.documentId));
    for (const path of ['serviceOrder', 'serviceOrder/pdf']) {
      const response = await publicGet(path, sign);
      expect(response.statusCode).toBe(410);
      expect(response.json().msg).toBe(LINK_EXPIRED);
    }
  });
});

describe('who may', () => {
  it("a brand's staff download but only owners and managers regenerate", async () => {
    const job = await completedJob(null);
    await issue(job.id);
    expect((await download(job.id, 1, as.staff)).statusCode).toBe(200);
    const refused = await regenerate(job.id, as.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe("Only the company's owner or a manager can do this.");
  });

  it('a regeneration needs a reason', async () => {
    const job = await completedJob(null);
    const response = await regenerate(job.id, as.owner, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields)).toEqual(['body.reason']);
  });

  it('users of a company without onsite service are refused with a sentence', async () => {
    const job = await completedJob(null);
    await issue(job.id);
    for (const auth of [as.otherBrand, as.retailer, as.admin]) {
      for (const response of [await download(job.id, 1, auth), await regenerate(job.id, auth)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().msg).toBe(ONSITE_NOT_ENABLED);
      }
    }
  });

  it("another onsite brand's job is not found", async () => {
    const job = await completedJob(null);
    await issue(job.id);
    await t.db.update(companies).set({ onsiteAvailable: true }).where(eq(companies.id, t.ids.brand));
    try {
      expect((await download(job.id, 1, as.otherBrand)).statusCode).toBe(404);
      expect((await regenerate(job.id, as.otherBrand)).statusCode).toBe(404);
      const [document] = await t.db
        .select({ fileId: serviceOrderDocuments.fileId })
        .from(serviceOrderDocuments)
        .where(eq(serviceOrderDocuments.onsiteJobId, job.id));
      // The PDF is a generated file of the job's brand, not of anyone else.
      const [file] = await t.db
        .select()
        .from(files)
        .where(eq(files.id, document?.fileId ?? ''));
      expect(file).toMatchObject({
        companyId: t.ids.onsiteBrand,
        kind: 'generated',
        mime: 'application/pdf',
      });
    } finally {
      await t.db.update(companies).set({ onsiteAvailable: false }).where(eq(companies.id, t.ids.brand));
    }
  });
});
