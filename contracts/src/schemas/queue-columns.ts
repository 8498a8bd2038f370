import { findPlan } from '../catalogue/plans.ts';
import { usStateLabel } from '../catalogue/us-states.ts';
import { formatPhone } from './formation-fields.ts';
import { intakeBusinessTypes, intakePlanName, isIntakePlan } from './intake-fields.ts';
import { businessTypeLabels, businessTypes } from './leads.ts';

/**
 * How a work queue's list shows its kind (docs/admin.md#lists), as data in the kind's descriptor
 * (docs/architecture.md#adding-a-record-kind-to-the-admin): its sentence, how a row is named, and its columns, each
 * with the field it shows and its type. The admin renders each column by its type
 * (web/src/features/admin/queues/queue-columns.tsx): a new kind needs its descriptor, and a renderer only for a
 * column type no kind had before.
 */

/** The SSN as any answer shows it: `***-**-1234`. */
export const maskedSsn = (last4: string) => `***-**-${last4}`;

/** The fields of a row whose values are of type T (any field of a row whose values are `unknown`: the web's renderers). */
type FieldOf<Row, T> = { [F in keyof Row]-?: unknown extends Row[F] ? F : Row[F] extends T ? F : never }[keyof Row] & string;

/**
 * How a text column's value is worded, by a catalogue's names: `plan` a monthly plan's name, `intakePlan` an
 * intake's plan, `businessType` a lead's or entity formation's type ("Not specified" when empty), `intakeBusinessType`
 * an intake's type, `usState` a state's name, `phone` a US number as (212) 555-0142, `ssn` the last four as
 * `***-**-1234`. A value the catalogue does not know is shown as it is.
 */
export const textFormats = {
  plan: (id: string) => (id ? (findPlan(id)?.name ?? id) : ''),
  intakePlan: (plan: string) => (isIntakePlan(plan) ? intakePlanName(plan) : plan),
  businessType: (value: string) =>
    !value ? 'Not specified' : (businessTypes as readonly string[]).includes(value) ? businessTypeLabels[value as keyof typeof businessTypeLabels] : value,
  intakeBusinessType: (value: string) => intakeBusinessTypes.find((t) => t.value === value)?.label ?? value,
  usState: (code: string) => usStateLabel(code) ?? code,
  phone: formatPhone,
  ssn: (last4: string) => (last4 ? maskedSsn(last4) : ''),
} satisfies Record<string, (value: string) => string>;
export type TextFormat = keyof typeof textFormats;

/** A text column's words for a value: its format's, or the value itself; empty when there is none. */
export function columnText(value: string | null | undefined, format?: TextFormat): string {
  return format ? textFormats[format](value ?? '') : (value ?? '');
}

/**
 * One column: `key` names it (and its header's sort when `sort` is given: one of the kind's `sorts`), `header` is
 * its title; `wrap` how its cell breaks: between words by default, `never` keeps it on one line (dates, badges,
 * references), `anywhere` lets one long word (an e-mail) break rather than widen the table past its card.
 */
interface ColumnBase {
  key: string;
  header: string;
  sort?: string;
  wrap?: 'never' | 'anywhere';
}

/** The column types and what each reads of the row. */
export type QueueColumn<Row> = ColumnBase &
  (
    | /** A text, '—' when empty, worded by its format. */ { type: 'text'; field: FieldOf<Row, string | null | undefined>; format?: TextFormat }
    | /** A number as it is. */ { type: 'count'; field: FieldOf<Row, number> }
    | /** Dollars: $4,999, $6,749.10. */ { type: 'money'; field: FieldOf<Row, number> }
    | /** One of two words. */ { type: 'yesNo'; field: FieldOf<Row, boolean>; yes: string; no: string }
    | /** An instant in New York, the time under the day when the column is narrow; '—' when none. */ {
        type: 'dateTime';
        field: FieldOf<Row, string | null | undefined>;
      }
    | /** A calendar day: Mar 14, 2026. */ { type: 'day'; field: FieldOf<Row, string> }
    | /** A day's time with the business's zone: 9:30 AM ET. */ { type: 'timeOfDay'; day: FieldOf<Row, string>; time: FieldOf<Row, string> }
    | /** An appointment's type with its length: Executive Consultation (60 min). */ {
        type: 'appointmentType';
        field: FieldOf<Row, string>;
        minutes: FieldOf<Row, number>;
      }
    | /** A score in percent, coloured by the 80 and 60 cutoffs (docs/admin.md#quiz-results). */ { type: 'score'; field: FieldOf<Row, number> }
    | /** A lead's kind as a badge (a missing one is a contact). */ { type: 'leadKind'; field: FieldOf<Row, string | undefined> }
    | /** A person's name (its fields joined), led by a link to their client page (docs/admin.md#one-client). */ {
        type: 'clientName';
        fields: FieldOf<Row, string>[];
        email: FieldOf<Row, string>;
      }
    | /** The row's `status` as the kind's badge. */ { type: 'status' }
    | /** The row's `assignedTo`, "Unassigned" when nobody. */ { type: 'assignee' }
  );

/** The columns most lists share: when it came, the client's e-mail, its status, who has it. */
export const sharedColumns = {
  received: { key: 'createdAt', header: 'Received', type: 'dateTime', field: 'createdAt', sort: 'createdAt' },
  email: { key: 'email', header: 'Email', type: 'text', field: 'email', sort: 'email', wrap: 'anywhere' },
  status: { key: 'status', header: 'Status', type: 'status', sort: 'status', wrap: 'never' },
  assignee: { key: 'assignedTo', header: 'Assigned', type: 'assignee', wrap: 'never' },
} as const;

/** A kind's list: what the page says of it, how a row is named, which rows are dimmed, its columns in order. */
export interface QueueListView<Row> {
  /** The sentence under the list's title. */
  description: string;
  /** The records in a sentence: "No {plural} yet", "No {plural} match these filters". */
  plural: string;
  /** A row's name (the card's heading on a phone, the detail's title): these fields, joined, trimmed. */
  title: { fields: FieldOf<Row, string>[]; separator?: string };
  /** Rows shown dimmed (appointments that have started). */
  dimmedWhen?: FieldOf<Row, boolean>;
  columns: QueueColumn<Row>[];
}

/** A list view checked against the kind's row schema: every field a column names is a field of the row, of its type. */
export const listView = <Row>(view: QueueListView<Row>): QueueListView<Row> => view;

/** A row's (or a record's) name as its list's `title` says. */
export function rowTitle(view: { title: { fields: string[]; separator?: string } }, row: object): string {
  return view.title.fields
    .map((field) => (row as Record<string, unknown>)[field] as string)
    .join(view.title.separator ?? ' ')
    .trim();
}
