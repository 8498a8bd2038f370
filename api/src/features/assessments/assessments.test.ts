import { assessmentQuestions, type OptionValue } from '@elite/contracts/catalogue/readiness-questions';
import { weightedScore, scoreAssessment } from '@elite/contracts/rules/readiness-assessment';
import type { AdminSummary, QuizResultRow } from '@elite/contracts/schemas/admin';
import { quizResultInput } from '@elite/contracts/schemas/assessments';
import type { Page } from '@elite/contracts/schemas/pagination';
import { randomUUID } from 'node:crypto';
import { workQueries, type RecordDetail } from '@elite/contracts/schemas/work-queues';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { readJson, startTestServer, TEST_ADMIN, TestBrowser, testContext } from '../../../test/app.ts';
import { createTestDatabase, rawQuery } from '../../../test/database.ts';
import { signUpClient } from '../../../test/portal-client.ts';
import { expectNothingTyped, mailsTo, PHISHING } from '../../../test/acknowledgements.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { createLogger } from '../../logger.ts';
import type { MailTransport } from '../outbox/mail-transport.ts';
import { OutboxWorker } from '../outbox/outbox.worker.ts';
import { listQueue } from '../work-queues/work-queues.service.ts';
import { REPORT_SUBJECT, submitQuizResult } from './assessments.service.ts';
import { contactMessage } from '../../../test/fixtures/leads.ts';

/** What POST /api/quiz-results answers (assessments.service.ts). */
type QuizResultRecorded = { id: string };
let baseUrl: string;
let databaseUrl: string;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => rawQuery<T>(databaseUrl, text, params);
const counts = async () => (await sql<{ q: string; m: string }>('select (select count(*) from quiz_result) as q, (select count(*) from outbox_mail) as m'))[0];

/** The payload the browser sends: every question answered with `pick(question index)`. */
function payload(pick: (i: number) => OptionValue = () => 'b', who = 'Ada Lovelace') {
  const answers = Object.fromEntries(assessmentQuestions.map((q, i) => [String(q.id), weightedScore(q, pick(i))!]));
  return { name: who, email: 'ada@example.com', phone: '(212) 555-0199', ...scoreAssessment(answers), answers };
}
type Payload = ReturnType<typeof payload>;

