import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillFormationForm, paidLlcFormationThroughTheApi, uniqueEmail } from './checkout-steps.ts';
import { expectLayoutKept } from './layout-checks.ts';
import { signedInClientWithAFormation } from './portal-client.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/**
 * docs/site-and-navigation.md#phones-and-desktops: every route of the route table, on a 390 px phone and a 1280 px
 * desktop, has no sideways scroll, no control under a fixed or sticky element, no text cut by its box, and no
 * serious axe finding; a prerendered page's HTML already holds its main heading; the page arrives with the site's
 * Content-Security-Policy (api/src/http/security-headers.ts) and loads and hydrates without a violation (every journey fails on one,
 * e2e/fixtures.ts). One page load per route and width does all of it: these were three sweeps once, and each page
 * load is what a browser journey spends most of its time on (docs/performance.md#ci).
 *
 * The routes come from the build's manifest (web/dist/client/_routes.json), which the prerender step writes from
 * the router's route tree: a new route is swept without touching this file (it then needs a sample below only if
 * it wants search params).
 */
const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/dist/client/_routes.json'), 'utf8')) as {
  pages: Record<string, string>;
  frames: Record<string, string>;
  perRequest: Record<string, string>;
  appRoutes: string[];
};

const SOME_ORDER = '00000000-0000-4000-8000-000000000000';

/** The address each route is visited at: its typical search params (routes without an entry are visited bare). */
const samples: Record<string, string> = {
  '/entity-checkout': '/entity-checkout?type=s-corp&state=DE&price=12500',
  '/entity-success': `/entity-success?order=${SOME_ORDER}`,
  '/checkout': '/checkout?plan=professional',
  '/checkout-simple': '/checkout-simple?plan=foundation',
  '/subscription-success': `/subscription-success?plan=foundation&order=${SOME_ORDER}`,
  '/business-intake': '/business-intake?plan=professional',
  '/cancel-appointment': '/cancel-appointment?token=not-a-real-token',
  '/reschedule-appointment': '/reschedule-appointment?token=not-a-real-token',
  '/contact': '/contact?service=Fundability%20Foundation',
  '/portal/reset-password': '/portal/reset-password?token=not-a-real-token',
  '/portal/verify-email': '/portal/verify-email?token=not-a-real-token',
};

/**
 * Routes the server answers with the empty app shell, filled in by the browser: session-bound or per-visitor pages
 * without a frame (docs/site-and-navigation.md#routes). The browser-only pages with a prerendered frame
 * (manifest.frames, docs/decisions/0036-frames-of-browser-only-pages.md) are checked for their frame instead, and
 * the pages rendered per request (manifest.perRequest, docs/decisions/0058-visit-pages-rendered-per-request.md) for
 * their main heading, as the prerendered ones.
 */
const browserOnly = new Set(manifest.appRoutes.filter((route) => !(route in manifest.frames) && !(route in manifest.perRequest)));

/** Who must be signed in to see the page itself rather than its sign-in: the suite's admin (never signed out here) or a client. */
const needs: Record<string, 'admin' | 'client'> = { '/admin': 'admin', '/support-chat': 'admin', '/portal/dashboard': 'client' };

const widths = [
  { width: 390, height: 844, axe: true },
  { width: 1280, height: 800, axe: true },
] as const;

/** The headers every page answers with (api/src/http/security-headers.ts). */
function expectSecurityHeaders(headers: Record<string, string>) {
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
}

const normalise = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Scrolls down far enough for scroll-to-top to show (when the page is that long), so the checks meet every floating button. */
async function withFloatingButtons(page: Page) {
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight > 320);
  if (!scrollable) return;
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  // Only the public shell has the button (the portal and the back office do not).
  if (!(await page.getByRole('button', { name: 'Open cart' }).count())) return;
  const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(scrollToTop).toBeVisible();
  // Where it comes to rest, not where its slide-in passes: the slide runs on a wrapper, so no animation may run on the
  // button or on any box around it.
  await expect
    .poll(() =>
      scrollToTop.evaluate((el) => {
        let running = 0;
        for (let box: Element | null = el; box; box = box.parentElement) running += box.getAnimations().length;
        return running;
      }),
    )
    .toBe(0);
}

