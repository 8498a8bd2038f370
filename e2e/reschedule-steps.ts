import type { Locator, Page } from '@playwright/test';
import { dayLabel, monthsBetween, nyDay } from './calendar-days.ts';

/**
 * The Reschedule form's steps (docs/admin.md#rescheduling, docs/portal.md#appointments,
 * docs/scheduling.md#the-reschedule-link): picks `day` in the calendar, then the day's last free time, and presses
 * Move appointment. Answers the time chosen as the page writes it ("5:30 PM").
 */
export async function moveToLastTimeOf(page: Page, reschedule: Locator, day: string): Promise<string> {
  await reschedule.getByRole('button', { name: /^New date/ }).click();
  const calendar = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Next month' }) })
    .last();
  for (let i = 0; i < monthsBetween(nyDay(0), day); i += 1) await calendar.getByRole('button', { name: 'Next month' }).click();
  await calendar.getByRole('button', { name: dayLabel(day), exact: true }).click();
  await reschedule.getByRole('combobox', { name: 'New time' }).click();
  const option = page.getByRole('option').last();
  const newTime = (await option.textContent())!.replace(/ E[SD]T$/, '');
  await option.click();
  await reschedule.getByRole('button', { name: 'Move appointment' }).click();
  return newTime;
}
