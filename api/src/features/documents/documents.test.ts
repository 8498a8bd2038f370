import { randomBytes } from 'node:crypto';
import type { StaffDocument, StaffDocumentList } from '@elite/contracts/schemas/documents';
import type { CheckoutStarted } from '@elite/contracts/schemas/payments';
import type { PortalDashboard } from '@elite/contracts/schemas/portal';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TestBrowser } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { signInAsAdmin } from '../../../testing.ts';
import type { Config } from '../../config.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { upsertStaffAccount } from '../accounts/staff-accounts.service.ts';
import { card, entityBody } from '../../../test/fixtures/checkout.ts';
import { purgeExpired } from '../retention/purge.service.ts';
import { extendedWebp, page, realJpeg, realPdf, realPng } from '../../../test/fixtures/documents.ts';

/**
 * Documents on formations and orders on the real server and PostgreSQL (docs/admin.md#documents,
 * docs/portal.md#documents): staff upload them (checked by size and first bytes, then whole), the client who owns the record
 * and admins download them (each download logged), everyone else is refused, and nothing is stored on a refusal.
 */

let baseUrl: string;
let databaseUrl: string;
let config: Config;
let orm: MikroORM;
let admin: TestBrowser;
let adminId: string;
let agent: TestBrowser;
let ada: TestBrowser;
let adaId: string;
let grace: TestBrowser;
let order: string;
let formation: string;
let unpaidOrder: string;

const ADA = 'ada.documents@example.com';
const GRACE = 'grace.documents@example.com';

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const count = async (from: string, params: unknown[] = []) => Number((await sql<{ n: string }>(`select count(*) as n from ${from}`, params))[0]!.n);

/** A real one-page PDF (test-files.ts), made once. */
let onePagePdf: Buffer;
const pdf = () => onePagePdf;

function upload(browser: TestBrowser, kind: string, id: string, file: { name: string; bytes: Uint8Array; type?: string } | null, note?: string) {
  const form = new FormData();
  if (file) form.set('file', new File([file.bytes], file.name, { type: file.type ?? 'application/pdf' }));
  if (note !== undefined) form.set('note', note);
  return browser.fetch(`/api/admin/records/${kind}/${id}/documents`, { method: 'POST', body: form });
}

/** An LLC formation paid with the simulated card by `email`; `pay: false` leaves the order pending. */
async function entityOrder(email: string, pay = true): Promise<{ orderId: string; formationId: string | null }> {
  const started = await readJson<CheckoutStarted>(
    await new TestBrowser(baseUrl).post('/api/create-entity-payment', { ...entityBody(), email, businessName: 'Lovelace Engines LLC' }),
  );
  if (!pay) return { orderId: started.orderId, formationId: null };
  expect((await new TestBrowser(baseUrl).post('/api/payments/simulated/confirm', { ...card, clientSecret: started.clientSecret })).status).toBe(200);
  const [row] = await sql<{ id: string }>('select id from entity_formation where order_id = $1', [started.orderId]);
  return { orderId: started.orderId, formationId: row!.id };
}

beforeAll(async () => {
  onePagePdf = await realPdf();
  const db = await createTestDatabase();
  orm = db.orm;
  ({ baseUrl, databaseUrl, config } = await startTestServer({ RATE_LIMIT_SCALE: '100' }, { databaseUrl: db.url }));
  admin = new TestBrowser(baseUrl);
  adminId = (await signInAsAdmin(admin)).id;
  await upsertStaffAccount(orm.em.fork(), { username: 'docs-agent', password: 'agent-password-1', role: 'agent', name: 'Docs Agent' });
  agent = new TestBrowser(baseUrl);
  expect((await agent.post('/api/admin/login', { username: 'docs-agent', password: 'agent-password-1' })).status).toBe(200);
  ada = new TestBrowser(baseUrl);
  await signUpClient(ada, databaseUrl, { email: ADA, password: 'client-password-1', fullName: 'Ada Lovelace', companyName: 'Lovelace LLC' });
  [{ id: adaId }] = (await sql<{ id: string }>('select id from app_user where email = $1', [ADA])) as [{ id: string }];
  grace = new TestBrowser(baseUrl);
  await signUpClient(grace, databaseUrl, { email: GRACE, password: 'client-password-2', fullName: 'Grace Hopper', companyName: 'Hopper Co' });
  // Paid with the address in another case: ownership ignores case, as the dashboard does.
  const paid = await entityOrder('Ada.Documents@example.com');
  order = paid.orderId;
  formation = paid.formationId!;
  unpaidOrder = (await entityOrder(ADA, false)).orderId;
});

