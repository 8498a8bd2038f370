import type { APIRequestContext } from '@playwright/test';
import { paidLlcFormationThroughTheApi, toast, uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { answerByMail } from './mail-steps.ts';
import { signInAsAdmin } from './sign-in.ts';
import { mailTo } from './site-data.ts';

// docs/admin.md#one-client: a client is one person across records, found by their e-mail, with one timeline.

/** A weekday 40 to 120 days ahead at a half hour of business hours (New York), as the booking form would send it. */
function futureSlot(): { date: string; time: string } {
  for (;;) {
    const day = new Date(Date.now() + (40 + Math.floor(Math.random() * 80)) * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const minutes = 9 * 60 + 30 * Math.floor(Math.random() * 14);
    return { date: day.toISOString().slice(0, 10), time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}` };
  }
}

/** The client books a consultation (a free time, tried again if another journey took it). */
async function book(request: APIRequestContext, clientName: string, clientEmail: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { date, time } = futureSlot();
    const res = await request.post('/api/appointments', {
      data: {
        clientName,
        clientEmail,
        clientPhone: '(212) 555-0188',
        appointmentType: 'consultation',
        appointmentDate: date,
        appointmentTime: time,
        duration: 30,
      },
    });
    if (res.status() === 201) return;
  }
  throw new Error('no free time found for the booking');
}

test('from a lead’s drawer the admin opens the client and sees their order, booking and mails on one timeline, and opens the order from it', async ({
  page,
}) => {
  // The client, as the site met them: a contact message, a paid LLC formation and a booked consultation, all under
  // one address (typed in capitals once), made through the API: the journey is the admin's.
  const email = uniqueEmail('one-client');
  const lastName = `Client${Date.now().toString(36)}`;
  const created = await page.request.post('/api/contacts', {
    data: { firstName: 'Maya', lastName, email, phone: '(212) 555-0188', businessType: 'llc', message: 'I want an LLC and a call.' },
  });
  expect(created.status()).toBe(201);
  const { id: leadId } = (await created.json()) as { id: string };
  const orderId = await paidLlcFormationThroughTheApi(page.request, {
    businessName: `Maya ${lastName} LLC`,
    email: email.toUpperCase(),
    contactName: `Maya ${lastName}`,
  });
  await book(page.request, `Maya ${lastName}`, email);

  // Staff write to her from the lead, and she answers by mail.
  await signInAsAdmin(page);
  await page.goto(`/admin?tab=contacts&open=${leadId}`);
  const leadDrawer = page.getByRole('dialog', { name: `Maya ${lastName}` });
  const composer = leadDrawer.getByRole('form', { name: 'Write to the client' });
  await composer.getByLabel('Subject').fill('Your LLC and our call');
  await composer.getByLabel('Message').fill('Thank you, Maya. We will go through the LLC on our call.');
  await composer.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(toast(page, 'E-mail sent')).toBeVisible();
  const mail = await mailTo(email, /^Your LLC and our call$/);
  await answerByMail(email, mail.replyTo, 'Re: Your LLC and our call', 'Perfect, talk soon.');

  // The lead's drawer leads to the client.
  await leadDrawer.getByRole('link', { name: `Client: Maya ${lastName}` }).click();
  await expect(page).toHaveURL(/\/admin\/clients\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: `Maya ${lastName}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  // Her answer arrives through the receiver; the page follows the live events, no reload.
  await expect(timeline.getByRole('link', { name: 'E-mail from the client: Re: Your LLC and our call' })).toBeVisible({ timeout: 15_000 });
  await expect(timeline.getByRole('link', { name: 'E-mail to the client: Your LLC and our call' })).toBeVisible();
  await expect(timeline.getByRole('link', { name: /^Executive Consultation, / })).toBeVisible();
  await expect(timeline.getByRole('link', { name: /^LLC formation: / })).toBeVisible();
  await expect(timeline.getByRole('link', { name: /^Contact message/ })).toBeVisible();
  const order = timeline.getByRole('link', { name: /^Order EBA-\d+: / });
  await expect(order).toBeVisible();
  // Newest first: her answer, then the mail she answered, the booking, the order, the lead.
  const titles = await timeline.getByTestId('timeline-entry').allTextContents();
  expect(titles[0]).toBe('E-mail from the client: Re: Your LLC and our call');
  expect(titles[1]).toBe('E-mail to the client: Your LLC and our call');
  expect(titles.findIndex((t) => t.startsWith('Executive Consultation'))).toBeLessThan(titles.findIndex((t) => t.startsWith('Order EBA-')));
  expect(titles.at(-1)).toMatch(/^Contact message/);
  await expect(page.getByRole('region', { name: 'Portal account' })).toContainText('No portal account with this e-mail.');

  // The order opens in its own list's drawer.
  const reference = /^Order (EBA-\d+)/.exec((await order.textContent()) ?? '')![1]!;
  await order.click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?tab=orders&open=${orderId}`));
  await expect(page.getByRole('dialog', { name: new RegExp(`^${reference}: `) })).toBeVisible();
});
