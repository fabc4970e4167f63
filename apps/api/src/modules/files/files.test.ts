import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { files } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { storeGeneratedFile } from './generated.ts';
import { cfb, docx, elf, exe, fileUpload, html, jpeg, multipartBody, pdf, png, svg } from './testFixtures.ts';

const MB = 1024 * 1024;
const TYPE_REFUSED =
  'This file type is not allowed: upload doc, xls, ppt, txt, pdf, png, jpg, jpeg or svg files.';

let t: TestApp;
let brand: { authorization: string };
let retailer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
}, 60_000);

afterAll(() => t?.close());

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every file in the storage folder, as paths relative to it. */
function storedPaths(): string[] {
  if (!existsSync(t.filesDir)) return [];
  return readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(t.filesDir, path.join(entry.parentPath, entry.name)));
}

async function fileRows() {
  return t.db.select().from(files);
}

function upload(auth: { authorization: string }, body: ReturnType<typeof fileUpload>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/common/upload',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

async function uploadOk(name: string, content: Buffer | string, auth = brand): Promise<string> {
  const response = await upload(auth, fileUpload(name, content));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().fileName as string;
}

function download(query: string, auth: { authorization?: string } = brand) {
  return t.app.inject({ method: 'GET', url: `/api/common/download?${query}`, headers: auth });
}

function downloadResource(query: string, auth: { authorization?: string } = brand) {
  return t.app.inject({ method: 'GET', url: `/api/common/download/resource?${query}`, headers: auth });
}

/** Asserts a refused upload left neither a row nor a stored file behind. */
async function expectNothingWritten(before: { rows: number; paths: number }) {
  expect((await fileRows()).length).toBe(before.rows);
  expect(storedPaths()).toHaveLength(before.paths);
}

async function snapshot() {
  return { rows: (await fileRows()).length, paths: storedPaths().length };
}

describe('POST /api/common/upload', () => {
  it.each([
    ['Rechnung März 2026.pdf', pdf, 'application/pdf'],
    ['logo.png', png, 'image/png'],
    ['photo.JPG', jpeg, 'image/jpeg'],
    ['photo.jpeg', jpeg, 'image/jpeg'],
    ['contract.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old report.doc', cfb, 'application/msword'],
    ['notes.txt', Buffer.from('Grüße, line 1\nline 2\n'), 'text/plain; charset=utf-8'],
  ])('stores %s and downloads it back byte for byte', async (name, content, mime) => {
    const response = await upload(brand, fileUpload(name, content));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const fileName = body.data.fileName as string;
    expect(fileName).toMatch(/^[0-9a-f-]{36}\.[a-z]+$/);
    expect(body).toEqual({
      code: 200,
      msg: 'Uploaded.',
      data: {
        fileName,
        url: `/api/common/download?fileName=${fileName}`,
        originalName: name,
        size: content.length,
        mime,
      },
      // Where the console's upload components read them.
      fileName,
      url: `/api/common/download?fileName=${fileName}`,
    });

    const [row] = await t.db.select().from(files).where(eq(files.fileName, fileName));
    expect(row).toMatchObject({
      companyId: t.ids.brand,
      userId: t.ids.brandUser,
      kind: 'upload',
      originalName: name,
      storageKey: `uploads/${fileName}`,
      mime,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      deletedAt: null,
    });
    expect(storedPaths()).toContain(`uploads/${fileName}`);

    const back = await t.app.inject({ method: 'GET', url: body.url, headers: brand });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(Buffer.from(content))).toBe(true);
    expect(back.headers['content-type']).toBe(mime);
    expect(back.headers['download-filename']).toBe(encodeURIComponent(name));
    expect(decodeURIComponent(String(back.headers['download-filename']))).toBe(name);
    expect(back.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(back.headers['content-disposition']).toMatch(/^attachment;/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts an SVG but serves it only sandboxed, as an attachment', async () => {
    const fileName = await uploadOk('icon.svg', svg);
    for (const response of [
      await download(`fileName=${fileName}`),
      await downloadResource(`resource=uploads/${fileName}`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(svg)).toBe(true);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('accepts a file of exactly 5 MB', async () => {
    const fileName = await uploadOk('big.txt', Buffer.alloc(5 * MB, 'a'));
    const [row] = await t.db.select().from(files).where(eq(files.fileName, fileName));
    expect(row?.size).toBe(5 * MB);
  });

  it.each([
    ['6 MB', 6 * MB],
    ['5 MB and one byte', 5 * MB + 1],
  ])('refuses a file of %s with 413 and keeps nothing', async (_label, size) => {
    const before = await snapshot();
    const response = await upload(brand, fileUpload('huge.pdf', Buffer.alloc(size, 'a')));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, msg: 'The file is larger than 5 MB.' });
    await expectNothingWritten(before);
  });

  it.each([
    ['HTML renamed .pdf', 'invoice.pdf', html],
    ['a PNG named .txt', 'notes.txt', png],
    ['an ELF executable named .doc', 'report.doc', elf],
    ['a Windows executable named .doc', 'report.doc', exe],
    ['a PDF named .png', 'photo.png', pdf],
    ['HTML named .svg', 'icon.svg', html],
    ['a DOCX named .doc', 'report.doc', docx],
    ['text that is not UTF-8', 'notes.txt', Buffer.from([0x68, 0xc3, 0x28, 0x69])],
    ['text with NUL bytes', 'notes.txt', Buffer.from('a\0b')],
    ['an .exe', 'setup.exe', exe],
    ['an .html page', 'page.html', html],
    ['a name without extension', 'README', Buffer.from('hello')],
  ])('refuses %s with 415 and keeps nothing', async (_label, name, content) => {
    const before = await snapshot();
    const response = await upload(brand, fileUpload(name, content, 'application/pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, msg: TYPE_REFUSED });
    await expectNothingWritten(before);
  });

  it.each([
    ['a form without a file', multipartBody([{ name: 'note', content: 'hello' }])],
    ['a file in another field', multipartBody([{ name: 'upload', filename: 'a.pdf', content: pdf }])],
    ['an empty file', fileUpload('empty.txt', '')],
  ])('answers 400 naming the file field for %s', async (_label, body) => {
    const before = await snapshot();
    const response = await upload(brand, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, data: { fields: { file: expect.any(String) } } });
    await expectNothingWritten(before);
  });

  it('answers 400 for a JSON body and for a broken multipart body', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: brand,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().data.fields).toHaveProperty('file');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: { ...brand, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 without a session and keeps nothing', async () => {
    const before = await snapshot();
    const body = fileUpload('a.pdf', pdf);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    await expectNothingWritten(before);
  });
});

describe('GET /api/common/download and /download/resource', () => {
  it('serves a resource by its file name and by its storage path', async () => {
    const fileName = await uploadOk('logo.png', png);
    for (const resource of [fileName, `uploads/${fileName}`, `uploads%2F${fileName}`]) {
      const response = await downloadResource(`resource=${resource}`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers['download-filename']).toBe('logo.png');
    }
    expect((await downloadResource(`resource=generated/${fileName}`)).statusCode).toBe(404);
  });

  it("keeps each company's files to itself (404 for another company's user)", async () => {
    const fileName = await uploadOk('private.pdf', pdf);
    const generated = await storeGeneratedFile(
      { db: t.db, files: t.files },
      {
        companyId: t.ids.brand,
        userId: t.ids.brandUser,
        originalName: 'x.csv',
        mime: 'text/csv',
        bytes: pdf,
      },
    );
    for (const response of [
      await download(`fileName=${fileName}`, retailer),
      await downloadResource(`resource=${fileName}`, retailer),
      await downloadResource(`resource=uploads/${fileName}`, retailer),
      await download(`fileName=${generated.fileName}&delete=true`, retailer),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, msg: 'Resource not found.' });
    }
    // The other company's attempt deleted nothing.
    expect((await download(`fileName=${generated.fileName}`)).statusCode).toBe(200);
    // A colleague in the same company may download it.
    const colleague = await t.authAs(DEMO_USERS.auditor);
    const adminFile = await uploadOk('shared.pdf', pdf, await t.authAs(DEMO_USERS.admin));
    expect((await download(`fileName=${adminFile}`, colleague)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const fileName = await uploadOk('a.pdf', pdf);
    expect((await download(`fileName=${fileName}`, {})).statusCode).toBe(401);
    expect((await downloadResource(`resource=${fileName}`, {})).statusCode).toBe(401);
  });

  const valid = `${randomUUID()}.png`;
  const pathTricks = [
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '..%5C..%5Cwindows%5Cwin.ini',
    '%2Fetc%2Fpasswd',
    '/etc/passwd',
    'file:///etc/hostname',
    'C:%5Cwindows%5Csystem32%5Cconfig',
    `uploads%2F..%2F..%2F${valid}`,
    `uploads/../uploads/${valid}`,
    `/uploads/${valid}`,
    `%2Fuploads%2F${valid}`,
    `uploads%5C${valid}`,
    `${valid}%00.txt`,
    `${valid}%2F..`,
    `${valid}/`,
    `${valid}%0d%0aSet-Cookie:%20x=1`,
    `....//....//${valid}`,
    valid.toUpperCase(),
    `.${valid}`,
    `${valid}&fileName=${valid}&resource=${valid}`,
    '',
  ];

  it.each(pathTricks)('refuses the path trick %s without reading storage, and logs it', async (trick) => {
    const read = vi.spyOn(t.files, 'get');
    const warn = vi.spyOn(t.app.log, 'warn');
    for (const response of [
      await download(`fileName=${trick}`),
      await downloadResource(`resource=${trick}`),
    ]) {
      expect([400, 404]).toContain(response.statusCode);
      expect(response.json().code).toBe(response.statusCode);
    }
    expect(read).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ ip: '127.0.0.1' }),
      expect.stringMatching(/^download refused: /),
    );
  });

  it('answers 404 and logs a well-formed name that is not stored', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await download(`fileName=${randomUUID()}.pdf`)).statusCode).toBe(404);
    expect((await downloadResource(`resource=uploads/${randomUUID()}.pdf`)).statusCode).toBe(404);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses a symlink planted in the files folder', async () => {
    const fileName = `${randomUUID()}.txt`;
    const storageKey = `uploads/${fileName}`;
    mkdirSync(path.join(t.filesDir, 'uploads'), { recursive: true });
    symlinkSync('/etc/hostname', path.join(t.filesDir, storageKey));
    await t.db.insert(files).values({
      companyId: t.ids.brand,
      userId: t.ids.brandUser,
      kind: 'upload',
      fileName,
      originalName: 'hostname.txt',
      storageKey,
      mime: 'text/plain; charset=utf-8',
      size: 1,
      sha256: '0',
    });
    const warn = vi.spyOn(t.app.log, 'warn');
    for (const response of [
      await download(`fileName=${fileName}`),
      await downloadResource(`resource=${storageKey}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ resource: expect.stringContaining(fileName) }),
      expect.stringMatching(/^download refused: symlink refused/),
    );
  });

  it('deletes a generated file once downloaded with delete=true', async () => {
    const bytes = Buffer.from('id,total\n1,10.00\n');
    const { fileName } = await storeGeneratedFile(
      { db: t.db, files: t.files },
      {
        companyId: t.ids.brand,
        userId: t.ids.brandUser,
        originalName: 'orders 2026-06.csv',
        mime: 'text/csv',
        bytes,
      },
    );
    expect(storedPaths()).toContain(`generated/${fileName}`);
    const first = await download(`fileName=${fileName}&delete=true`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(bytes)).toBe(true);
    expect(first.headers['content-type']).toBe('text/csv');
    expect(first.headers['download-filename']).toBe('orders%202026-06.csv');

    const [row] = await t.db.select().from(files).where(eq(files.fileName, fileName));
    expect(row?.kind).toBe('generated');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(storedPaths()).not.toContain(`generated/${fileName}`);
    expect((await download(`fileName=${fileName}&delete=true`)).statusCode).toBe(404);
    expect((await download(`fileName=${fileName}`)).statusCode).toBe(404);
    expect((await downloadResource(`resource=${fileName}`)).statusCode).toBe(404);
  });

  it('keeps a generated file downloaded without delete, and an upload even with delete=true', async () => {
    const { fileName: generated } = await storeGeneratedFile(
      { db: t.db, files: t.files },
      {
        companyId: t.ids.brand,
        userId: null,
        originalName: 'report.pdf',
        mime: 'application/pdf',
        bytes: pdf,
      },
    );
    expect((await download(`fileName=${generated}&delete=false`)).statusCode).toBe(200);
    expect((await download(`fileName=${generated}`)).statusCode).toBe(200);

    const uploaded = await uploadOk('keep.pdf', pdf);
    expect((await download(`fileName=${uploaded}&delete=true`)).statusCode).toBe(200);
    expect((await download(`fileName=${uploaded}&delete=true`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(files).where(eq(files.fileName, uploaded));
    expect(row?.deletedAt).toBeNull();
    expect(storedPaths()).toContain(`uploads/${uploaded}`);
  });

  it.each(['yes', '1', 'TRUE', 'true,true', ''])('refuses delete=%s with 400', async (value) => {
    const fileName = `${randomUUID()}.pdf`;
    const response = await download(`fileName=${fileName}&delete=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toHaveProperty('querystring.delete');
  });

  it('keeps an unusual extension of a generated file out of its stored name', async () => {
    const { fileName } = await storeGeneratedFile(
      { db: t.db, files: t.files },
      {
        companyId: t.ids.brand,
        userId: null,
        originalName: 'data.tar.GZ!',
        mime: 'application/gzip',
        bytes: pdf,
      },
    );
    expect(fileName).toMatch(/\.bin$/);
    const response = await download(`fileName=${fileName}`);
    expect(response.headers['download-filename']).toBe(encodeURIComponent('data.tar.GZ!'));
  });
});
