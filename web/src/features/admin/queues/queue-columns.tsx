import { Badge, Text } from '@mantine/core';
import { appointmentTypes } from '@elite/contracts/catalogue/appointments';
import { columnText, textFormats, type QueueColumn } from '@elite/contracts/schemas/queue-columns';
import type { StaffRef } from '@elite/contracts/schemas/queue-fields';
import type { WorkKind } from '@elite/contracts/schemas/work-queues';
import { IconAddressBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { timeWithZone } from '../../scheduling/format.ts';
import { ClientLink } from '../clients/ClientLink.tsx';
import { formatDateTime, formatDay, formatDollars } from '../format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import classes from './QueueList.module.css';

/**
 * How each column type of a kind's list (its descriptor's `list.columns`, contracts/src/schemas/queue-columns.ts)
 * is shown in a cell (docs/admin.md#lists). A new column type gets its case here; a new kind needs nothing here.
 */

export const KIND_LABEL = { contact: 'Contact', proposal: 'Proposal', chat: 'Chat', certification: 'Certification' } as const;
const KIND_COLOR = { contact: 'navy', proposal: 'gold', chat: 'teal', certification: 'grape' } as const;

/** 'professional' -> 'Professional': a monthly plan by its name, an unknown id as it is. */
export const planName = (id: string | null | undefined) => (id ? textFormats.plan(id) : null);

/** 'llc' -> 'LLC'; empty -> 'Not specified' (docs/admin.md#contact-submissions). */
export const businessTypeText = (value: string | null | undefined) => textFormats.businessType(value ?? '');

/** docs/admin.md#quiz-results: quiz scores use the 80 and 60 cutoffs. */
export const scoreColor = (percent: number) => (percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red');

const dash = (value: string | null | undefined) => value || '—';

/**
 * "Mar 14, 2026, 9:30 AM" as the day and the time, each kept whole: a narrow column puts the time under the day
 * instead of pushing the table past its card (docs/admin.md#lists).
 */
function DateTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const cut = text.lastIndexOf(', ');
  if (cut < 0) return text;
  return (
    <>
      <span className={classes.nowrap}>{text.slice(0, cut + 1)}</span> <span className={classes.nowrap}>{text.slice(cut + 2)}</span>
    </>
  );
}

/** What the cell renderers read of a row: the fields a column names, and the `status` and `assignedTo` every row has. */
type AnyRow = Record<string, unknown> & { status?: string; assignedTo?: StaffRef | null };

/** A cell of `column` for `row`, by the column's type. */
export function columnCell(kind: WorkKind, column: QueueColumn<AnyRow>, row: AnyRow): ReactNode {
  const text = (field: string) => row[field] as string | null | undefined;
  switch (column.type) {
    case 'text':
      return dash(columnText(text(column.field), column.format));
    case 'count':
      return String(row[column.field]);
    case 'money':
      return formatDollars(row[column.field] as number);
    case 'yesNo':
      return row[column.field] ? column.yes : column.no;
    case 'dateTime': {
      const value = text(column.field);
      return value ? <DateTime iso={value} /> : '—';
    }
    case 'day':
      return formatDay(text(column.field)!);
    case 'timeOfDay':
      return dash(timeWithZone(text(column.day)!, text(column.time)!));
    case 'appointmentType': {
      const type = appointmentTypes[text(column.field) as keyof typeof appointmentTypes];
      return `${type.title} (${row[column.minutes] as number} min)`;
    }
    case 'score': {
      const score = row[column.field] as number;
      return (
        <Text span fw={700} c={`${scoreColor(score)}.8`}>
          {score}%
        </Text>
      );
    }
    case 'leadKind': {
      const leadKind = (text(column.field) ?? 'contact') as keyof typeof KIND_LABEL;
      return (
        <Badge variant="light" color={KIND_COLOR[leadKind]} tt="none" radius="sm" classNames={{ root: classes.badge, label: classes.badgeLabel }}>
          {KIND_LABEL[leadKind]}
        </Badge>
      );
    }
    case 'clientName': {
      // At the row's start, so a click on the row's middle still opens the record (docs/admin.md#one-client).
      const name = column.fields.map(text).join(' ').trim();
      const email = text(column.email) ?? '';
      return (
        <span className={classes.withClient}>
          <ClientLink email={email} label={`Client: ${name || email}`}>
            <IconAddressBook size={18} stroke={1.6} aria-hidden />
          </ClientLink>
          {dash(name)}
        </span>
      );
    }
    case 'status':
      return row.status ? <StatusBadge status={row.status} kind={kind} /> : '—';
    case 'assignee':
      return row.assignedTo ? (
        row.assignedTo.name
      ) : (
        <Text span c="dimmed" size="sm">
          Unassigned
        </Text>
      );
  }
}

/** How a cell breaks: on one line, anywhere (one long word), or between words. */
export const cellClass = (column: QueueColumn<AnyRow>) =>
  column.wrap === 'never' ? classes.nowrap : column.wrap === 'anywhere' ? classes.breakAnywhere : undefined;
