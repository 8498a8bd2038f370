import type { CheckoutStarted, OrderSummary } from '@elite/contracts/schemas/payments';
import { notifications } from '@mantine/notifications';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldMessage, findToast, toastsShown } from '../../../test/form-checks.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type InputOf, type ProcedurePath, type TrpcCall, type TrpcHandlers } from '../../../test/trpc-msw.ts';
import { orderRead } from './order-read.ts';

/**
 * The checkout pages against the payments router answered at the network edge (docs/payments.md): details first,
 * the server's answer decides the card step, failures stay on the page with what was typed, and the pages after a
 * payment say only what the order's state allows.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '0b7b8c1e-5a3f-4c5e-9d62-3f1f0a9d2c11',
    reference: 'EBA-10042',
    kind: 'entity',
    productId: 'llc-formation',
    description: 'Limited Liability Company (LLC) formation in Delaware for Acme Robotics LLC',
    businessName: 'Acme Robotics LLC',
    status: 'pending',
    subtotalCents: 499_900,
    discountCents: 0,
    totalCents: 499_900,
    monthly: false,
    lines: [{ id: 'llc-formation', title: 'Limited Liability Company (LLC) formation (Delaware)', quantity: 1, unitCents: 499_900, lineCents: 499_900 }],
    receiptEmail: 'a***@example.com',
    createdAt: '2026-11-24T15:00:00.000Z',
    paidAt: null,
    lastPaymentError: null,
    checkoutPlan: null,
    checkoutHref: '/entity-types',
    ...overrides,
  };
}
/** An order of a monthly plan bought on /checkout-simple. */
const simplePlanOrder = (planId: string, name: string, totalCents: number) =>
  order({
    kind: 'plan',
    productId: `${planId}-plan`,
    description: `${name} plan (monthly)`,
    businessName: null,
    totalCents,
    monthly: true,
    checkoutPlan: planId,
    checkoutHref: `/checkout-simple?plan=${planId}`,
  });
const started = (o: OrderSummary): CheckoutStarted => ({
  orderId: o.id,
  clientSecret: `pi_sim_${o.reference}_secret_x`,
  paymentIntentId: `pi_sim_${o.reference}`,
  amountCents: o.totalCents,
  order: o,
});

function server(handlers: TrpcHandlers = {}) {
  return mockTrpc({ 'payments.config': () => ok({ mode: 'simulated', publishableKey: null }), ...handlers });
}
/** What the page sent to one procedure, call by call. */
const inputOf = <P extends ProcedurePath>(calls: TrpcCall[], path: P) => calls.filter((c) => c.path === path).map((c) => c.input as InputOf<P>);

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
/** The page's level-1 headings, as read. */
const h1s = () => screen.queryAllByRole('heading', { level: 1 }).map((h) => h.textContent);
/** The text of the element whose text starts with `start` (a sentence with its figures, read whole). */
const sentence = async (start: string) => (await screen.findByText((text) => text.startsWith(start))).textContent;
/** The pay button's label. */
const payButton = async () => (await screen.findByRole('button', { name: /^Pay / })).textContent;

