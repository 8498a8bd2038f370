import { assessmentQuestions } from '@elite/contracts/catalogue/readiness-questions';
import { scoreAssessment, weightedScore } from '@elite/contracts/rules/readiness-assessment';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertStaffAccount } from '../src/features/accounts/staff-accounts.service.ts';
import { hashPassword } from '../src/features/accounts/passwords.ts';
import { User } from '../src/features/accounts/user.entity.ts';
import { essential as essentialIntake } from './fixtures/intake.ts';
import { contactMessage, proposalRequest } from './fixtures/leads.ts';
import { card, cartPayer, entityBody, formationData } from './fixtures/checkout.ts';
import { appRouter } from '../src/trpc/router.ts';
import { createTestApp, createTestCaller, testConfig } from './app.ts';
import { statementsOf } from './statements.ts';

/**
 * docs/input-limits.md#public-mutations: every call that changes something and that a caller without a session
 * can reach has a limit, and this file proves each one by calling it past its limit. The calls are found in the
 * code, not listed by hand: every mutation of the tRPC router and every POST, PUT, PATCH and DELETE route of the
 * app that does not answer 401 or 403 to a caller without a session must have a row in `doors` below.
 */

/** A scaled limit allows one call at this scale (every scaled maximum is at most 100): the second is refused. */
const SCALE = '0.01';

interface Door {
  /** The procedure (`portal.resetPassword`) and the REST route (`POST /api/portal/password-reset`) of the call. */
  trpc?: string;
  rest?: string;
  /** The limit that bounds it, in the words of docs/input-limits.md. */
  limit: string;
  /** Calls it allows before the first 429 (1: a scaled limit at this SCALE). */
  allows?: number;
  /** A valid input; what is refused before its limit is counted (a bad field) proves nothing. */
  input?: () => unknown;
  /** Signed in as a portal client of its own (the call needs a session, and counts per account). */
  signedIn?: true;
}

/** A door with no limit of its own, and what bounds it instead (proven by `proof`). */
interface UnlimitedDoor {
  trpc?: string;
  rest?: string;
  bounded: string;
  proof: () => Promise<void>;
}

const uuid = () => crypto.randomUUID();
const answers = Object.fromEntries(assessmentQuestions.map((q) => [String(q.id), weightedScore(q, 'b')!]));
const quizResult = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(212) 555-0199', ...scoreAssessment(answers), answers };
const booking = {
  clientName: 'Ada Lovelace',
  clientEmail: 'ada@example.com',
  clientPhone: '(212) 555-0199',
  notes: '',
  appointmentType: 'consultation',
  appointmentDate: '2031-01-06',
  appointmentTime: '10:00',
  duration: 30,
};
const linkToken = 'x'.repeat(43);
const CHECKOUTS = 'checkout starts: 30 per address per hour';
const PAYMENT_STEPS = 'payment steps after the start: 60 per address per 10 minutes';
const SIGN_IN = 'sign-in attempts: 30 per address per 15 minutes';

