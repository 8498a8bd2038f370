import type { APIRequestContext } from '@playwright/test';
import { isFederalHoliday } from '@elite/contracts/rules/holidays';
import { isWeekday, longDate, nyDay } from './calendar-days.ts';
import { uniqueEmail } from './checkout-steps.ts';
import { expect, test } from './fixtures.ts';
import { moveToLastTimeOf } from './reschedule-steps.ts';
import { mailTo } from './site-data.ts';

// docs/scheduling.md#the-reschedule-link: the client's confirmation mail carries a link that moves the booking
// without signing in, into a free time; the calendar invitation moves with it and the team is told.

const TEAM = 'advisors@elitebusinessadvisory.com';
/** A working day 141 to 149 days ahead, clear of the other journeys' days (see staff-appointments.spec.ts). */
let day = '';
for (let k = 141 + Math.floor(Math.random() * 5); !day; k += 1) if (isWeekday(nyDay(k)) && !isFederalHoliday(nyDay(k))) day = nyDay(k);

/** "5:30 PM" as the slots call writes it: "17:30". */
const hhmm = (time12: string) => {
  const [, h, m, half] = /^(\d+):(\d\d) ([AP]M)$/.exec(time12)!;
  return `${String((Number(h) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`;
};

const freeTimes = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/appointments/available-slots?date=${day}&type=consultation`)).json()) as { slots: string[] }).slots;

test('a client opens the link in their confirmation mail and moves the meeting to another free time; the old time is free again', async ({ page }) => {
  const email = uniqueEmail('mail-mover');
  // Booked without an account, as most clients book: the first free morning time.
  const bookedTime = (await freeTimes(page.request)).find((t) => t < '12:00')!;
  const booked = await page.request.post('/api/appointments', {
    data: {
      clientName: 'Mae Mover',
      clientEmail: email,
      clientPhone: '(212) 555-0177',
      notes: '',
      appointmentType: 'consultation',
      appointmentDate: day,
      appointmentTime: bookedTime,
      duration: 30,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  const confirmation = await mailTo(email, /^Scheduled: Executive Consultation on /);
  const link = /https?:\/\/\S+\/reschedule-appointment\?token=[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your Executive Consultation' })).toBeVisible();
  await expect(page.getByText(`${longDate(day)} at`)).toBeVisible();

  const reschedule = page.getByRole('region', { name: 'Reschedule' });
  const newTime = await moveToLastTimeOf(page, reschedule, day);

  await expect(page.getByRole('heading', { name: 'Appointment rescheduled' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`${longDate(day)} at ${newTime}`);

  // The old time is offered again; the new one is not.
  const times = await freeTimes(page.request);
  expect(times).toContain(bookedTime);
  expect(times).not.toContain(hhmm(newTime));

  const moved = await mailTo(email, /^Rescheduled: Executive Consultation on /);
  expect(moved.subject).toMatch(new RegExp(`${longDate(day)} at ${newTime} E[SD]T$`));
  expect(moved.attachments[0]!.content).toContain('SEQUENCE:1');
  expect(moved.text).toMatch(/\/reschedule-appointment\?token=[A-Za-z0-9_-]{43}/);
  expect(moved.text).not.toContain(link);
  const notice = await mailTo(TEAM, new RegExp(`^Rescheduled by the client: Executive Consultation, ${longDate(day)} at ${newTime} E[SD]T$`));
  expect(notice.replyTo).toBe(email);

  // The link was spent by the move: opening it again says so.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot move an appointment' })).toBeVisible();
});