async function typeEntityDetails(user: ReturnType<typeof userEvent.setup>, phone = '2125550199') {
  await user.type(await screen.findByLabelText(/^Business Name/), 'Acme Robotics LLC');
  await user.type(screen.getByLabelText(/^Contact Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Phone/), phone);
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
}
/** The simple checkout's details: Full Name and Email, then Continue to Payment. */
async function typePayer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Full Name/), 'Mary Jackson');
  await user.type(screen.getByLabelText(/^Email/), 'mary@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}
async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1240');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('checkout pages', () => {
  // happy-dom has no document.fonts, which Mantine's autosizing Textarea (the formation form's) listens to.
  beforeAll(() => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  });
  beforeEach(() => {
    notifications.clean();
    sessionStorage.clear();
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('/entity-checkout: checks the details before any payment exists, then shows the card step for the stored order', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = server({ 'payments.startEntityCheckout': () => ok(started(order())) });
    await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(fieldMessage(field(/^Business Name/))).toBe('Please fill in all required fields.'));
    expect([/^Contact Name/, /^Phone/, /^Email/].map((label) => fieldMessage(field(label)))).toEqual(Array(3).fill('Please fill in all required fields.'));
    // The documented focus: the first field that needs work.
    expect(document.activeElement).toBe(field(/^Business Name/));
    await typeEntityDetails(user, '555123');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(fieldMessage(field(/^Phone/))).toBe('Please enter a 10-digit phone number'));
    expect(fieldMessage(field(/^Business Name/))).toBeNull();
    expect(inputOf(calls, 'payments.startEntityCheckout')).toEqual([]);

    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '2125550199');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await sentence('Order EBA-10042')).toBe('Order EBA-10042 · $4,999 · receipt to a***@example.com');
    expect(await payButton()).toBe('Pay $4,999 and Start Formation');
    expect(inputOf(calls, 'payments.startEntityCheckout')).toEqual([
      {
        businessName: 'Acme Robotics LLC',
        contactName: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '(212) 555-0199',
        entityType: 'llc',
        state: 'DE',
        amount: 4999,
        checkoutKey: expect.stringMatching(UUID),
      },
    ]);
  });

  it.each([
    ['/entity-checkout?type=llc&state=DE&price=1', '/entity-types', 'price', 'That checkout link carried a price that is not ours.'],
    ['/entity-checkout?type=llc&state=ZZ&price=4999', '/entity-types', 'state', 'That checkout link named a state we do not know.'],
    ['/entity-checkout?type=lp&state=DE&price=4999', '/entity-types', 'type', 'That checkout link named an entity type we do not form.'],
    ['/checkout?plan=platinum', '/services', 'plan', 'That checkout link named a plan we do not offer.'],
  ])('%s lands on %s with a line saying why (docs/entity-checkout.md#query-parameters)', async (link, page, reason, line) => {
    const { router } = await renderApp(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(router.state.location.search).toEqual({ unavailable: reason });
    expect(await screen.findByText(line, { exact: false })).toBeVisible();
    expect(screen.getByText('This checkout link could not be used')).toBeVisible();
  });

  it('/entity-checkout: a refused start stays on the page with the server sentence and each field message, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    server({
      'payments.startEntityCheckout': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { email: ['Please enter a valid email address.'] } }),
    });
    const { router } = await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await typeEntityDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    const alert = await screen.findByRole('alert', { name: /We could not start your payment/ });
    expect(alert.textContent).toContain('Please correct the field marked below. Nothing was charged.');
    expect(fieldMessage(field(/^Email/))).toBe('Please enter a valid email address.');
    expect(fieldMessage(field(/^Business Name/))).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Business Name/).value).toBe('Acme Robotics LLC');
    expect(router.state.location.pathname).toBe('/entity-checkout');
  });

  it("/checkout-simple: a refused field shows the server's message under it; the details stay", async () => {
    const user = userEvent.setup({ delay: null });
    server({
      'payments.startSimpleCheckout': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { name: ['Must be at most 200 characters'] } }),
    });
    await renderApp('/checkout-simple?plan=foundation');
    await typePayer(user);
    expect((await screen.findByRole('alert', { name: /We could not start your payment/ })).textContent).toContain(
      'Please correct the field marked below. Nothing was charged.',
    );
    expect(fieldMessage(field(/^Full Name/))).toBe('Must be at most 200 characters');
    expect(fieldMessage(field(/^Email/))).toBeNull();
    expect([field(/^Full Name/).value, field(/^Email/).value]).toEqual(['Mary Jackson', 'mary@example.com']);
  });

  it("the cart checkout: the details are checked with the call's schema, and a refused field shows the server's message under it", async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(
      'elite-cart',
      JSON.stringify([
        { id: 'llc-formation-excellence', title: 'LLC Formation Excellence', category: 'formation', price: '$4,999', description: '', quantity: 1 },
      ]),
    );
    const calls = server({
      'payments.startCartCheckout': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { company: ['Must be at most 200 characters'] } }),
    });
    await renderApp('/checkout');
    await user.type(await screen.findByLabelText(/^Full Name/), 'Dorothy Vaughan');
    await user.type(screen.getByLabelText(/^Company/), 'Vaughan Analytics');
    await user.type(screen.getByLabelText(/^Email/), 'dorothy@example');
    await user.type(screen.getByLabelText(/^Phone/), '2125550123');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(fieldMessage(field(/^Email/))).toBe('Please enter a valid email address.'));
    expect(inputOf(calls, 'payments.startCartCheckout')).toEqual([]);

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'dorothy@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findByRole('alert', { name: /We could not start your payment/ })).textContent).toContain(
      'Please correct the field marked below. Nothing was charged.',
    );
    expect(fieldMessage(field(/^Company/))).toBe('Must be at most 200 characters');
    expect(fieldMessage(field(/^Email/))).toBeNull();
    expect(field(/^Company/).value).toBe('Vaughan Analytics');
  });

  it('/checkout-simple: the 30-an-hour limit shows its wait on the page, not a redirect', async () => {
    const user = userEvent.setup({ delay: null });
    server({
      'payments.startSimpleCheckout': () => fail('TOO_MANY_REQUESTS', 'Too many payment attempts. Please wait 42 minutes, or call us at (212) 555-0147.'),
    });
    const { router } = await renderApp('/checkout-simple?plan=foundation');
    await typePayer(user);
    expect((await screen.findByRole('alert', { name: /We could not start your payment/ })).textContent).toContain(
      'Too many payment attempts. Please wait 42 minutes',
    );
    expect(router.state.location.pathname).toBe('/checkout-simple');
    expect(screen.getByLabelText<HTMLInputElement>(/^Full Name/).value).toBe('Mary Jackson');
  });

  it('/checkout-simple?plan=enterprise-retainer: the retainers\' chooser shows three features, "+N more features" and the labels', async () => {
    server();
    await renderApp('/checkout-simple?plan=enterprise-retainer');
    await waitFor(() => expect(h1s()).toEqual(['Subscribe to the Enterprise Retainer']));
    expect(await sentence('The Enterprise retainer')).toBe('The Enterprise retainer: $250,000 per month, billed monthly. Cancel anytime.');
    const chooser = screen.getByRole('radiogroup');
    expect(
      within(chooser)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Foundation retainer $25,000/mo', 'Transformation retainer $75,000/mo', 'Enterprise retainer $250,000/mo']);
    expect(
      within(chooser)
        .getByRole('radio', { name: /Enterprise/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(chooser).getByText('MOST POPULAR').closest('[role="radio"]')?.textContent).toMatch(/^Transformation/);
    expect(within(chooser).getByText('BEST VALUE').closest('[role="radio"]')?.textContent).toMatch(/^Enterprise/);
    expect(within(chooser).getAllByText(/^\+\d+ more features$/)).toHaveLength(3);
  });

  it('/checkout-simple?plan=professional: the plans\' chooser shows each plan\'s first 3 features, "+N more features", Professional MOST POPULAR and Enterprise BEST VALUE (docs/subscriptions-and-intake.md#simple-checkout)', async () => {
    server();
    await renderApp('/checkout-simple?plan=professional');
    await waitFor(() => expect(h1s()).toEqual(['Subscribe to the Professional Plan']));
    expect(await sentence('The Professional plan')).toBe('The Professional plan: $5,000 per month, billed monthly. Cancel anytime.');
    const chooser = screen.getByRole('radiogroup');
    const cards = within(chooser).getAllByRole('radio');
    expect(cards.map((r) => r.getAttribute('aria-label'))).toEqual(['Essential plan $1,000/mo', 'Professional plan $5,000/mo', 'Enterprise plan $15,000/mo']);
    expect(cards.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    const shown = (card: HTMLElement) =>
      within(card)
        .queryAllByText(/^✓ /)
        .map((f) => f.textContent);
    expect(cards.map(shown)).toEqual([
      ['✓ Business Formation (LLC/Corp)', '✓ Basic Compliance Monitoring', '✓ EIN Acquisition'],
      ['✓ Everything in Essential', '✓ Advanced Tax Optimization', '✓ Business Credit Building'],
      ['✓ Everything in Professional', '✓ Dedicated Account Manager', '✓ Weekly Strategy Sessions'],
    ]);
    expect(cards.map((card) => within(card).getByText(/more features$/).textContent)).toEqual(['+2 more features', '+3 more features', '+3 more features']);
    expect(within(cards[1]!).getByText('MOST POPULAR')).toBeVisible();
    expect(within(cards[2]!).getByText('BEST VALUE')).toBeVisible();
    expect(within(cards[0]!).queryByText(/MOST POPULAR|BEST VALUE/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('Professional plan$5,000/mo');
  });

  it('/checkout-simple?plan=enterprise is the $15,000 Enterprise plan, named plainly, and starts its order at that price (docs/decisions/0054-enterprise-is-the-plan-on-the-simple-checkout.md)', async () => {
    const user = userEvent.setup({ delay: null });
    const plan = simplePlanOrder('enterprise', 'Enterprise', 1_500_000);
    const calls = server({ 'payments.startSimpleCheckout': () => ok(started(plan)) });
    await renderApp('/checkout-simple?plan=enterprise');
    await waitFor(() => expect(h1s()).toEqual(['Subscribe to the Enterprise Plan']));
    expect(await sentence('The Enterprise plan')).toBe('The Enterprise plan: $15,000 per month, billed monthly. Cancel anytime.');
    expect(screen.queryByText(/\$250,000/)).toBeNull();
    await typePayer(user);
    expect(await sentence('Order EBA-10042')).toBe('Order EBA-10042 · $15,000 per month · receipt to a***@example.com');
    expect(inputOf(calls, 'payments.startSimpleCheckout')).toEqual([
      { planId: 'enterprise', amount: 15000, name: 'Mary Jackson', email: 'mary@example.com', checkoutKey: expect.stringMatching(UUID) },
    ]);
  });

  it('/checkout-simple: choosing another retainer starts its order at its server price; Back keeps the details', async () => {
    const user = userEvent.setup({ delay: null });
    const retainer = order({
      kind: 'retainer',
      productId: 'transformation-retainer',
      description: 'Transformation retainer (monthly)',
      totalCents: 7_500_000,
      monthly: true,
      checkoutPlan: 'transformation',
    });
    const calls = server({ 'payments.startSimpleCheckout': () => ok(started(retainer)) });
    await renderApp('/checkout-simple?plan=foundation');
    await user.click(await screen.findByRole('radio', { name: /Transformation/ }));
    await typePayer(user);
    expect(await sentence('Test mode')).toBe('Test mode: no card is charged');
    expect(await sentence('Order EBA-10042')).toBe('Order EBA-10042 · $75,000 per month · receipt to a***@example.com');
    expect(inputOf(calls, 'payments.startSimpleCheckout')).toEqual([
      { planId: 'transformation', amount: 75000, name: 'Mary Jackson', email: 'mary@example.com', checkoutKey: expect.stringMatching(UUID) },
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to your details' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Email/)).value).toBe('mary@example.com');
  });

  it("a card step left for one plan never shows under another plan's name and price: the other plan's page starts at its details", async () => {
    const user = userEvent.setup({ delay: null });
    const enterprise = order({
      kind: 'plan',
      productId: 'enterprise-plan',
      description: 'Enterprise plan (monthly)',
      totalCents: 1_500_000,
      monthly: true,
      checkoutPlan: 'enterprise',
    });
    const calls = server({ 'payments.resumeCheckout': () => ok(started(enterprise)) });
    sessionStorage.setItem(
      'elite.checkout.plan.flow',
      JSON.stringify({ checkoutKey: crypto.randomUUID(), orderId: enterprise.id, product: 'enterprise', onCardStep: true }),
    );
    const essential = await renderApp('/checkout?plan=essential');
    expect(await sentence('Step ')).toBe('Step 1 of 6');
    expect(screen.queryByText('$15,000')).toBeNull();
    expect(inputOf(calls, 'payments.resumeCheckout')).toEqual([]);
    essential.unmount();

    // The page of the plan that order sells takes its card step up again, at that order's price.
    await renderApp('/checkout?plan=enterprise');
    expect(await sentence('Order EBA-10042')).toBe('Order EBA-10042 · $15,000 per month · receipt to a***@example.com');
    expect(inputOf(calls, 'payments.resumeCheckout')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to your details' }));
  });

  it('/checkout-simple: the retainer chosen goes into the address, so a reload shows that retainer', async () => {
    const user = userEvent.setup({ delay: null });
    server();
    const { router } = await renderApp('/checkout-simple?plan=foundation');
    await user.click(await screen.findByRole('radio', { name: /Enterprise/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/checkout-simple?plan=enterprise-retainer'));
    await waitFor(() => expect(h1s()).toEqual(['Subscribe to the Enterprise Retainer']));
  });

  it('a declined card is said on the page; the same order can be paid after, and the page goes to its success page', async () => {
    const user = userEvent.setup({ delay: null });
    const entity = order();
    server({
      'payments.startEntityCheckout': () => ok(started(entity)),
      'payments.confirmSimulated': (input) => {
        const declined = input.cardNumber.startsWith('4000');
        return ok({
          status: declined ? 'requires_payment_method' : 'succeeded',
          paymentIntentId: 'pi_sim_EBA-10042',
          error: declined ? { message: 'Your card was declined.' } : null,
        });
      },
      'payments.order': () => ok({ ...entity, status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' }),
    });
    const { router } = await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await typeEntityDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $4,999 and Start Formation' }));
    expect((await screen.findByRole('alert', { name: 'Your payment did not go through' })).textContent).toContain(
      'Your card was declined. Your order is saved',
    );
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $4,999 and Start Formation' }));
    await waitFor(() => expect(router.state.location.href).toBe(`/entity-success?order=${entity.id}`));
    await waitFor(() => expect(h1s()).toEqual(['Your Formation Is Under Way']));
    // The tab forgets a paid checkout: the next one starts afresh.
    expect(sessionStorage.getItem('elite.checkout.entity.draft')).toBeNull();
  });

  it('/checkout-simple: Back after paying shows that the order is paid with a link to its confirmation, never the card form; "Start a new order" starts a new checkout (docs/payments.md#paid-checkouts)', async () => {
    const user = userEvent.setup({ delay: null });
    const plan = simplePlanOrder('professional', 'Professional', 500_000);
    const calls = server({
      'payments.startSimpleCheckout': () => ok(started(plan)),
      'payments.confirmSimulated': () => ok({ status: 'succeeded', paymentIntentId: 'pi_sim_EBA-10042', error: null }),
      'payments.order': () => ok({ ...plan, status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' }),
    });
    const { router } = await renderApp('/checkout-simple?plan=professional');
    await typePayer(user);
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Subscribe for $5,000/month' }));
    await waitFor(() => expect(router.state.location.href).toBe(`/subscription-success?plan=professional&order=${plan.id}`));

    act(() => router.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-simple'));
    const notice = await screen.findByRole('status', { name: 'This order is paid' });
    expect(notice.textContent).toContain('Order EBA-10042, Professional plan (monthly), is paid');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(within(notice).getByRole('link', { name: 'View your order confirmation' }).getAttribute('href')).toBe(
      `/subscription-success?plan=professional&order=${plan.id}`,
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to Payment' })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Start a new order' }));
    expect(field(/^Full Name/).value).toBe('');
    await typePayer(user);
    await screen.findByLabelText('Card number');
    const [first, second] = inputOf(calls, 'payments.startSimpleCheckout').map((input) => input.checkoutKey);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('/checkout?plan=: a card step whose order was paid meanwhile (a payment that redirected) shows that the order is paid, not the card form (docs/payments.md#paid-checkouts)', async () => {
    const essential = order({
      kind: 'plan',
      productId: 'essential-plan',
      description: 'Essential plan (monthly) for Acme Robotics LLC',
      status: 'paid',
      totalCents: 100_000,
      monthly: true,
      checkoutPlan: 'essential',
      checkoutHref: '/checkout?plan=essential',
      paidAt: '2026-11-24T15:01:00.000Z',
    });
    server({ 'payments.resumeCheckout': () => ok({ orderId: essential.id, order: essential, clientSecret: null }) });
    sessionStorage.setItem(
      'elite.checkout.plan.flow',
      JSON.stringify({ checkoutKey: crypto.randomUUID(), orderId: essential.id, product: 'essential', onCardStep: true }),
    );
    const { router } = await renderApp('/checkout?plan=essential');
    const notice = await screen.findByRole('status', { name: 'This order is paid' });
    expect(within(notice).getByRole('link', { name: 'View your order confirmation' }).getAttribute('href')).toBe(
      `/subscription-success?plan=essential&order=${essential.id}`,
    );
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(router.state.location.href).toBe('/checkout?plan=essential');
    // Reopened later in the tab, the checkout still knows its order is paid.
    expect(JSON.parse(sessionStorage.getItem('elite.checkout.plan.flow')!)).toMatchObject({ paid: { orderId: essential.id, reference: 'EBA-10042' } });
  });

  it("after a paid order, the page of another plan is a new checkout with a new key; the paid plan's page still says it is paid (docs/payments.md#paid-checkouts)", async () => {
    const user = userEvent.setup({ delay: null });
    const plan = simplePlanOrder('essential', 'Essential', 100_000);
    const calls = server({ 'payments.startSimpleCheckout': () => ok(started(plan)) });
    const paidKey = crypto.randomUUID();
    const paid = {
      orderId: plan.id,
      reference: 'EBA-10042',
      description: 'Professional plan (monthly)',
      href: `/subscription-success?plan=professional&order=${plan.id}`,
    };
    sessionStorage.setItem(
      'elite.checkout.simple.flow',
      JSON.stringify({ checkoutKey: paidKey, orderId: plan.id, product: 'professional', onCardStep: false, paid }),
    );
    const professional = await renderApp('/checkout-simple?plan=professional');
    expect(await screen.findByRole('status', { name: 'This order is paid' })).toBeVisible();
    professional.unmount();

    await renderApp('/checkout-simple?plan=essential');
    await typePayer(user);
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('status', { name: 'This order is paid' })).toBeNull();
    const keys = inputOf(calls, 'payments.startSimpleCheckout').map((input) => input.checkoutKey);
    expect(keys).toEqual([expect.stringMatching(UUID)]);
    expect(keys).not.toContain(paidKey);
  });

  it('the "Payment Failed" toast of a declined card goes as soon as the retry starts, and never outlives the payment that succeeds (docs/payments.md#checkout-pages)', async () => {
    const user = userEvent.setup({ delay: null });
    const entity = order();
    let release: () => void = () => undefined;
    server({
      'payments.startEntityCheckout': () => ok(started(entity)),
      'payments.confirmSimulated': async (input) => {
        if (input.cardNumber.startsWith('4000')) {
          return ok({ status: 'requires_payment_method', paymentIntentId: 'pi_sim_EBA-10042', error: { message: 'Your card was declined.' } });
        }
        await new Promise<void>((resolve) => (release = resolve));
        return ok({ status: 'succeeded', paymentIntentId: 'pi_sim_EBA-10042', error: null });
      },
      'payments.order': () => ok({ ...entity, status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' }),
    });
    await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await typeEntityDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $4,999 and Start Formation' }));
    expect((await findToast('Payment Failed')).message).toBe('Your card was declined.');
    // Quickly, well within the toast's 5 s on screen.
    await user.clear(screen.getByLabelText('Card number'));
    await user.paste('4242424242424242');
    expect(toastsShown().map((t) => t.title)).toContain('Payment Failed');
    await user.click(screen.getByRole('button', { name: 'Pay $4,999 and Start Formation' }));
    // The retry is under way: the old failure is no longer on screen.
    await waitFor(() => expect(toastsShown().map((t) => t.title)).not.toContain('Payment Failed'));
    release();
    await waitFor(() => expect(h1s()).toEqual(['Your Formation Is Under Way']));
    expect(toastsShown().map((t) => t.title)).not.toContain('Payment Failed');
  });

  it('keeps typed details across a reload, and never writes the SSN down', async () => {
    const user = userEvent.setup({ delay: null });
    server();
    const first = await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await typeEntityDetails(user);
    first.unmount();
    await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    expect((await screen.findByLabelText<HTMLInputElement>(/^Business Name/)).value).toBe('Acme Robotics LLC');
    expect(screen.getByLabelText<HTMLInputElement>(/^Phone/).value).toBe('(212) 555-0199');

    sessionStorage.setItem('elite.checkout.plan.draft', JSON.stringify({ businessName: 'Lovelace Analytics', step: 4, responsiblePartySSN: '123-45-6789' }));
    const plan = await renderApp('/checkout?plan=essential');
    expect(await sentence('Welcome back')).toBe(
      'Welcome back: your answers are as you left them. For your security your SSN is never kept in the browser, so please enter it again.',
    );
    expect(await sentence('Step ')).toBe('Step 3 of 6');
    await user.type(screen.getByLabelText(/^Social Security Number/), '987654321');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sessionStorage.getItem('elite.checkout.plan.draft')).toContain('Lovelace Analytics');
    expect(sessionStorage.getItem('elite.checkout.plan.draft')).not.toMatch(/987|6789|SSN/);
    plan.unmount();
  });

  it("/checkout?plan=: Next checks only the step's fields with the schema's messages; blur checks a field; a corrected field loses its message at once", async () => {
    const user = userEvent.setup({ delay: null });
    server();
    await renderApp('/checkout?plan=essential');
    expect(await sentence('Step ')).toBe('Step 1 of 6');
    // A field is checked when it loses focus; the others wait.
    await user.type(field(/^Business Name/), 'A');
    expect(fieldMessage(field(/^Business Name/))).toBeNull();
    await user.click(field(/^Trade Name/));
    expect(fieldMessage(field(/^Business Name/))).toBe('Business name must be at least 2 characters');
    expect(fieldMessage(field(/^Business Address/))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldMessage(field(/^Business Address/))).toBe('Please enter a valid address'));
    expect(fieldMessage(field(/^ZIP Code/))).toBe('Please enter a valid ZIP code');
    expect(fieldMessage(field(/^Trade Name/))).toBeNull();
    expect(await sentence('Step ')).toBe('Step 1 of 6');

    // Corrected: the message goes at once; still wrong: it stays.
    await user.type(field(/^ZIP Code/), '1');
    expect(fieldMessage(field(/^ZIP Code/))).toBe('Please enter a valid ZIP code');
    await user.type(field(/^Business Name/), 'c');
    expect(fieldMessage(field(/^Business Name/))).toBeNull();
  });

  it('/checkout?plan=: a field of the form the server refuses shows its message on its own step, and the rest is kept', async () => {
    const user = userEvent.setup({ delay: null });
    const formation = {
      businessName: 'Lovelace Analytics',
      tradeName: '',
      businessType: 'llc',
      stateOfFormation: 'DE',
      businessAddress: '12 Engine Street',
      businessCity: 'Wilmington',
      businessState: 'DE',
      businessZip: '19801',
      businessPurpose: 'Analytical engines and consulting for computation.',
      principalActivity: 'Software consulting',
      naicsCode: '',
      dateBusinessStarted: '2026-01-15',
      numberOfEmployees: '3',
      expectedAnnualRevenue: '',
      responsiblePartyName: 'Ada Lovelace',
      responsiblePartyTitle: 'Managing Member',
      responsiblePartyPhone: '(212) 555-0199',
      responsiblePartyEmail: 'ada@example.com',
      owners: [{ name: 'Ada Lovelace', percentage: 100, address: '12 Engine Street, Wilmington DE' }],
      registeredAgentName: 'Delaware Agents Inc',
      registeredAgentAddress: '1 Agent Way',
      registeredAgentCity: 'Dover',
      registeredAgentState: 'DE',
      registeredAgentZip: '19901',
      preferredBankName: '',
      bankingNeeds: [],
      additionalServices: [],
      specialRequirements: '',
    };
    sessionStorage.setItem('elite.checkout.plan.draft', JSON.stringify({ ...formation, step: 5 }));
    const calls = server({
      'payments.startPlanCheckout': () =>
        fail('BAD_REQUEST', 'Some fields are invalid.', {
          formErrors: [],
          fieldErrors: { businessData: ['Owner name required'], 'businessData.owners.0.name': ['Owner name required'] },
        }),
    });
    await renderApp('/checkout?plan=essential');
    // Past the SSN's step: back to it, the SSN asked again.
    expect(await sentence('Step ')).toBe('Step 3 of 6');
    await user.type(field(/^Social Security Number/), '123456789');
    for (const step of ['Step 4 of 6', 'Step 5 of 6', 'Step 6 of 6']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await sentence('Step ')).toBe(step);
    }
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect((await screen.findByRole('alert', { name: /We could not start your payment/ })).textContent).toContain(
      'Please correct the field marked below. Nothing was charged.',
    );
    expect(await sentence('Step ')).toBe('Step 4 of 6');
    expect(fieldMessage(field(/^Owner Name/))).toBe('Owner name required');
    expect(field(/^Owner Name/).value).toBe('Ada Lovelace');
    expect(inputOf(calls, 'payments.startPlanCheckout')).toEqual([
      {
        checkoutKey: expect.stringMatching(UUID),
        planId: 'essential',
        amount: 1000,
        businessData: expect.objectContaining({ ...formation, responsiblePartySSN: '123-45-6789' }),
      },
    ]);
  });

  it('/checkout?plan=: a plan that cannot load shows the documented error page with Back to Services', async () => {
    mockTrpc({ 'payments.config': () => fail('INTERNAL_SERVER_ERROR', 'Internal server error') });
    await renderApp('/checkout?plan=professional');
    expect(await sentence('Unable to load')).toBe('Unable to load subscription plan. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe('/services');
  });

  it('/checkout?plan=: the route reads the payment settings before the page renders (no skeleton, one call)', async () => {
    const calls = server();
    await renderApp('/checkout?plan=professional');
    expect(screen.getByRole('heading', { level: 1, name: 'Professional Plan Checkout' })).toBeVisible();
    expect(screen.queryByLabelText('Loading plan')).toBeNull();
    expect(calls.filter((c) => c.path === 'payments.config')).toHaveLength(1);
  });

  it('the cart checkout pays only the order it showed: a cart changed on the card step must update the order first', async () => {
    const user = userEvent.setup({ delay: null });
    localStorage.setItem(
      'elite-cart',
      JSON.stringify([
        { id: 'llc-formation-excellence', title: 'LLC Formation Excellence', category: 'formation', price: '$4,999', description: '', quantity: 1 },
      ]),
    );
    const one = order({
      kind: 'cart',
      productId: 'cart-services',
      lines: [{ id: 'llc-formation-excellence', title: 'LLC Formation Excellence', quantity: 1, unitCents: 499_900, lineCents: 499_900 }],
    });
    const two = order({
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      reference: 'EBA-10043',
      kind: 'cart',
      productId: 'cart-services',
      totalCents: 999_800,
      lines: [{ id: 'llc-formation-excellence', title: 'LLC Formation Excellence', quantity: 2, unitCents: 499_900, lineCents: 999_800 }],
    });
    const calls = server({ 'payments.startCartCheckout': (input) => ok(started(input.amountCents === 499_900 ? one : two)) });
    await renderApp('/checkout');
    await user.type(await screen.findByLabelText(/^Full Name/), 'Dorothy Vaughan');
    await user.type(screen.getByLabelText(/^Company/), 'Vaughan Analytics');
    await user.type(screen.getByLabelText(/^Email/), 'dorothy@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '2125550123');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await payButton()).toBe('Pay $4,999');

    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.click(await screen.findByRole('button', { name: /Increase quantity of LLC Formation Excellence/ }));
    const notice = await screen.findByRole('alert', { name: 'Your cart changed' });
    expect(notice.textContent).toContain('This payment was for $4,999; your cart now totals $9,998. Nothing has been charged');
    expect(screen.queryByRole('button', { name: 'Pay $4,999' })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Update my order to $9,998' }));
    await waitFor(async () => expect(await payButton()).toBe('Pay $9,998'));
    const starts = inputOf(calls, 'payments.startCartCheckout');
    expect(starts.map((s) => s.amountCents)).toEqual([499_900, 999_800]);
    expect(starts[0]!.checkoutKey).toBe(starts[1]!.checkoutKey);
  });
});

describe('pages after a payment say only what the order allows', () => {
  beforeEach(() => sessionStorage.clear());

  it('/entity-success with no order says there is none, and never that a payment succeeded', async () => {
    server();
    await renderApp('/entity-success');
    await waitFor(() => expect(h1s()).toEqual(['No order to show']));
    expect(screen.queryByText(/Under Way|successful/i)).toBeNull();
  });

  it('/entity-success of an unknown order says it could not be found', async () => {
    server({ 'payments.order': () => fail('NOT_FOUND', 'We could not find this order. Please check the link, or contact us.') });
    await renderApp('/entity-success?order=6f9619ff-8b86-4d01-b42d-00cf4fc964ff');
    await waitFor(() => expect(h1s()).toEqual(['We could not find this order']));
  });

  it('/entity-success of a pending order says the payment is not confirmed yet, and the way back', async () => {
    server({ 'payments.order': () => ok(order()) });
    await renderApp(`/entity-success?order=${order().id}`);
    await waitFor(() => expect(h1s()).toEqual(['Your payment is not confirmed yet']));
    expect(await sentence('We have your order')).toBe(
      'We have your order EBA-10042 for $4,999, but no confirmed payment for it yet. If you have just paid, this page updates by itself as soon as the payment provider confirms it.',
    );
    expect(screen.getByRole('link', { name: 'Return to checkout' }).getAttribute('href')).toBe('/entity-types');
  });

  it('/entity-success of a declined order says "Payment failed" with the decline, nothing charged, and the way back to pay it (docs/payments.md#order-states)', async () => {
    server({ 'payments.order': () => ok(order({ status: 'payment_failed', lastPaymentError: 'Your card was declined.' })) });
    await renderApp(`/entity-success?order=${order().id}`);
    await waitFor(() => expect(h1s()).toEqual(['Payment failed']));
    expect(await sentence('We have your order')).toBe(
      'We have your order EBA-10042 for $4,999, but the last payment attempt did not go through: Your card was declined. Nothing was charged; you can pay it with another card.',
    );
    expect(screen.getByRole('link', { name: 'Return to checkout' }).getAttribute('href')).toBe('/entity-types');
    expect(screen.queryByText(/Under Way/)).toBeNull();
  });

  it('/entity-success of a paid cart order never shows it as a formation: it links the page of that order', async () => {
    const cart = order({
      kind: 'cart',
      productId: 'cart-services',
      description: '1 service',
      businessName: null,
      status: 'paid',
      paidAt: '2026-11-24T15:01:00.000Z',
    });
    server({ 'payments.order': () => ok(cart) });
    await renderApp(`/entity-success?order=${cart.id}`);
    await waitFor(() => expect(h1s()).toEqual(['This order has its own page']));
    expect(screen.getByRole('link', { name: 'its own page' }).getAttribute('href')).toBe(`/checkout?order=${cart.id}`);
    expect(screen.queryByText(/Under Way/)).toBeNull();
  });

  it('/entity-success of a paid order shows what was bought, the amount, the date, the reference and the catalogue timeline', async () => {
    server({ 'payments.order': () => ok(order({ status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' })) });
    await renderApp(`/entity-success?order=${order().id}`);
    await waitFor(() => expect(h1s()).toEqual(['Your Formation Is Under Way']));
    const facts = screen.getByRole('table', { name: 'Your order' });
    for (const text of ['Acme Robotics LLC', 'Limited Liability Company (LLC) formation (Delaware)', '$4,999', 'November 24, 2026', 'EBA-10042'])
      expect(facts.textContent).toContain(text);
    expect(await sentence('7-10 business days')).toBe('7-10 business days');
    expect(await sentence('Articles of Organization')).toBe('Articles of Organization (state-filed)');
  });

  it('/entity-success dates an order by its day in New York, as the receipt does, whatever the browser’s zone (docs/payments.md#success-pages)', async () => {
    // 03:30 on the 25th in UTC is 10:30 PM on the 24th in New York.
    server({ 'payments.order': () => ok(order({ status: 'paid', paidAt: '2026-11-25T03:30:00.000Z' })) });
    await renderApp(`/entity-success?order=${order().id}`);
    await waitFor(() => expect(h1s()).toEqual(['Your Formation Is Under Way']));
    const facts = screen.getByRole('table', { name: 'Your order' });
    expect(facts.textContent).toContain('November 24, 2026');
    expect(facts.textContent).not.toContain('November 25');
  });

  it('the route reads the order before the page renders: the paid page shows at once, after one call', async () => {
    const calls = server({ 'payments.order': () => ok(order({ status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' })) });
    await renderApp(`/entity-success?order=${order().id}`);
    expect(screen.getByRole('heading', { name: 'Your Formation Is Under Way' })).toBeVisible();
    expect(screen.queryByLabelText('Loading your order')).toBeNull();
    expect(inputOf(calls, 'payments.order')).toEqual([{ orderId: order().id }]);
  });

  it('while the order is read, the page shows its loading view', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server({
      'payments.order': async () => {
        await gate;
        return ok(order({ status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' }));
      },
    });
    // Rendered at once, as the browser does for this page (it is not prerendered).
    await renderApp(`/entity-success?order=${order().id}`, { waitForLoad: false });
    expect(await screen.findByLabelText('Loading your order', {}, { timeout: 3000 })).toBeVisible();
    release();
    expect(await screen.findByRole('heading', { name: 'Your Formation Is Under Way' })).toBeVisible();
  });

  /** What the HTML of a page rendered per request carries: the order the server rendered it from, as it dehydrates it. */
  function pageDataWith(o: OrderSummary): DehydratedState {
    const cache = new QueryClient();
    cache.setQueryData(orderRead(o.id).key, o);
    return dehydrate(cache);
  }

  it('a paid order’s page rendered by the server goes live from the order in its HTML: no data layer, no call (docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md)', async () => {
    const calls = server();
    const paid = order({ status: 'paid', paidAt: '2026-11-24T15:01:00.000Z' });
    const { router } = await renderApp(`/entity-success?order=${paid.id}`, { pageData: pageDataWith(paid) });
    expect(h1s()).toEqual(['Your Formation Is Under Way']);
    expect(screen.getByRole('table', { name: 'Your order' }).textContent).toContain('Acme Robotics LLC');
    expect(router.options.context.dataLayer.made()).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('a pending order’s page rendered by the server brings the data layer and follows the order until it is paid (docs/payments.md#success-pages)', async () => {
    let status: OrderSummary['status'] = 'pending';
    const calls = server({ 'payments.order': () => ok(order({ status, paidAt: status === 'paid' ? '2026-11-24T15:01:00.000Z' : null })) });
    const { router } = await renderApp(`/entity-success?order=${order().id}`, { pageData: pageDataWith(order()) });
    expect(h1s()).toEqual(['Your payment is not confirmed yet']);
    await waitFor(() => expect(router.options.context.dataLayer.made()).toBeDefined());
    status = 'paid';
    expect(await screen.findByRole('heading', { name: 'Your Formation Is Under Way' }, { timeout: 5000 })).toBeVisible();
    expect(inputOf(calls, 'payments.order').length).toBeGreaterThan(0);
  });

  it('/subscription-success names the retainer from its order, not from ?plan=, and links its own intake', async () => {
    const retainer = order({
      kind: 'retainer',
      productId: 'enterprise-retainer',
      description: 'Enterprise retainer (monthly)',
      businessName: null,
      status: 'paid',
      totalCents: 25_000_000,
      monthly: true,
      checkoutPlan: 'enterprise-retainer',
      checkoutHref: '/checkout-simple?plan=enterprise-retainer',
      paidAt: '2026-11-24T15:01:00.000Z',
    });
    server({ 'payments.order': () => ok(retainer) });
    await renderApp(`/subscription-success?plan=enterprise&order=${retainer.id}`);
    expect(await sentence('Your Enterprise retainer')).toBe('Your Enterprise retainer is active. Thank you for choosing Elite Business Advisory.');
    expect(screen.getByRole('table', { name: 'Your order' }).textContent).toContain('$250,000 per month');
    expect(screen.getByRole('link', { name: /Complete Business Intake/ }).getAttribute('href')).toBe(
      `/business-intake?plan=enterprise-retainer&order=${retainer.id}`,
    );
  });
});