async function signIn(page: Page, who: 'admin' | 'client', baseURL: string) {
  if (who === 'admin') await signInAsAdmin(page);
  else await signedInClientWithAFormation(page, baseURL, 'sweep.client');
}

test.describe('layout sweep: every route on a phone and a desktop', () => {
  // An address no route answers gets the not-found page, which is held to the same rules.
  const routes = [...Object.keys(manifest.pages), ...manifest.appRoutes, '/no-such-page'];

  for (const route of routes) {
    test(`${route} at 390 px and 1280 px`, async ({ page, request, baseURL }) => {
      const address = samples[route] ?? route;
      if (needs[route]) await signIn(page, needs[route], baseURL!);

      const html = browserOnly.has(route) ? null : await (await request.get(address)).text();

      for (const size of widths) {
        await page.setViewportSize({ width: size.width, height: size.height });
        const response = await page.goto(address);
        if (size.width === widths[0].width) expectSecurityHeaders(response?.headers() ?? {});
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1').first()).toBeVisible();
        if (html !== null && route in manifest.frames) {
          expect(html, 'the server HTML is the page frame: the top bar and the outline').toContain('data-frame');
          expect(normalise(html)).toContain('Elite Business Advisory');
        } else if (html !== null && size.width === widths[0].width) {
          const heading = normalise((await page.locator('h1').first().textContent()) ?? '');
          expect(heading, 'the page has a main heading').not.toBe('');
          expect(normalise(html), 'the server HTML holds the main heading').toContain(heading);
        }
        await withFloatingButtons(page);
        await expectLayoutKept(page, `${address} at ${size.width} px`, { axe: size.axe });
      }
    });
  }
});

test.describe('layout sweep: states a visitor opens', () => {
  test('a mega menu and the cart panel on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Methodology' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // e2e/accessibility.spec.ts runs axe on an open mega menu and the cart.
    await expectLayoutKept(page, 'the Methodology menu at 1280 px', { axe: false, within: 'header' });
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /^Add to Cart: / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectLayoutKept(page, 'the cart panel at 1280 px', { axe: false });
  });

  for (const size of widths) {
    test(`the contact form's error messages at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/contact');
      // The form's code loads as the visitor nears it (lib/island.tsx): on a phone, by scrolling down to it.
      await page.getByRole('region', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('First Name').fill('Ada');
      await form.getByLabel('Email').fill('not-an-address');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Missing Information')).toBeVisible();
      await expectLayoutKept(page, `the contact form with its errors at ${size.width} px`, { axe: size.axe });
    });
  }

  test('each step of the six-step plan checkout and its card step on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/checkout?plan=professional');
    await fillFormationForm(page, `Sweep Phone Co ${Date.now()}`, uniqueEmail('sweep.plan'), async (step) => {
      const state = step === 7 ? 'the card step' : `step ${step} of 6`;
      if (step <= 6) await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
      await expectLayoutKept(page, `/checkout?plan=professional, ${state}, at 390 px`);
    });
  });

  test("the admin's record drawer and its reason dialog on a phone", async ({ page, request }) => {
    const businessName = `Sweep Drawer ${Date.now()}`;
    await paidLlcFormationThroughTheApi(request, { businessName, email: uniqueEmail('sweep.drawer') });
    await signInAsAdmin(page);
    // The back-office navigation folds behind its burger on a phone: pick the list first, then narrow the window.
    await adminSection(page, 'Entity Formations').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Search' }).fill(businessName);
    // On a phone each record is a card (docs/admin.md): a tap opens it.
    await page.getByRole('article', { name: businessName }).click();
    const drawer = page.getByRole('dialog', { name: businessName });
    await expect(drawer).toBeVisible();
    await expectLayoutKept(page, 'an entity formation in the record drawer at 390 px');
    await drawer.getByRole('button', { name: 'Move to Cancelled', exact: true }).click();
    // Its order is paid: the cancellation asks about the refund too (docs/admin.md#cancelling-a-paid-formation).
    const dialog = page.getByRole('dialog', { name: 'Cancel this formation?' });
    await expect(dialog).toBeVisible();
    await expectLayoutKept(page, 'the reason dialog of a cancellation at 390 px');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
  });
});
