import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render.tsx';

const API = 'http://localhost:3000/api';
const toast = (title: string) => screen.findByText(title, { selector: '.mantine-Notification-title' });

/** The payment calls answered at the network edge; each call's body is kept. */
function paymentServer(createStatus: number) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/payments/config`, () => HttpResponse.json({ mode: 'simulated', publishableKey: null })),
    http.post(`${API}/create-subscription-payment-simple`, async ({ request }) => {
      bodies.push(await request.json());
      return createStatus === 201
        ? HttpResponse.json({ clientSecret: 'pi_sim_1_secret_x', paymentIntentId: 'pi_sim_1', amountCents: 7_500_000 }, { status: 201 })
        : HttpResponse.json({ error: 'Too many payment attempts.' }, { status: createStatus });
    }),
    http.post(`${API}/create-entity-payment`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ error: 'The payment service is unavailable.' }, { status: createStatus });
    }),
  );
  return bodies;
}

describe('checkout pages', () => {
  beforeEach(() => {
    notifications.clean();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('/checkout-simple: the retainer chooser shows three features, "+N more features" and the labels', async () => {
    paymentServer(201);
    await renderApp('/checkout-simple?plan=enterprise');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to the Enterprise Retainer' })).toBeTruthy();
    const chooser = screen.getByRole('radiogroup');
    expect(within(chooser).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['Foundation', 'Transformation', 'Enterprise']) expect(within(chooser).getByRole('radio', { name: new RegExp(name) })).toBeTruthy();
    expect(within(chooser).getByRole('radio', { name: /Enterprise/ }).getAttribute('aria-checked')).toBe('true');
    expect(within(chooser).getByText('MOST POPULAR')).toBeTruthy();
    expect(within(chooser).getByText('BEST VALUE')).toBeTruthy();
    expect(within(chooser).getAllByText(/^\+\d+ more features$/)).toHaveLength(3);
  });

  it('/checkout-simple: choosing another retainer pays its server price', async () => {
    const bodies = paymentServer(201);
    const user = userEvent.setup();
    await renderApp('/checkout-simple?plan=foundation');
    await user.click(await screen.findByRole('radio', { name: /Transformation/ }));
    await user.type(screen.getByLabelText(/^Full Name/), 'Mary Jackson');
    await user.type(screen.getByLabelText(/^Email/), 'mary@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Test mode: no card is charged')).toBeTruthy();
    expect(bodies).toEqual([{ planId: 'transformation', amount: 75000, name: 'Mary Jackson', email: 'mary@example.com' }]);
    expect(screen.getByRole('button', { name: /Subscribe for \$75,000\/month/ })).toBeTruthy();
  });

  it("/checkout-simple: when the payment cannot be started, toast 'Error' and go to /services", async () => {
    const bodies = paymentServer(429);
    const user = userEvent.setup();
    const { router } = await renderApp('/checkout-simple?plan=foundation');
    await user.type(await screen.findByLabelText(/^Full Name/), 'Mary Jackson');
    await user.type(screen.getByLabelText(/^Email/), 'mary@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await toast('Error')).toBeTruthy();
    expect(screen.getByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(bodies).toHaveLength(1);
  });

  it('/entity-checkout: when the payment cannot be started, go back to /entity-types', async () => {
    const bodies = paymentServer(503);
    const { router } = await renderApp('/entity-checkout?type=llc&state=DE&price=4999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/entity-types'));
    expect(bodies).toEqual([{ entityType: 'llc', state: 'DE', amount: 4999 }]);
  });
});