describe('POST /api/admin/records/:kind/:id/documents', () => {
  it('stores a PDF on a paid order with its detected type, writes the history line and queues the client’s mail', async () => {
    const bytes = pdf();
    const res = await upload(admin, 'order', order, { name: 'Receipt and W-9.pdf', bytes }, 'Your signed engagement letter');
    expect(res.status).toBe(201);
    const doc = await readJson<StaffDocument>(res);
    expect(doc).toMatchObject({
      kind: 'order',
      recordId: order,
      fileName: 'Receipt and W-9.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
      note: 'Your signed engagement letter',
      uploadedBy: { id: adminId },
      downloads: 0,
      downloadUrl: `/api/documents/${doc.id}`,
    });
    const [stored] = await sql<{ bytes: Buffer; content_type: string }>('select bytes, content_type from document where id = $1', [doc.id]);
    expect(Buffer.compare(stored!.bytes, bytes)).toBe(0);

    const [audit] = await sql<{ action: string; actor_id: string; to_value: string }>(
      `select action, actor_id, to_value from audit_entry where kind = 'order' and record_id = $1 and action = 'document_added'`,
      [order],
    );
    expect(audit).toEqual({ action: 'document_added', actor_id: adminId, to_value: 'Receipt and W-9.pdf' });

    const [mail] = await sql<{ subject: string; text: string; reply_to: string }>(
      `select subject, text, reply_to from outbox_mail where lower("to") = $1 and subject like 'A document was added%'`,
      [ADA],
    );
    expect(mail!.subject).toMatch(/^A document was added to your order EBA-\d+$/);
    expect(mail!.reply_to).toBe(config.TEAM_EMAIL);
    expect(mail!.text).toContain('Receipt and W-9.pdf (Your signed engagement letter)');
    expect(mail!.text).toMatch(/https?:\/\/[^\s]+\/portal\/dashboard/);

    // The drawer's history names the file.
    const history = (await readJson<{ history: { action: string; to: string | null }[] }>(await admin.fetch(`/api/admin/records/order/${order}`))).history;
    expect(history[0]).toMatchObject({ action: 'document_added', to: 'Receipt and W-9.pdf' });
  });

  it('takes the type from the content, not the name: a PNG called scan.pdf is stored as image/png, scan.pdf.png', async () => {
    const res = await upload(admin, 'entity-formation', formation, { name: 'C:\\Users\\ada\\scan.pdf', bytes: realPng(), type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(await readJson<StaffDocument>(res)).toMatchObject({ fileName: 'scan.pdf.png', contentType: 'image/png', note: null });
    const [mail] = await sql<{ subject: string; text: string }>(
      `select subject, text from outbox_mail where lower("to") = $1 and subject like '%formation (%'`,
      [ADA],
    );
    // Named by its order's reference, never by the business name typed at checkout (docs/input-limits.md#acknowledgements).
    expect(mail!.subject).toMatch(/^A document was added to your formation \(order EBA-\d+\)$/);
    expect(mail!.text).not.toContain('Lovelace Engines');
  });

  describe('refusals store nothing and mail nobody', () => {
    // Refused by its size before its content is looked at.
    const tooBig = () => ({ name: 'big.pdf', bytes: Buffer.concat([pdf(), randomBytes(10 * 1024 * 1024 + 1 - pdf().length)]) });
    const cases: [string, number, RegExp, () => Promise<Response>][] = [
      ['a file over 10 MB', 413, /at most 10 MB/, () => upload(admin, 'order', order, tooBig())],
      [
        'a body over the limit sent without a Content-Length',
        413,
        /at most 10 MB/,
        async () => {
          const form = new Response(
            (() => {
              const f = new FormData();
              f.set('file', new File([tooBig().bytes], 'big.pdf'));
              return f;
            })(),
          );
          return admin.fetch(`/api/admin/records/order/${order}/documents`, {
            method: 'POST',
            body: form.body,
            headers: { 'content-type': form.headers.get('content-type')! },
            duplex: 'half',
          });
        },
      ],
      [
        'text named .pdf (wrong magic bytes)',
        415,
        /Only PDF files and PNG, JPEG or WebP images/,
        () => upload(admin, 'order', order, { name: 'invoice.pdf', bytes: Buffer.from('not a pdf at all, just text') }),
      ],
      ['an empty file', 400, /empty/, () => upload(admin, 'order', order, { name: 'empty.pdf', bytes: new Uint8Array() })],
      [
        'security finding 12: a %PDF- header in front of a web page',
        415,
        /not a whole PDF: it cannot be opened/,
        () => upload(admin, 'order', order, { name: 'invoice.pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), page, Buffer.from('\n%%EOF\n')]) }),
      ],
      [
        'security finding 12: a PNG with a web page after its end',
        415,
        /PNG image has data after its end/,
        () => upload(admin, 'order', order, { name: 'scan.png', bytes: Buffer.concat([realPng(), page]), type: 'image/png' }),
      ],
      [
        'security finding 12: a JPEG carrying a web page in a comment',
        415,
        /carries web page markup/,
        () => upload(admin, 'order', order, { name: 'photo.jpg', bytes: realJpeg([page.toString()]), type: 'image/jpeg' }),
      ],
      [
        'security finding 12: an image declaring too many pixels to decode',
        413,
        /too large: at most 40 megapixels/,
        () => upload(admin, 'order', order, { name: 'bomb.webp', bytes: extendedWebp('', { width: 16_000, height: 16_000 }), type: 'image/webp' }),
      ],
      ['a note with a non-character', 400, /invalid/, () => upload(admin, 'order', order, { name: 'a.pdf', bytes: pdf() }, 'note \ufffe')],
      ['no file', 400, /invalid/, () => upload(admin, 'order', order, null, 'a note alone')],
      ['a note with a control character', 400, /invalid/, () => upload(admin, 'order', order, { name: 'a.pdf', bytes: pdf() }, 'bad\u0007note')],
      ['a JSON body', 415, /multipart\/form-data/, () => admin.post(`/api/admin/records/order/${order}/documents`, { file: 'x' })],
      ['an unknown record', 404, /does not exist/, () => upload(admin, 'order', crypto.randomUUID(), { name: 'a.pdf', bytes: pdf() })],
      ['an unknown kind', 400, /invalid/, () => upload(admin, 'lead', order, { name: 'a.pdf', bytes: pdf() })],
      ['an order not paid', 409, /paid orders only/, () => upload(admin, 'order', unpaidOrder, { name: 'a.pdf', bytes: pdf() })],
      ['a support agent', 403, /cannot do this/, () => upload(agent, 'order', order, { name: 'a.pdf', bytes: pdf() })],
      ['a portal client', 403, /cannot do this/, () => upload(ada, 'order', order, { name: 'a.pdf', bytes: pdf() })],
      ['nobody signed in', 401, /sign in/, () => upload(new TestBrowser(baseUrl), 'order', order, { name: 'a.pdf', bytes: pdf() })],
    ];
    it.each(cases)('refuses %s (%i)', async (_what, status, message, send) => {
      const before = [await count('document'), await count('outbox_mail'), await count('audit_entry')];
      const res = await send();
      expect(res.status).toBe(status);
      expect((await readJson<ApiErrorBody>(res)).error).toMatch(message);
      expect([await count('document'), await count('outbox_mail'), await count('audit_entry')]).toEqual(before);
    });
  });
});

describe('GET /api/documents/:id', () => {
  let id: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await realPdf(undefined, 50_000);
    id = (await readJson<StaffDocument>(await upload(admin, 'entity-formation', formation, { name: 'Certificat de formation – Délaware.pdf', bytes }))).id;
  });
  const downloads = () => count('document_download where document_id = $1', [id]);

  it('gives an admin the file with its type, as an attachment named in UTF-8, not cached, not sniffed, and logs it', async () => {
    const res = await admin.fetch(`/api/documents/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Certificat de formation _ D_laware.pdf"; filename*=UTF-8''Certificat%20de%20formation%20%E2%80%93%20D%C3%A9laware.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    const [log] = await sql<{ user_id: string; role: string; client_ip: string }>(
      'select user_id, role, client_ip from document_download where document_id = $1',
      [id],
    );
    expect(log).toEqual({ user_id: adminId, role: 'admin', client_ip: '127.0.0.1' });
  });

  it('gives the client who owns the record the same bytes, logged with their account', async () => {
    const before = await downloads();
    const res = await ada.fetch(`/api/documents/${id}`);
    expect(res.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    expect(await downloads()).toBe(before + 1);
    expect(await count(`document_download where document_id = $1 and user_id = $2 and role = 'client'`, [id, adaId])).toBe(1);
  });

  it.each([
    ['another verified client (as if it did not exist)', 404, () => grace],
    ['a support agent', 403, () => agent],
    ['nobody signed in', 401, () => new TestBrowser(baseUrl)],
  ])('refuses %s (%i) and logs nothing', async (_who, status, browser) => {
    const before = await downloads();
    const res = await browser().fetch(`/api/documents/${id}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(await downloads()).toBe(before);
  });

  it('answers another client the same 404 as an unknown id, and 400 for what is not an id', async () => {
    const theirs = await grace.fetch(`/api/documents/${id}`);
    const unknown = await grace.fetch(`/api/documents/${crypto.randomUUID()}`);
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(await theirs.json()).toEqual(await unknown.json());
    expect((await admin.fetch('/api/documents/not-an-id')).status).toBe(400);
  });

  it('refuses a client once the order is no longer one the portal shows them (the dashboard’s rule)', async () => {
    const { orderId } = await entityOrder(ADA);
    const doc = await readJson<StaffDocument>(await upload(admin, 'order', orderId, { name: 'a.pdf', bytes: pdf() }));
    expect((await ada.fetch(`/api/documents/${doc.id}`)).status).toBe(200);
    await sql(`update customer_order set status = 'failed' where id = $1`, [orderId]);
    expect((await ada.fetch(`/api/documents/${doc.id}`)).status).toBe(404);
  });
});

describe('the portal and the staff list', () => {
  it('lists each record’s documents on its owner’s dashboard (name, type, size, date, link) and on nobody else’s', async () => {
    const seen = await readJson<PortalDashboard>(await ada.fetch('/api/portal/dashboard'));
    const onOrder = seen.orders.find((o) => o.id === order)!.documents;
    expect(onOrder.map((d) => d.fileName)).toEqual(['Receipt and W-9.pdf']);
    expect(onOrder[0]).toMatchObject({
      contentType: 'application/pdf',
      note: 'Your signed engagement letter',
      downloadUrl: expect.stringMatching(/^\/api\/documents\//),
    });
    expect(Object.keys(onOrder[0]!).sort()).toEqual(['contentType', 'createdAt', 'downloadUrl', 'fileName', 'id', 'note', 'size']);
    const onFormation = seen.formations.find((f) => f.id === formation)!.documents.map((d) => d.fileName);
    expect(onFormation).toEqual(['Certificat de formation – Délaware.pdf', 'scan.pdf.png']);
    // Never who uploaded it.
    expect(JSON.stringify(seen)).not.toContain('uploadedBy');
    const graceSees = await readJson<PortalDashboard>(await grace.fetch('/api/portal/dashboard'));
    expect(JSON.stringify(graceSees)).not.toContain('Receipt and W-9');
  });

  it('lists a record’s documents for admins over REST and tRPC, with their downloads; refuses agents; 404 for an unknown record', async () => {
    const rest = await readJson<StaffDocumentList>(await admin.fetch(`/api/admin/records/entity-formation/${formation}/documents`));
    expect(rest.items.map((d) => [d.fileName, d.downloads])).toEqual([
      ['Certificat de formation – Délaware.pdf', 2],
      ['scan.pdf.png', 0],
    ]);
    expect(await admin.trpc().documents.list.query({ kind: 'entity-formation', id: formation })).toEqual(rest);
    expect((await agent.fetch(`/api/admin/records/entity-formation/${formation}/documents`)).status).toBe(403);
    expect((await admin.fetch(`/api/admin/records/business-formation/${crypto.randomUUID()}/documents`)).status).toBe(404);
    await expect(ada.trpc().documents.list.query({ kind: 'order', id: order })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
  });
});

describe('removing a document', () => {
  it('removes it (admins), writes the history, keeps its download log; the link then answers 404', async () => {
    const doc = await readJson<StaffDocument>(await upload(admin, 'order', order, { name: 'old.pdf', bytes: pdf() }));
    expect((await ada.fetch(`/api/documents/${doc.id}`)).status).toBe(200);
    await expect(agent.trpc().documents.remove.mutate({ id: doc.id })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    expect(await admin.trpc().documents.remove.mutate({ id: doc.id })).toEqual({ id: doc.id, fileName: 'old.pdf' });
    expect(await count('document where id = $1', [doc.id])).toBe(0);
    expect(await count('document_download where document_id = $1', [doc.id])).toBe(1);
    expect(await count(`audit_entry where record_id = $1 and action = 'document_removed' and from_value = 'old.pdf'`, [order])).toBe(1);
    expect((await admin.fetch(`/api/documents/${doc.id}`)).status).toBe(404);
    const again = await admin.fetch(`/api/admin/documents/${doc.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });
});

describe('retention', () => {
  it('keeps documents and their download log through the daily purge, even a year-old download', async () => {
    await sql(`update document_download set downloaded_at = now() - interval '400 days' where id = (select id from document_download limit 1)`);
    const before = [await count('document'), await count('document_download')];
    await purgeExpired(orm.em, config);
    expect([await count('document'), await count('document_download')]).toEqual(before);
  });
});
