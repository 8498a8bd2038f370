import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatePickerInputProps } from '@mantine/dates';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { isFederalHoliday } from '@elite/contracts/rules/holidays';
import { utcToZoned } from '@elite/contracts/rules/slots';
import { useState } from 'react';

/** Days the office is never open: weekends and US federal holidays (docs/scheduling.md#holidays-and-blocked-times). */
const neverOpen = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6 || isFederalHoliday(date);
};

/**
 * Six weeks in every month: a calendar opened above its field grows or shrinks upwards with the month's weeks, and
 * its Next month button would move from under the pointer (docs/admin.md#rescheduling).
 */
const CONSISTENT_WEEKS = { consistentWeeks: true };

/** A day from today (New York) on which the office can be open: the staff forms' date field. */
export function OpenDayInput(props: Omit<DatePickerInputProps, 'type'>) {
  const [today] = useState(() => utcToZoned(Date.now(), BUSINESS_TIME_ZONE).date);
  return (
    <DatesProvider settings={CONSISTENT_WEEKS}>
      <DatePickerInput
        minDate={today}
        excludeDate={neverOpen}
        valueFormat="ddd, MMM D, YYYY"
        required
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month', previousYear: 'Previous year', nextYear: 'Next year' }}
        {...props}
        // The forms keep '' for "no day yet" (their schema's text); the field shows it empty.
        value={props.value || null}
      />
    </DatesProvider>
  );
}