const doors: Door[] = [
  { trpc: 'leads.create', rest: 'POST /api/contacts', limit: 'contact messages and proposal requests: 5 per address per hour', input: () => contactMessage },
  {
    trpc: 'leads.requestProposal',
    rest: 'POST /api/proposals',
    limit: 'contact messages and proposal requests: 5 per address per hour',
    input: () => proposalRequest,
  },
  { trpc: 'quizResults.create', rest: 'POST /api/quiz-results', limit: 'assessment reports: 10 per address per hour', input: () => quizResult },
  {
    trpc: 'leads.certificationReport',
    limit: 'certification reports: 10 per address per hour',
    input: () => ({ name: 'Ada Lovelace', email: 'ada@example.com', answers: { ownership: '100', veteran: 'no' } }),
  },
  { trpc: 'appointments.book', rest: 'POST /api/appointments', limit: 'bookings: 10 per address per hour', input: () => booking },
  {
    trpc: 'appointments.cancel',
    rest: 'POST /api/appointments/cancel',
    limit: 'uses of cancel links: 20 per address per hour',
    input: () => ({ token: linkToken }),
  },
  {
    trpc: 'appointments.rescheduleByLink',
    limit: 'moves by reschedule link: 20 per address per hour',
    input: () => ({ token: linkToken, appointmentDate: '2031-01-06', appointmentTime: '10:00' }),
  },
  { trpc: 'appointments.seedAvailability', rest: 'POST /api/seed-availability', limit: 'the opening-hours seed: 30 per address per 10 minutes' },
  { trpc: 'intake.submit', rest: 'POST /api/business-intake', limit: 'business intakes: 10 per address per hour', input: () => essentialIntake },
  {
    trpc: 'nameSearch.search',
    rest: 'POST /api/tools/name-search',
    limit: 'name searches: 60 per address per 10 minutes',
    input: () => ({ businessName: 'Acme Robotics', state: 'DE', businessType: 'llc' }),
  },
  { trpc: 'payments.startEntityCheckout', rest: 'POST /api/create-entity-payment', limit: CHECKOUTS, input: entityBody },
  {
    trpc: 'payments.startPlanCheckout',
    rest: 'POST /api/create-subscription-payment',
    limit: CHECKOUTS,
    input: () => ({ planId: 'professional', amount: 5000, businessData: formationData }),
  },
  {
    trpc: 'payments.startSimpleCheckout',
    rest: 'POST /api/create-subscription-payment-simple',
    limit: CHECKOUTS,
    input: () => ({ planId: 'professional', amount: 5000, name: 'Grace Hopper', email: 'grace@example.com' }),
  },
  {
    trpc: 'payments.startCartCheckout',
    rest: 'POST /api/create-cart-payment',
    limit: CHECKOUTS,
    input: () => ({ ...cartPayer, items: [{ serviceId: 'llc-formation-excellence', quantity: 1 }], amountCents: 499_900 }),
  },
  {
    trpc: 'payments.confirmSimulated',
    rest: 'POST /api/payments/simulated/confirm',
    limit: PAYMENT_STEPS,
    input: () => ({ ...card, clientSecret: 'pi_sim_unknown_secret_x' }),
  },
  { trpc: 'payments.resumeCheckout', limit: PAYMENT_STEPS, input: () => ({ orderId: uuid(), checkoutKey: uuid() }) },
  {
    rest: 'POST /api/entity-formations',
    limit: PAYMENT_STEPS,
    input: () => ({ ...entityBody(), phone: '2125550199', price: 4999, stripePaymentIntentId: 'pi_sim_unknown' }),
  },
  {
    trpc: 'auth.setUpFirstAdmin',
    rest: 'POST /api/admin/setup',
    limit: 'first-admin setup attempts: 10 per address per hour',
    input: () => ({ token: linkToken, username: 'first.owner', name: 'First Owner', password: 'Lantern-Orchard-Basalt-88' }),
  },
  { trpc: 'auth.adminLogin', rest: 'POST /api/admin/login', limit: SIGN_IN, input: () => ({ username: 'nobody', password: 'not-it' }) },
  { trpc: 'portal.login', rest: 'POST /api/portal/login', limit: SIGN_IN, input: () => ({ email: 'nobody@example.com', password: 'not-it' }) },
  {
    trpc: 'portal.verifyEmail',
    rest: 'POST /api/portal/verify-email',
    limit: `${SIGN_IN} (shared with sign-in)`,
    input: () => ({ token: linkToken, password: 'not-it' }),
  },
  {
    trpc: 'portal.register',
    rest: 'POST /api/portal/register',
    limit: 'registrations: 10 per address per hour',
    input: () => ({ email: `new-${uuid()}@example.com`, password: 'a-fine-password-7', fullName: 'Ada', companyName: 'Ada Co' }),
  },
  {
    trpc: 'portal.requestPasswordReset',
    rest: 'POST /api/portal/password-reset/request',
    limit: '"Forgot password" requests: 10 per address per hour',
    input: () => ({ email: `someone-${uuid()}@example.com` }),
  },
  {
    trpc: 'portal.resetPassword',
    rest: 'POST /api/portal/password-reset',
    limit: 'uses of reset links: 20 per address per hour',
    input: () => ({ token: linkToken, password: 'a-fine-password-7' }),
  },
  {
    trpc: 'auth.changePassword',
    rest: 'POST /api/auth/password',
    limit: 'password changes: 5 wrong current passwords per account per 15 minutes (not scaled); needs a session',
    allows: 5,
    signedIn: true,
    input: () => ({ currentPassword: 'not-the-current-one', newPassword: 'a-fine-password-7' }),
  },
];

