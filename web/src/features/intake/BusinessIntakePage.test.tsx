import type { IntakeForOrder } from '@elite/contracts/schemas/intake';
import type { OrderSummary } from '@elite/contracts/schemas/payments';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldMessage, findToast } from '../../../test/form-checks.ts';
import { renderApp } from '../../../test/render.tsx';
import { fail, mockTrpc, ok, type TrpcHandlers } from '../../../test/trpc-msw.ts';

function server(overrides: TrpcHandlers = {}) {
  return mockTrpc({
    'auth.session': () => ok(null),
    'intake.submit': () => ok({ id: 'i1' }),
    ...overrides,
  });
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
// Without per-key pauses: these forms are long, and the suite shares a busy machine.
const user = userEvent.setup({ delay: null });
/** Types a whole value at once (the inputs are controlled: the phone is formatted by its change handler). */
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });

async function choose(label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

async function fillBasics() {
  type(/^Business Name/, 'Lovelace Analytics');
  await choose('Business Type', 'S Corporation');
  await choose('State of Formation', 'Delaware');
  type(/^Your Full Name/, 'Ada Lovelace');
  type(/^Email/, 'ada@example.com');
  type(/^Phone/, '2125550199');
}

describe('/business-intake', () => {
  beforeEach(() => notifications.clean());
  // happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
  beforeAll(() => {
    if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  });

  it('formats the phone as typed and sends only the plan’s fields, the phone as digits and the subscription number', async () => {
    const calls = server();
    const { router } = await renderApp('/business-intake?plan=essential&subscription=7');
    await screen.findByText('Step 1 of 1');
    await fillBasics();
    expect(input(/^Phone/).value).toBe('(212) 555-0199');
    expect(input(/^Phone/).maxLength).toBe(14);
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/business-intake'));
    const sent = calls.find((c) => c.path === 'intake.submit')!.input;
    expect(sent).toEqual({
      planType: 'essential',
      subscriptionId: 7,
      orderId: null,
      businessName: 'Lovelace Analytics',
      businessType: 's-corp',
      stateOfFormation: 'DE',
      responsiblePartyName: 'Ada Lovelace',
      responsiblePartyEmail: 'ada@example.com',
      responsiblePartyPhone: '2125550199',
    });
    expect(await findToast('Success!')).toEqual({
      title: 'Success!',
      message: 'Your business information has been submitted. Our team will review and contact you within 24 hours.',
      color: 'green',
    });
    expect(sessionStorage.getItem('elite.intake.email')).toBe('ada@example.com');
  }, 60_000);

  it('sends nothing while a field of the step is wrong; the 2-step plan starts at 50%', async () => {
    const calls = server();
    await renderApp('/business-intake?plan=professional');
    await screen.findByText('50% complete');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fieldMessage(input(/^Business Name/))).toBe('Business name is required'), { timeout: 5000 });
    expect([/^Your Full Name/, /^Email/, /^Phone/].map((label) => fieldMessage(input(label)))).toEqual([
      'Name is required',
      'Valid email required',
      'Valid phone number required',
    ]);
    expect(fieldMessage(screen.getByRole('combobox', { name: 'Business Type' }))).toBe('Please select a business type');
    // The first field in question takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(input(/^Business Name/)));
    expect(screen.getByText(/^Step \d of \d$/).textContent).toBe('Step 1 of 2');
    expect(calls.some((c) => c.path === 'intake.submit')).toBe(false);
  });

  it('a field is checked when it loses focus, and a corrected field loses its message at once', async () => {
    server();
    await renderApp('/business-intake?plan=essential');
    await screen.findByText('Step 1 of 1');
    await user.type(input(/^Email/), 'ada@example');
    expect(fieldMessage(input(/^Email/))).toBeNull();
    await user.click(input(/^Your Full Name/));
    expect(fieldMessage(input(/^Email/))).toBe('Valid email required');
    expect(fieldMessage(input(/^Your Full Name/))).toBeNull();
    await user.type(input(/^Email/), '.com');
    expect(fieldMessage(input(/^Email/))).toBeNull();
  });

  it('a refused field from the server shows on its field, back on its step, with the documented Error toast', async () => {
    server({
      'intake.submit': () => fail('BAD_REQUEST', 'Some fields are invalid.', { formErrors: [], fieldErrors: { businessName: ['Business name is required'] } }),
    });
    await renderApp('/business-intake?plan=professional');
    await screen.findByText('Step 1 of 2');
    await fillBasics();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 2');
    type(/^Business Address/, '12 Analytical Way');
    type(/^City/, 'Brooklyn');
    await choose('State', 'New York');
    type(/^ZIP Code/, '11201');
    type(/^Business Purpose/, 'Engine design consulting.');
    type(/^Number of Employees/, '3');
    await user.click(screen.getByRole('button', { name: 'Submit Information' }));
    expect(await findToast('Error')).toEqual({ title: 'Error', message: 'Failed to submit your information. Please try again.', color: 'red' });
    await waitFor(() => expect(screen.getByText(/^Step \d of \d$/).textContent).toBe('Step 1 of 2'));
    expect(fieldMessage(input(/^Business Name/))).toBe('Business name is required');
    expect(fieldMessage(input(/^Your Full Name/))).toBeNull();
    expect(input(/^Email/).value).toBe('ada@example.com');
  }, 60_000);

  it('without a plan shows the no-plan card and calls nothing', async () => {
    const calls = server();
    await renderApp('/business-intake');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['No subscription plan specified']));
    expect(screen.getByRole('link', { name: 'Return to Services' }).getAttribute('href')).toBe('/services');
    expect(calls.some((c) => c.path === 'intake.submit')).toBe(false);
  });
  describe('opened from a paid order (docs/subscriptions-and-intake.md#from-the-order)', () => {
    const orderId = '0b7b8c1e-5a3f-4c5e-9d62-3f1f0a9d2c11';
    const paid: OrderSummary = {
      id: orderId,
      reference: 'EBA-10042',
      kind: 'plan',
      productId: 'essential-plan',
      description: 'Essential plan (monthly) for Lovelace Analytics',
      businessName: 'Lovelace Analytics',
      status: 'paid',
      subtotalCents: 100_000,
      discountCents: 0,
      totalCents: 100_000,
      monthly: true,
      lines: [],
      receiptEmail: 'a***@example.com',
      createdAt: '2026-11-24T15:00:00.000Z',
      paidAt: '2026-11-24T15:01:00.000Z',
      lastPaymentError: null,
      checkoutPlan: 'essential',
      checkoutHref: '/checkout?plan=essential',
    };
    const open: IntakeForOrder = {
      state: 'open',
      prefill: {
        businessName: 'Lovelace Analytics',
        responsiblePartyName: 'Ada Lovelace',
        responsiblePartyEmail: 'ada@example.com',
        responsiblePartyPhone: '2125550199',
      },
    };
    const received: IntakeForOrder = {
      state: 'received',
      received: { sentAt: '2026-11-25T14:30:00.000Z', planType: 'essential', businessName: 'Lovelace Analytics', orderReference: 'EBA-10042' },
    };

    it('fills in the name, business name, e-mail and phone the checkout asked, and they stay editable', async () => {
      const calls = server({ 'payments.order': () => ok(paid), 'intake.forOrder': () => ok(open) });
      await renderApp(`/business-intake?plan=essential&order=${orderId}`);
      await screen.findByText('Step 1 of 1');
      expect([/^Business Name/, /^Your Full Name/, /^Email/, /^Phone/].map((label) => input(label).value)).toEqual([
        'Lovelace Analytics',
        'Ada Lovelace',
        'ada@example.com',
        '(212) 555-0199',
      ]);
      expect(calls.find((c) => c.path === 'intake.forOrder')!.input).toEqual({ orderId });
      type(/^Business Name/, 'Lovelace Engines');
      await choose('Business Type', 'LLC');
      await choose('State of Formation', 'Delaware');
      await user.click(screen.getByRole('button', { name: 'Submit Information' }));
      await waitFor(() => expect(calls.some((c) => c.path === 'intake.submit')).toBe(true));
      expect(calls.find((c) => c.path === 'intake.submit')!.input).toMatchObject({
        orderId,
        businessName: 'Lovelace Engines',
        responsiblePartyName: 'Ada Lovelace',
        responsiblePartyEmail: 'ada@example.com',
        responsiblePartyPhone: '2125550199',
      });
    }, 60_000);

    it('an order that has its intake shows when it came and the way to the portal, not a second form (docs/subscriptions-and-intake.md#one-intake-per-order)', async () => {
      server({ 'payments.order': () => ok(paid), 'intake.forOrder': () => ok(received) });
      await renderApp(`/business-intake?plan=essential&order=${orderId}`);
      const heading = await screen.findByRole('heading', { name: 'We already have your business information' });
      expect(heading.parentElement!.textContent).toContain(
        'The business intake for order EBA-10042 came on November 25, 2026: Lovelace Analytics, Essential plan. An order takes one intake',
      );
      expect(screen.getByRole('link', { name: /Open Client Portal/ }).getAttribute('href')).toBe('/portal/dashboard');
      expect(screen.queryByRole('form', { name: 'Business intake' })).toBeNull();
    });

    it('a second intake the server refuses (409, sent meanwhile from another tab) shows its words, then the intake it has', async () => {
      let answer: IntakeForOrder = open;
      const refusal =
        'We already have the business intake for order EBA-10042, sent November 25, 2026. To change something, tell your advisor or call us at (212) 555-0147.';
      server({
        'payments.order': () => ok(paid),
        'intake.forOrder': () => ok(answer),
        'intake.submit': () => {
          answer = received;
          return fail('CONFLICT', refusal);
        },
      });
      await renderApp(`/business-intake?plan=essential&order=${orderId}`);
      await screen.findByText('Step 1 of 1');
      await choose('Business Type', 'LLC');
      await choose('State of Formation', 'Delaware');
      await user.click(screen.getByRole('button', { name: 'Submit Information' }));
      expect(await findToast('Error')).toMatchObject({ message: refusal });
      await screen.findByRole('heading', { name: 'We already have your business information' });
    }, 60_000);
  });
});
