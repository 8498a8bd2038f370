import type { MantineColor } from '@mantine/core';
import { BUSINESS_TIME_ZONE } from '@elite/contracts/catalogue/appointments';
import { statusLabels, type WorkStatus } from '@elite/contracts/schemas/work-queues';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });

/** A moment as the portal dates it, in New York: "Nov 25, 2026". */
export const portalDate = (iso: string) => day.format(new Date(iso));

/** A status as the portal names it: "In progress", "Past due". */
export const statusLabel = (status: string) => statusLabels[status as WorkStatus] ?? status;

const colours: Partial<Record<WorkStatus, MantineColor>> = {
  received: 'yellow',
  in_progress: 'blue',
  filed: 'teal',
  completed: 'green',
  cancelled: 'red',
  paid: 'green',
  fulfilled: 'teal',
  refunded: 'gray',
  failed: 'red',
  active: 'green',
  past_due: 'orange',
  new: 'yellow',
  reviewed: 'green',
  scheduled: 'blue',
  confirmed: 'green',
  no_show: 'gray',
};

/** A status badge's colour. */
export const statusColour = (status: string): MantineColor => colours[status as WorkStatus] ?? 'gray';
