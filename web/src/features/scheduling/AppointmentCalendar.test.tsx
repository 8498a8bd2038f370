import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render.tsx';
import { AppointmentCalendar } from './AppointmentCalendar.tsx';

/** Today is Wednesday 2026-11-25 in these tests. */
const TODAY = '2026-11-25';

function Calendar({ closedDays, lastDay }: { closedDays?: ReadonlyMap<string, string>; lastDay?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <AppointmentCalendar value={value} onChange={setValue} today={TODAY} lastDay={lastDay} closedDays={closedDays} />
      <output aria-label="chosen">{value ?? ''}</output>
    </>
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;
const focusedDate = () => document.activeElement?.getAttribute('data-date');

function startAt(date: string) {
  renderWithTheme(<Calendar />);
  day(date).focus();
  expect(focusedDate()).toBe(date);
}

describe('the appointment calendar (docs/scheduling.md#scheduling-wizard: weekends and past days disabled, keyboard support)', () => {
  it('disables weekends and days before today, and chooses an enabled day', () => {
    renderWithTheme(<Calendar />);
    expect(day('2026-11-24').disabled || day('2026-11-24').getAttribute('data-disabled') === 'true').toBe(true);
    expect(day('2026-11-28').disabled || day('2026-11-28').getAttribute('data-disabled') === 'true').toBe(true);
    fireEvent.click(day('2026-11-27'));
    expect(screen.getByLabelText('chosen').textContent).toBe('2026-11-27');
  });

  it('disables federal holidays and days staff closed, each named in its title (docs/scheduling.md#holidays-and-blocked-times)', () => {
    renderWithTheme(<Calendar closedDays={new Map([['2026-12-02', 'Closed']])} />);
    const isDisabled = (date: string) => day(date).disabled || day(date).getAttribute('data-disabled') === 'true';
    expect(isDisabled('2026-11-26')).toBe(true);
    expect(day('2026-11-26').title).toBe('Thanksgiving Day: office closed');
    expect(isDisabled('2026-12-02')).toBe(true);
    expect(day('2026-12-02').title).toBe('Office closed');
    fireEvent.click(day('2026-11-26'));
    expect(screen.getByLabelText('chosen').textContent).toBe('');
    expect(isDisabled('2026-12-03')).toBe(false);
  });

  it('PageDown and PageUp move a month, landing on the nearest enabled day in that direction', () => {
    startAt('2026-11-27'); // a Friday
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(focusedDate()).toBe('2026-12-28'); // Sunday the 27th is disabled: Monday the 28th
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(focusedDate()).toBe('2026-11-27'); // Saturday the 28th is disabled: on in the same direction, to Friday
  });

  it('Shift+PageDown moves a year', () => {
    startAt('2026-11-30');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown', shiftKey: true });
    expect(focusedDate()).toBe('2027-11-30');
  });

  it('Home and End go to the ends of the week, skipping the weekend days', () => {
    startAt('2026-12-02'); // a Wednesday
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focusedDate()).toBe('2026-12-04'); // Saturday the 5th is disabled: back to Friday
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focusedDate()).toBe('2026-11-30'); // Sunday the 29th is disabled: on to Monday
  });

  it('never lands before today: PageUp from this month finds no enabled day within 365 steps and stays', () => {
    startAt('2026-11-27');
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' });
    expect(focusedDate()).toBe('2026-11-27');
  });

  it('offers no day past the booking window, and its month arrow stops at the window’s month (docs/scheduling.md#scheduling-wizard)', () => {
    renderWithTheme(<Calendar lastDay="2026-11-27" />);
    expect(day('2026-11-25').disabled).toBe(false);
    expect(day('2026-11-27').disabled).toBe(false);
    expect(day('2026-11-30').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('data-disabled')).toBe(true);
  });
});
