import type { APIRequestContext, Page } from '@playwright/test';
import { isFederalHoliday } from '@elite/contracts/rules/holidays';
import { isWeekday, longDate, nyDay } from './calendar-days.ts';
import { uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { moveToLastTimeOf } from './reschedule-steps.ts';
import { signUpThroughApi } from './portal-account.ts';
import { mailTo } from './site-data.ts';

// docs/portal.md#appointments: a client moves their own booking from the portal into a free time; the calendar
// invitation moves with it and the team is told.

const TEAM = 'advisors@elitebusinessadvisory.com';
/** Two working days 125 to 140 days ahead, clear of the other journeys' days (see staff-appointments.spec.ts). */
const days: string[] = [];
for (let k = 125 + Math.floor(Math.random() * 8); days.length < 2; k += 1) if (isWeekday(nyDay(k)) && !isFederalHoliday(nyDay(k))) days.push(nyDay(k));
const [bookedDay, movedDay] = days as [string, string];

/** Books the first free morning time of the day as the signed-in client (so the portal shows it). */
async function book(request: APIRequestContext, date: string, email: string): Promise<string> {
  for (const time of ['09:00', '09:30', '10:00', '10:30', '11:00']) {
    const res = await request.post('/api/appointments', {
      data: {
        clientName: 'Rory Mover',
        clientEmail: email,
        clientPhone: '(212) 555-0166',
        notes: '',
        appointmentType: 'consultation',
        appointmentDate: date,
        appointmentTime: time,
        duration: 30,
      },
    });
    if (res.status() === 201) return time;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error(`no free morning time on ${date}`);
}

/** A new portal client with a booking on bookedDay, on their dashboard with that booking's Reschedule form open. */
async function openRescheduleForm(page: Page, baseURL: string, client: { tag: string; fullName: string; companyName: string }) {
  const email = uniqueEmail(client.tag);
  await signUpThroughApi(page.request, baseURL, { email, password: 'Reschedule-Password-2026', fullName: client.fullName, companyName: client.companyName });
  await book(page.request, bookedDay, email);
  await page.goto('/portal/dashboard');
  const appointments = page.getByRole('region', { name: 'Appointments' });
  const row = appointments.getByRole('listitem').filter({ hasText: longDate(bookedDay) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Reschedule' }).click();
  return { email, appointments, reschedule: row.getByRole('region', { name: 'Reschedule' }) };
}

test('a client reschedules from the portal: picks a new day and time, sees it moved, gets the updated invitation, and the team is told', async ({
  page,
  baseURL,
}) => {
  const { email, appointments, reschedule } = await openRescheduleForm(page, baseURL!, {
    tag: 'portal-mover',
    fullName: 'Rory Mover',
    companyName: 'Mover LLC',
  });
  const newTime = await moveToLastTimeOf(page, reschedule, movedDay);
  await expect(page.getByRole('alert').filter({ hasText: 'Appointment rescheduled' })).toBeVisible();
  await expect(appointments.getByRole('listitem').filter({ hasText: longDate(movedDay) })).toContainText(newTime);

  const mail = await mailTo(email, /^Rescheduled: Executive Consultation on /);
  expect(mail.subject).toMatch(new RegExp(`${longDate(movedDay)} at ${newTime} E[SD]T$`));
  expect(mail.attachments[0]!.content).toContain('SEQUENCE:1');
  expect(mail.attachments[0]!.content).toContain('at your request');
  const notice = await mailTo(TEAM, new RegExp(`^Rescheduled by the client: Executive Consultation, ${longDate(movedDay)} at ${newTime} E[SD]T$`));
  expect(notice.replyTo).toBe(email);
});

test('the New date calendar keeps its size from month to month, so opened above its field its Next month stays under the pointer (docs/admin.md#rescheduling)', async ({
  page,
  baseURL,
}) => {
  const { reschedule } = await openRescheduleForm(page, baseURL!, { tag: 'portal-pager', fullName: 'Pat Pager', companyName: 'Pager LLC' });
  await reschedule.getByRole('button', { name: /^New date/ }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
  const next = calendar.getByRole('button', { name: 'Next month' });
  const height = async () => (await calendar.boundingBox())!.height;
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
  const first = await height();
  // Six months include months of four, five and six weeks (Monday first).
  for (let month = 1; month <= 6; month += 1) {
    await next.click();
    expect(await height(), `after ${month} month(s)`).toBe(first);
  }
});