let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let orm: Awaited<ReturnType<typeof createTestApp>>['orm'];
let config: ReturnType<typeof testConfig>;
let visitor = 0;
/** A caller of its own: limits counted for one door never touch another's. */
const nextAddress = () => `10.${(visitor += 1) >> 16}.${(visitor >> 8) & 255}.${visitor & 255}`;

function rest(route: string, body: unknown, from: string, cookie?: string) {
  const [method, path] = route.split(' ') as [string, string];
  const concrete = path.replace(':id', uuid()).replace(':kind', 'order').replace(':file', 'contacts.csv').replace(':orderId', uuid());
  return app.request(concrete, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The procedure at `path` ('portal.login') of an in-process caller from `clientIp`; resolves to its error's code, or 'OK'. */
async function trpcCode(path: string, input: unknown, clientIp: string, cookieHeader?: string): Promise<string> {
  let procedure: unknown = createTestCaller(orm, { config, clientIp, cookieHeader });
  for (const part of path.split('.')) procedure = (procedure as Record<string, unknown>)[part];
  try {
    await (procedure as (input: unknown) => Promise<unknown>)(input);
    return 'OK';
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return error.code;
  }
}

/** A confirmed portal client of its own, signed in through the portal's door: its session cookie. */
async function clientSession(): Promise<string> {
  const email = `limited-${uuid()}@example.com`;
  await orm.em
    .fork()
    .insert(User, { id: uuid(), role: 'client', email, name: 'Limited', passwordHash: await hashPassword('the-right-one-1'), emailVerifiedAt: new Date() });
  const res = await rest('POST /api/portal/login', { email, password: 'the-right-one-1' }, nextAddress());
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Mutations of the router that a caller without a session reaches (the others answer UNAUTHORIZED or FORBIDDEN first). */
async function publicProcedures(): Promise<string[]> {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures;
  const from = nextAddress();
  const open: string[] = [];
  for (const [path, procedure] of Object.entries(procedures)) {
    if (procedure._def.type !== 'mutation') continue;
    if (!['UNAUTHORIZED', 'FORBIDDEN'].includes(await trpcCode(path, undefined, from))) open.push(path);
  }
  return open;
}

/** POST, PUT, PATCH and DELETE routes under /api that a caller without a session reaches. */
async function publicRoutes(): Promise<string[]> {
  const from = nextAddress();
  const routes = [
    ...new Set(app.routes.filter((r) => /^(POST|PUT|PATCH|DELETE)$/.test(r.method) && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`)),
  ];
  const open: string[] = [];
  for (const route of routes) {
    if (![401, 403].includes((await rest(route, {}, from)).status)) open.push(route);
  }
  return open;
}

beforeAll(async () => {
  config = testConfig({ RATE_LIMIT_SCALE: SCALE, TRUST_PROXY: 'true' });
  ({ app, orm } = await createTestApp({ config }));
});

describe('security finding 3: every public mutation has a limit (docs/input-limits.md#public-mutations)', () => {
  const unlimited: UnlimitedDoor[] = [
    {
      trpc: 'auth.logout',
      rest: 'POST /api/auth/logout',
      bounded: 'no limit, so nobody is ever kept signed in: without a session it runs no statement, with one it ends that session',
      proof: async () => {
        expect(await statementsOf(async () => rest('POST /api/auth/logout', undefined, nextAddress()))).toEqual([]);
        expect(await statementsOf(() => trpcCode('auth.logout', undefined, nextAddress()))).toEqual([]);
      },
    },
    {
      rest: 'POST /api/stripe/webhook',
      bounded: 'no per-address limit (Stripe sends from shared addresses): the signature is checked before any statement runs',
      proof: async () => {
        const stripe = await createTestApp({
          config: testConfig({ STRIPE_SECRET_KEY: 'sk_test_limits', STRIPE_PUBLISHABLE_KEY: 'pk_test_limits', STRIPE_WEBHOOK_SECRET: 'whsec_limits' }),
        });
        let res: Response | undefined;
        const statements = await statementsOf(async () => {
          res = await stripe.app.request('/api/stripe/webhook', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
            body: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' }),
          });
        });
        expect(res!.status).toBe(400);
        expect(statements).toEqual([]);
      },
    },
    {
      rest: 'POST /api/mail/inbound',
      bounded:
        'no per-address limit (providers send from shared addresses): the secret is checked before any statement runs, then each conversation and each sender mailbox have their own hourly limit (docs/conversations.md#limits)',
      proof: async () => {
        const inbound = await createTestApp({ config: testConfig({ INBOUND_WEBHOOK_SECRET: 'the-right-inbound-secret-0123' }) });
        let res: Response | undefined;
        const statements = await statementsOf(async () => {
          res = await inbound.app.request('/api/mail/inbound', {
            method: 'POST',
            headers: { 'content-type': 'message/rfc822', 'x-inbound-secret': 'a-forged-secret-of-any-length' },
            body: 'From: a@example.com\r\nTo: reply+aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@localhost\r\n\r\nhello',
          });
        });
        expect(res!.status).toBe(401);
        expect(statements).toEqual([]);
      },
    },
  ];

  it('every mutation a caller without a session can reach is in the table, so a new one cannot come without a limit', async () => {
    const listed = new Set([...doors, ...unlimited].flatMap((d) => [d.trpc, d.rest]).filter(Boolean));
    const missing = [...(await publicProcedures()), ...(await publicRoutes())].filter((door) => !listed.has(door));
    expect(
      missing,
      'a mutation anyone may call has no limit here: give it one (hitAddressLimit or limitGuard in its service), add it to `doors` in api/test/public-mutations.test.ts and to docs/input-limits.md#public-mutations',
    ).toEqual([]);
  });

  it('the table lists only doors that exist', () => {
    const procedures = Object.keys((appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def.procedures);
    const routes = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    for (const door of [...doors, ...unlimited]) {
      if (door.trpc) expect(procedures, door.trpc).toContain(door.trpc);
      if (door.rest) expect(routes.has(door.rest), door.rest).toBe(true);
    }
  });

  for (const door of doors) {
    const allows = door.allows ?? 1;
    if (door.trpc) {
      it(`${door.trpc}: ${door.limit}, then TOO_MANY_REQUESTS`, async () => {
        const from = nextAddress();
        const cookie = door.signedIn ? await clientSession() : undefined;
        for (let i = 0; i < allows; i += 1) expect(await trpcCode(door.trpc!, door.input?.(), from, cookie), `call ${i + 1}`).not.toBe('TOO_MANY_REQUESTS');
        expect(await trpcCode(door.trpc!, door.input?.(), from, cookie)).toBe('TOO_MANY_REQUESTS');
      });
    }
    if (door.rest) {
      it(`${door.rest}: ${door.limit}, then 429 with Retry-After`, async () => {
        const from = nextAddress();
        const cookie = door.signedIn ? await clientSession() : undefined;
        for (let i = 0; i < allows; i += 1) expect((await rest(door.rest!, door.input?.(), from, cookie)).status, `call ${i + 1}`).not.toBe(429);
        const refused = await rest(door.rest!, door.input?.(), from, cookie);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      });
    }
  }

  for (const door of unlimited) {
    it(`${[door.trpc, door.rest].filter(Boolean).join(' and ')}: ${door.bounded}`, () => door.proof());
  }

  it('a staff account changing its password is limited the same way', async () => {
    await upsertStaffAccount(orm.em.fork(), { username: 'limited.agent', password: 'limited-agent-pass-1', role: 'agent', name: 'Limited Agent' });
    const res = await rest('POST /api/admin/login', { username: 'limited.agent', password: 'limited-agent-pass-1' }, nextAddress());
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const from = nextAddress();
    const wrong = { currentPassword: 'not-the-current-one', newPassword: 'a-fine-password-7' };
    for (let i = 0; i < 5; i += 1) expect((await rest('POST /api/auth/password', wrong, from, cookie)).status).toBe(401);
    expect((await rest('POST /api/auth/password', wrong, from, cookie)).status).toBe(429);
  });
});
