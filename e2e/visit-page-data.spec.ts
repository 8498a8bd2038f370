import type { Page } from '@playwright/test';
import { paidLlcFormationThroughTheApi, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';

/**
 * docs/decisions/0059-visit-pages-hydrate-without-the-data-layer.md: a page rendered per request hydrates from the
 * reads in its HTML, without TanStack Query and tRPC; the data layer comes only when the page needs it.
 */

/** The site's scripts and calls the page asks for from now on. */
function requestsOf(page: Page): { scripts: string[]; calls: string[] } {
  const seen = { scripts: [] as string[], calls: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) seen.scripts.push(pathname);
    if (pathname.startsWith('/trpc/') || pathname.startsWith('/api/')) seen.calls.push(pathname);
  });
  return seen;
}

/** The data layer's chunks (lib/data-layer.tsx, and tRPC with TanStack Query beside it). */
const dataLayerChunk = /\/assets\/(data-layer|trpc)-[\w-]+\.js$/;

test('a paid order’s page goes live from the order in its HTML: the data layer is not fetched and the order is not read again', async ({ page }) => {
  const orderId = await paidLlcFormationThroughTheApi(page.request, { businessName: `Page Data ${Date.now()} LLC`, email: uniqueEmail('page-data') });
  const seen = requestsOf(page);
  await page.goto(`/entity-success?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Formation Is Under Way' })).toBeVisible();
  // The page answers: a button of it navigates inside the app (its code is live).
  await page.getByRole('button', { name: 'Explore More Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(seen.scripts.filter((script) => dataLayerChunk.test(script))).toEqual([]);
  expect(seen.calls).toEqual([]);
});

test('a pending order’s page brings the data layer and updates by itself once the payment is confirmed (docs/payments.md#success-pages)', async ({ page }) => {
  const started = await page.request.post('/api/create-entity-payment', {
    data: {
      entityType: 'llc',
      state: 'DE',
      amount: 4999,
      businessName: `Pending ${Date.now()} LLC`,
      contactName: 'Pat Pending',
      email: uniqueEmail('pending'),
      phone: '(212) 555-0199',
    },
  });
  expect(started.status()).toBe(201);
  const { orderId, clientSecret } = (await started.json()) as { orderId: string; clientSecret: string };
  const seen = requestsOf(page);
  await page.goto(`/entity-success?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment is not confirmed yet' })).toBeVisible();
  await expect.poll(() => seen.scripts.some((script) => dataLayerChunk.test(script))).toBe(true);

  const confirmed = await page.request.post('/api/payments/simulated/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Formation Is Under Way' })).toBeVisible();
  expect(seen.calls.every((call) => call === '/trpc/payments.order')).toBe(true);
});
