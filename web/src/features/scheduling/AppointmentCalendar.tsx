import '@mantine/dates/styles.css';
import { federalHolidayOn } from '@elite/contracts/rules/holidays';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import classes from './SchedulePage.module.css';

/** docs/scheduling.md#scheduling-wizard: the focus search for an enabled day gives up after this many steps. */
const FOCUS_SEARCH_STEPS = 365;

export interface AppointmentCalendarProps {
  value: string | null;
  onChange: (date: string) => void;
  /** The first day a slot can start on (today, or tomorrow once today's last slot is too near): earlier days are disabled. */
  today: string;
  /** The last day of the booking window: later days are disabled, and the month arrows stop at its month. */
  lastDay?: string;
  /** Whole days the office is closed (the server's closedDays: holidays and days staff closed), with what to call them. */
  closedDays?: ReadonlyMap<string, string>;
}

const isWeekend = (date: string) => {
  const day = dayjs(date).day();
  return day === 0 || day === 6;
};

/** Why a weekday cannot be chosen: a federal holiday (known here too, by the shared rule) or a day staff closed. */
function closedLabel(date: string, closedDays: ReadonlyMap<string, string> | undefined): string | null {
  const holiday = federalHolidayOn(date);
  if (holiday) return `${holiday.name}: office closed`;
  return closedDays?.has(date) ? 'Office closed' : null;
}

/**
 * Step 1's single-date calendar: weekends, federal holidays, days the office is closed, days before the first day a
 * slot can start and days past the booking window disabled (docs/scheduling.md#holidays-and-blocked-times).
 * Mantine moves focus with the arrows; PageUp/PageDown (month, with Shift a
 * year) and Home/End (start and end of the week) are added here, each landing
 * on the nearest enabled day.
 */
export function AppointmentCalendar({ value, onChange, today, lastDay, closedDays }: AppointmentCalendarProps) {
  const [month, setMonth] = useState<string>(value ?? today);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const closed = (date: string) => isWeekend(date) || closedLabel(date, closedDays) !== null;
  const disabled = (date: string) => date < today || (lastDay !== undefined && date > lastDay) || closed(date);

  useEffect(() => {
    if (!focusTarget) return;
    wrapper.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusTarget}"]`)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot focus request, cleared once the element has focus
    setFocusTarget(null);
  }, [focusTarget, month]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).getAttribute('data-date');
    if (!from) return;
    let target = dayjs(from);
    let step = 1;
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      const sign = event.key === 'PageUp' ? -1 : 1;
      target = target.add(sign, event.shiftKey ? 'year' : 'month');
      step = sign;
    } else if (event.key === 'Home') {
      target = target.subtract(target.day(), 'day');
    } else if (event.key === 'End') {
      target = target.add(6 - target.day(), 'day');
      step = -1;
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    let date = target.format('YYYY-MM-DD');
    for (let i = 0; i < FOCUS_SEARCH_STEPS && disabled(date); i += 1) date = dayjs(date).add(step, 'day').format('YYYY-MM-DD');
    if (disabled(date)) return;
    setMonth(dayjs(date).startOf('month').format('YYYY-MM-DD'));
    setFocusTarget(date);
  };

  return (
    <div ref={wrapper} onKeyDownCapture={onKeyDownCapture}>
      <DatePicker
        value={value}
        onChange={(date) => date && onChange(date)}
        date={month}
        onDateChange={setMonth}
        minDate={today}
        maxDate={lastDay}
        excludeDate={closed}
        size="md"
        classNames={{ day: classes.calendarDay }}
        getDayProps={(date) => {
          const label = isWeekend(date) ? null : closedLabel(date, closedDays);
          return label ? { 'data-date': date, title: label } : { 'data-date': date };
        }}
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month', previousYear: 'Previous year', nextYear: 'Next year' }}
      />
    </div>
  );
}
