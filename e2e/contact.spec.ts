import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminSection, signInAsAdmin } from './sign-in.ts';

/** The contact form as a visitor sees it; on home it is the last section, on /contact the main card. */
function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  return {
    form,
    firstName: form.getByRole('textbox', { name: /^First Name/ }),
    lastName: form.getByRole('textbox', { name: /^Last Name/ }),
    email: form.getByRole('textbox', { name: /^Email/ }),
    phone: form.getByRole('textbox', { name: /^Phone/ }),
    businessType: form.getByRole('combobox', { name: /^Business Type/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    submit: form.getByRole('button', { name: /Send Message|Sending\.\.\./ }),
  };
}

type Form = ReturnType<typeof contactForm>;

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function expectToast(page: Page, title: string, message: string) {
  const alert = toast(page, title);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(message);
}

async function expectEmpty(fields: Locator[]) {
  for (const field of fields) await expect(field).toHaveValue('');
}

/** The three checks in the documented order, then a real message through POST /api/contacts; the form is cleared. */
async function validateThenSend(page: Page, f: Form, who: string) {
  await f.submit.click();
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');

  await f.firstName.fill(who);
  await f.lastName.fill('Founder');
  await f.email.fill('founder@example');
  await f.phone.fill('(212) 555-0100');
  await f.businessType.selectOption('llc');
  await f.message.fill('We are forming a holding company and would like advice on the structure.');
  await f.submit.click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');

  await f.email.fill(`${who.toLowerCase()}@example.com`);
  await f.phone.fill('555-01');
  await f.submit.click();
  await expectToast(page, 'Invalid Phone Number', 'Please enter a valid phone number.');

  await f.phone.fill('(212) 555-0100');
  const sent = page.waitForResponse((res) => res.url().endsWith('/api/contacts') && res.request().method() === 'POST');
  await f.submit.click();
  expect((await sent).status()).toBe(201);
  await expectToast(page, 'Message sent successfully!', "We'll get back to you within 24 hours.");
  await expectEmpty([f.firstName, f.lastName, f.email, f.phone, f.businessType, f.message]);
  await expect(f.submit).toHaveText('Send Message');
  await expect(f.submit).toBeEnabled();
}

test.describe('the contact form', () => {
  test('on /contact: the three validation toasts in order, then a real message is sent and the form cleared', async ({ page }) => {
    await page.goto('/contact');
    await validateThenSend(page, contactForm(page), 'Avery');
  });

  test('on the home page: the same checks and a real send', async ({ page }) => {
    await page.goto('/');
    const f = contactForm(page);
    await f.form.scrollIntoViewIfNeeded();
    await validateThenSend(page, f, 'Jordan');
  });

  test('the phone field takes at most 14 characters and the honeypot stays out of reach', async ({ page }) => {
    await page.goto('/contact');
    const f = contactForm(page);
    await f.phone.pressSequentially('+1 (212) 555-0100 ext 9');
    await expect(f.phone).toHaveValue('+1 (212) 555-0');
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
  });

  test('from a fundability package (?service=…): Regarding, a prefilled message, and the service sent with it', async ({ page }) => {
    await page.goto('/contact?service=Credit%20Builder%20Program');
    const f = contactForm(page);
    await expect(f.form.getByText('Regarding:')).toHaveText('Regarding: Credit Builder Program');
    await expect(f.message).toHaveValue(/^I'm interested in the Credit Builder Program\./);

    await f.firstName.fill('Riley');
    await f.lastName.fill('Owner');
    await f.email.fill('riley@example.com');
    await f.phone.fill('212-555-0111');
    await f.businessType.selectOption('construction');
    const request = page.waitForRequest((req) => req.url().endsWith('/api/contacts') && req.method() === 'POST');
    await f.submit.click();
    const body = (await request).postDataJSON() as { service?: string };
    expect(body.service).toBe('Credit Builder Program');
    await expectToast(page, 'Message sent successfully!', "We'll get back to you within 24 hours.");
  });
});

test('the admin sees the contact just sent, with Reply via Email and Call Contact', async ({ page }) => {
  const email = `morgan-${Date.now()}@example.com`;
  await page.goto('/contact');
  const f = contactForm(page);
  await f.firstName.fill('Morgan');
  await f.lastName.fill('Vale');
  await f.email.fill(email);
  await f.phone.fill('(212) 555-0199');
  await f.businessType.selectOption('llc');
  await f.message.fill('Please call me about an LLC for my consulting practice.');
  await f.submit.click();
  await expectToast(page, 'Message sent successfully!', "We'll get back to you within 24 hours.");

  await signInAsAdmin(page);
  await adminSection(page, 'Contact Submissions').click();

  const row = page.getByRole('table', { name: 'Contact Submissions' }).getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Morgan Vale');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Morgan Vale' });
  await expect(dialog).toContainText('Please call me about an LLC for my consulting practice.');
  // Reply via Email goes to the record's composer, so the mail is sent, logged and answered on the record (docs/conversations.md).
  const composer = dialog.getByRole('form', { name: 'Write to the client' });
  await expect(composer).toBeVisible();
  await dialog.getByRole('button', { name: 'Reply via Email' }).click();
  await expect(composer.getByLabel('Subject')).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Call Contact' })).toHaveAttribute('href', 'tel:2125550199');
});