async function signedIn(as: 'admin' | 'client'): Promise<TestBrowser> {
  const browser = new TestBrowser(baseUrl);
  if (as === 'admin') {
    expect((await browser.post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status).toBe(200);
  } else {
    const email = `client-${crypto.randomUUID()}@example.com`;
    await signUpClient(browser, databaseUrl, { email, password: 'client-pass-1', fullName: 'Ada Client', companyName: 'Ada LLC' });
  }
  return browser;
}

beforeAll(async () => {
  const started = await startTestServer({ RATE_LIMIT_SCALE: '100' });
  baseUrl = started.baseUrl;
  databaseUrl = started.databaseUrl;
});

describe('POST /api/quiz-results', () => {
  it('stores the result with the scores recomputed from the answers and queues the report and the team notice', async () => {
    const good = payload((i) => (['a', 'b', 'c', 'd'] as const)[i % 4]!);
    const res = await new TestBrowser(baseUrl).post('/api/quiz-results', good);
    expect(res.status).toBe(201);
    const { id } = await readJson<QuizResultRecorded>(res);
    const [row] = await sql<Record<string, unknown>>(
      'select name, email, phone, overall_score, score_level, category_scores, answers, report_mail_id from quiz_result where id = $1',
      [id],
    );
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '(212) 555-0199',
      overall_score: good.overallScore,
      score_level: good.scoreLevel,
    });
    expect(row!.category_scores).toEqual(good.categoryScores);
    expect(row!.answers).toEqual(good.answers);
    const [report] = await sql<{ to: string; reply_to: string; subject: string; text: string }>(
      'select "to", reply_to, subject, text from outbox_mail where id = $1',
      [row!.report_mail_id],
    );
    // It says "reply to this e-mail": the reply goes to the advisors (docs/assessments.md#report-request).
    expect(report).toMatchObject({ to: 'ada@example.com', reply_to: 'advisors@elitebusinessadvisory.com', subject: REPORT_SUBJECT });
    for (const section of ['EXECUTIVE SUMMARY', 'CATEGORY ANALYSIS', 'STRATEGIC RECOMMENDATIONS', 'HOW ELITE BUSINESS ADVISORY CAN HELP'])
      expect(report!.text).toContain(section);
    expect(report!.text).toContain(`${good.overallScore}% (${good.scoreLevel})`);
    const [notice] = await sql<{ subject: string }>(
      `select subject from outbox_mail where "to" = 'advisors@elitebusinessadvisory.com' and subject like 'New assessment%'`,
    );
    expect(notice!.subject).toBe(`New assessment: Ada Lovelace (${good.overallScore}%, ${good.scoreLevel})`);
  });

  it('security finding 7: the report and the staff follow-up go to the typed address without the typed name; the team notice has it', async () => {
    const res = await new TestBrowser(baseUrl).post('/api/quiz-results', { ...payload(undefined, PHISHING), email: 'victim.quiz@example.com' });
    expect(res.status).toBe(201);
    const { id } = await readJson<QuizResultRecorded>(res);
    expect((await signedIn('admin').then((admin) => admin.post(`/api/quiz-results/${id}/follow-up`))).status).toBe(200);
    const mails = await mailsTo(databaseUrl, 'victim.quiz@example.com');
    expect(mails.map((m) => m.subject)).toEqual([REPORT_SUBJECT, 'Next steps after your Business Readiness Assessment']);
    expectNothingTyped(mails, [PHISHING, 'victim.quiz', '(212) 555-0199']);
    expect(mails[0]!.text).toContain('Your business scored');
    const [notice] = await sql<{ subject: string }>(`select subject from outbox_mail where subject like $1`, [`New assessment: ${PHISHING}%`]);
    expect(notice).toBeDefined();
  });

  it('takes a missing phone as none', async () => {
    const { phone: _phone, ...noPhone } = payload();
    const res = await new TestBrowser(baseUrl).post('/api/quiz-results', noPhone);
    expect(res.status).toBe(201);
    const [row] = await sql<{ phone: string }>('select phone from quiz_result where id = $1', [(await readJson<QuizResultRecorded>(res)).id]);
    expect(row!.phone).toBe('');
  });

  const { ['7']: _dropped, ...sevenMissing } = payload().answers;
  it.each<[string, (p: Payload) => unknown, string]>([
    ['an empty name', (p) => ({ ...p, name: '  ' }), 'name'],
    ['a missing e-mail', (p) => ({ ...p, email: '' }), 'email'],
    ['a malformed e-mail', (p) => ({ ...p, email: 'ada@example' }), 'email'],
    ['a phone of 31 characters', (p) => ({ ...p, phone: '1'.repeat(31) }), 'phone'],
    ['an overall score that is not a number', (p) => ({ ...p, overallScore: '70' }), 'overallScore'],
    ['an overall score above 100', (p) => ({ ...p, overallScore: 101 }), 'overallScore'],
    ['an unknown level', (p) => ({ ...p, scoreLevel: 'Unicorn' }), 'scoreLevel'],
    ['seven category scores', (p) => ({ ...p, categoryScores: p.categoryScores.slice(1) }), 'categoryScores'],
    ['an unknown category', (p) => ({ ...p, categoryScores: p.categoryScores.map((c, i) => (i ? c : { ...c, name: 'Luck' })) }), 'categoryScores'],
    ['an unanswered question', (p) => ({ ...p, answers: sevenMissing }), 'answers'],
    ['an impossible answer score', (p) => ({ ...p, answers: { ...p.answers, 1: 25 } }), 'answers'],
    ['an unknown question', (p) => ({ ...p, answers: { ...p.answers, 99: 10 } }), 'answers'],
    ['answers that are not a map', (p) => ({ ...p, answers: [1, 2, 3] }), 'answers'],
    ['a tampered overall score', (p) => ({ ...p, overallScore: 95 }), 'overallScore'],
    ['a tampered level', (p) => ({ ...p, scoreLevel: 'Fortune 500 Ready' }), 'scoreLevel'],
    [
      'a tampered category percentage',
      (p) => ({ ...p, categoryScores: p.categoryScores.map((c, i) => (i ? c : { ...c, percentage: 100 })) }),
      'categoryScores',
    ],
    ['a tampered category score', (p) => ({ ...p, categoryScores: p.categoryScores.map((c, i) => (i ? c : { ...c, score: c.maxScore })) }), 'categoryScores'],
  ])('refuses %s with 400 naming the field and stores nothing', async (_name, change, field) => {
    const before = await counts();
    const res = await new TestBrowser(baseUrl).post('/api/quiz-results', change(payload()));
    expect(res.status).toBe(400);
    expect(Object.keys((await readJson<ApiErrorBody>(res)).fieldErrors ?? {})).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('the tRPC twin quizResults.create runs the same rules', async () => {
    const trpc = new TestBrowser(baseUrl).trpc();
    await expect(trpc.quizResults.create.mutate(payload(() => 'a'))).resolves.toHaveProperty('id', expect.any(String));
    await expect(trpc.quizResults.create.mutate({ ...payload(), overallScore: 99 })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });
});

describe("the admin's Quiz Results", () => {
  it('GET /api/quiz-results and admin.quizResults: 401 without a session, 403 for a client, the list for an admin', async () => {
    expect((await new TestBrowser(baseUrl).fetch('/api/quiz-results')).status).toBe(401);
    const client = await signedIn('client');
    expect((await client.fetch('/api/quiz-results')).status).toBe(403);
    await expect(client.trpc().admin.quizResults.query({ page: 1, pageSize: 5 })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    await new TestBrowser(baseUrl).post(
      '/api/quiz-results',
      payload(() => 'a', 'Newest Visitor'),
    );
    const admin = await signedIn('admin');
    const page = await readJson<Page<QuizResultRow>>(await admin.fetch('/api/quiz-results?pageSize=1'));
    const [newest] = page.items;
    expect(newest).toMatchObject({ name: 'Newest Visitor', overallScore: 100, scoreLevel: 'Fortune 500 Ready', followUps: 0 });
    expect(typeof newest?.reportSent).toBe('boolean');
    expect(newest?.categoryScores).toHaveLength(8);
    expect(newest?.categoryScores[0]).toEqual({ name: 'Business Sustainability', percentage: 100 });
    const summary = await readJson<AdminSummary>(await admin.fetch('/api/admin/summary'));
    expect(summary.quizResults).toBe(page.total);
  });

  it('Send Follow-up Email: 401 without a session, 403 for a client, 400 for a bad id, 404 for an unknown one', async () => {
    const { id } = await readJson<QuizResultRecorded>(await new TestBrowser(baseUrl).post('/api/quiz-results', payload()));
    const client = await signedIn('client'); // its sign-up mails a confirmation link: counted before
    const before = await counts();
    expect((await new TestBrowser(baseUrl).post(`/api/quiz-results/${id}/follow-up`)).status).toBe(401);
    expect((await client.post(`/api/quiz-results/${id}/follow-up`)).status).toBe(403);
    await expect(client.trpc().quizResults.sendFollowUp.mutate({ id })).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } });
    const admin = await signedIn('admin');
    expect((await admin.post('/api/quiz-results/not-an-id/follow-up')).status).toBe(400);
    expect((await admin.post(`/api/quiz-results/${crypto.randomUUID()}/follow-up`)).status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['b', 'Growth Package: our Professional plan, $5,000/month'], // 70%
    ['a', 'M&A Advisory: our Transformation retainer, $75,000/month'], // 100%
    ['c', 'Foundation Package: our Essential plan, $1,000/month'], // 40%
  ] as const)('Send Follow-up Email queues a mail offering what fits the score (all %s)', async (option, offers) => {
    const { id } = await readJson<QuizResultRecorded>(
      await new TestBrowser(baseUrl).post('/api/quiz-results', { ...payload(() => option), email: `follow-${option}@example.com` }),
    );
    const admin = await signedIn('admin');
    const res = await admin.post(`/api/quiz-results/${id}/follow-up`);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ followUps: 1 });
    await expect(admin.trpc().quizResults.sendFollowUp.mutate({ id })).resolves.toEqual({ followUps: 2 });
    const mails = await sql<{ subject: string; text: string; reply_to: string }>(
      `select subject, text, reply_to from outbox_mail where "to" = $1 and subject like 'Next steps%'`,
      [`follow-${option}@example.com`],
    );
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.reply_to)).toEqual(['advisors@elitebusinessadvisory.com', 'advisors@elitebusinessadvisory.com']);
    expect(mails[0]!.text).toContain(offers);
    const [row] = await sql<{ follow_up_count: number; last_follow_up_at: Date | null }>(
      'select follow_up_count, last_follow_up_at from quiz_result where id = $1',
      [id],
    );
    expect(row!.follow_up_count).toBe(2);
    expect(row!.last_follow_up_at).not.toBeNull();
  });
});

