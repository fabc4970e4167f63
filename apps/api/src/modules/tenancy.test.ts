// One place that walks every endpoint taking an id of a tenant-owned record, as a user of another company:
// each answers 404, exactly as for an id that does not exist, and the owner still gets the record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLogs } from '../db/schema.ts';
import { DEMO_USERS } from '../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../test/testApp.ts';
import { fileUpload } from './files/testFixtures.ts';

let t: TestApp;
let brandFile: string;
let brandLogId: number;
beforeAll(async () => {
  t = await createTestApp();
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    ...withAuth(
      fileUpload('price-list.txt', 'Voltline dealer prices', 'text/plain'),
      await t.authAs(DEMO_USERS.brand),
    ),
  });
  brandFile = upload.json().data.fileName;
  const [log] = await t.db
    .select({ id: payLogs.id })
    .from(payLogs)
    .where(eq(payLogs.companyId, t.ids.brand))
    .limit(1);
  if (!log) throw new Error('the seed has no pay log for the demo brand');
  brandLogId = log.id;
}, 60_000);
afterAll(() => t?.close());

function withAuth<T extends { headers: Record<string, string> }>(
  request: T,
  auth: { authorization: string },
) {
  return { ...request, headers: { ...request.headers, ...auth } };
}

/** Every call that names a record of the demo brand by id. */
const brandOwnedCalls = () => [
  { name: 'GET /bee/payLog/:id', url: `/api/bee/payLog/${brandLogId}` },
  { name: 'GET /bee/payLogList?companyId=', url: `/api/bee/payLogList?companyId=${t.ids.brand}` },
  { name: 'GET /common/download', url: `/api/common/download?fileName=${brandFile}&delete=false` },
  {
    name: 'GET /common/download/resource (name)',
    url: `/api/common/download/resource?resource=${brandFile}`,
  },
  {
    name: 'GET /common/download/resource (path)',
    url: `/api/common/download/resource?resource=uploads/${brandFile}`,
  },
];

describe(`tenant isolation (${testEngine})`, () => {
  it('answers 404 to users of other companies, for every endpoint that takes an id', async () => {
    for (const email of [DEMO_USERS.onsite, DEMO_USERS.retailer]) {
      const auth = await t.authAs(email);
      for (const call of brandOwnedCalls()) {
        const response = await t.app.inject({ url: call.url, headers: auth });
        expect({ call: call.name, as: email, status: response.statusCode }).toEqual({
          call: call.name,
          as: email,
          status: 404,
        });
        expect(response.json()).toMatchObject({ code: 404 });
      }
    }
  });

  it('answers the owner, so the 404s above are about the tenant and nothing else', async () => {
    const auth = await t.authAs(DEMO_USERS.brand);
    for (const call of brandOwnedCalls()) {
      const response = await t.app.inject({ url: call.url, headers: auth });
      expect({ call: call.name, status: response.statusCode }).toEqual({ call: call.name, status: 200 });
    }
  });
});