describe('the recommended offers (docs/assessments.md#recommended-offers)', () => {
  it('the report e-mail, the team alert and the follow-up name the same two offers, each with its price and the page that sells it', async () => {
    const email = `offers-${randomUUID()}@example.com`;
    // All 'b': 70%, the 60 to 79 band.
    const { id } = await readJson<QuizResultRecorded>(await new TestBrowser(baseUrl).post('/api/quiz-results', { ...payload(() => 'b'), email }));
    expect((await (await signedIn('admin')).post(`/api/quiz-results/${id}/follow-up`)).status).toBe(200);
    const [report, followUp] = await mailsTo(databaseUrl, email);
    const [alert] = await sql<{ text: string }>(`select text from outbox_mail where text like $1`, [`%${id}%`]);
    const offers = [
      /Growth Package: our Professional plan, \$5,000\/month.{0,3}https?:\/\/[^\s)]+\/checkout\?plan=professional/,
      /Strategic Planning Services: our Foundation retainer, \$25,000\/month.{0,3}https?:\/\/[^\s)]+\/checkout-simple\?plan=foundation/,
    ];
    for (const text of [report!.text, alert!.text, followUp!.text]) for (const offer of offers) expect(text).toMatch(offer);
  });
});

describe('reportSent', () => {
  it('stays false until the outbox worker has sent the report mail, and false while sending fails', async () => {
    const { orm } = await createTestDatabase();
    const ctx = testContext(orm);
    const { id } = await submitQuizResult(ctx, quizResultInput.parse(payload()));
    // What the admin's Quiz Results list shows (docs/admin.md#work-queues).
    const staff = { id: randomUUID(), name: 'Test Admin' };
    const sentFlag = async () => (await listQueue(ctx, staff, 'quiz-result', workQueries['quiz-result'].parse({}))).items.find((r) => r.id === id)!.reportSent;
    expect(await sentFlag()).toBe(false);

    const failing: MailTransport = { kind: 'smtp', send: () => Promise.reject(new Error('mail server down')), close: () => undefined };
    const down = new OutboxWorker(orm, failing, 'no-reply@example.com', createLogger('silent'));
    expect(await down.runOnce()).toBe(0);
    expect(await sentFlag()).toBe(false);
    await down.stop();

    await orm.em.getConnection().execute('update outbox_mail set next_attempt_at = now()');
    const delivered: string[] = [];
    const working: MailTransport = {
      kind: 'smtp',
      send: (mail) => {
        delivered.push(mail.subject);
        return Promise.resolve();
      },
      close: () => undefined,
    };
    const up = new OutboxWorker(orm, working, 'no-reply@example.com', createLogger('silent'));
    expect(await up.runOnce()).toBe(2);
    expect(delivered).toContain(REPORT_SUBJECT);
    expect(await sentFlag()).toBe(true);
    await up.stop();
  });
});

describe('report request rate limit', () => {
  it('answers 429 with a clear message after ten reports an hour from one address, storing nothing more', async () => {
    const { baseUrl: limited, databaseUrl: db } = await startTestServer();
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 10; i += 1) expect((await browser.post('/api/quiz-results', payload())).status).toBe(201);
    const eleventh = await browser.post('/api/quiz-results', payload());
    expect(eleventh.status).toBe(429);
    expect((await readJson<ApiErrorBody>(eleventh)).error).toMatch(/Please wait \d+ minutes, or call us at \(212\) 555-0147/);
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    expect(Number((await client.query<{ n: string }>('select count(*) as n from quiz_result')).rows[0]!.n)).toBe(10);
    await client.end();
  });
});

describe("an assessment's lead (docs/assessments.md#the-assessments-lead)", () => {
  it("the assessment's record links the newest lead with its e-mail, whatever its case, and says when there is none", async () => {
    const email = `lead-link-${randomUUID()}@example.com`;
    const quiz = await readJson<QuizResultRecorded>(await new TestBrowser(baseUrl).post('/api/quiz-results', { ...payload(), email }));
    const admin = await signedIn('admin');
    const recordOf = async () => readJson<RecordDetail>(await admin.fetch(`/api/admin/records/quiz-result/${quiz.id}`));
    const before = await recordOf();
    expect(before.kind === 'quiz-result' && before.record.lead).toBeNull();

    const contact = { ...contactMessage, email: email.toUpperCase() };
    const lead = await readJson<{ id: string }>(await new TestBrowser(baseUrl).post('/api/contacts', contact));
    const after = await recordOf();
    expect(after.kind === 'quiz-result' && after.record.lead).toMatchObject({ id: lead.id, name: `${contact.firstName} ${contact.lastName}`, status: 'new' });
    // Only staff read a record, and so its link.
    expect((await (await signedIn('client')).fetch(`/api/admin/records/quiz-result/${quiz.id}`)).status).toBe(403);
  });
});
