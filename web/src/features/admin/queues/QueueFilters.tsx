import { Box, Button, Checkbox, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { statusLabels, workDateFields, workStatuses, type WorkKind, type WorkQueryInput } from '@elite/contracts/schemas/work-queues';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { useSession } from '../../accounts/session.ts';
import type { QueueSearch } from '../sections.ts';
import { KIND_LABEL } from './queue-columns.tsx';
import classes from './QueueList.module.css';

/** What the date filter's field is called in each list. */
const dateFieldLabels: Record<string, string> = { createdAt: 'Received', paidAt: 'Paid', startsAt: 'Appointment', lastMessageAt: 'Last message' };

const SEARCH_DELAY_MS = 300;

/** A lead's origin (the lead query's `type`), named as the list's Type badge names it. */
const leadTypes = Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }));

/**
 * Whose records (docs/admin.md#assigned-work): any staff member's, or nobody's (`assignedTo=none`). With **Assigned to
 * me** ticked it names the signed-in person rather than "Anyone", and choosing oneself ticks it: one filter, two
 * controls that agree.
 */
function AssigneeFilter({ value, onChange }: { value: string | undefined; onChange: (assignedTo: string | undefined) => void }) {
  const staff = trpc.auth.staffAccounts.useQuery();
  const me = useSession().data?.id;
  const options = [
    { value: 'none', label: 'Unassigned' },
    ...(staff.data ?? []).map((account) => ({ value: account.id, label: account.id === me ? `${account.name} (me)` : account.name })),
  ];
  return (
    <Select
      label="Assignee"
      placeholder="Anyone"
      data={options}
      value={value === 'me' ? (me ?? null) : (value ?? null)}
      onChange={(next) => onChange(next && next === me ? 'me' : (next ?? undefined))}
      clearable
      w={{ base: '100%', xs: 180 }}
    />
  );
}

/**
 * The search box: typed text reaches the address (and the server) once typing pauses. It follows the address too
 * (Clear filters, Back), adjusting its own text while rendering rather than in an effect.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const search = useDebouncedCallback((q: string) => onSearch(q.trim() || undefined), SEARCH_DELAY_MS);
  return (
    <TextInput
      label="Search"
      placeholder="Name, email, phone or reference"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280 }}
      maxLength={200}
    />
  );
}

/**
 * A list's filter bar (docs/admin.md#work-queues): search, statuses, a lead's type (Contact Submissions only), a date
 * range (on the kind's date fields), mine, follow-up due (docs/admin.md#follow-ups).
 */
export function QueueFilters({ kind, input, onChange }: { kind: WorkKind; input: WorkQueryInput; onChange: (patch: QueueSearch) => void }) {
  const dateFields = workDateFields[kind] as readonly string[];
  const statuses = Array.isArray(input.status) ? input.status : input.status ? input.status.split(',') : [];
  // On a phone the filters beyond the search fold behind one button, so the first record shows on the first screen;
  // they start open when one of them is set (docs/admin.md#work-queues).
  const filtersSet = [statuses.length > 0, 'type' in input && !!input.type, !!(input.from || input.to), !!input.assignedTo, !!input.followUp].filter(
    Boolean,
  ).length;
  const [unfolded, setUnfolded] = useState(filtersSet > 0);
  const moreId = useId();
  return (
    <Group className={classes.filters} gap="sm" align="flex-end" role="search" aria-label="Filter the list">
      <SearchBox value={input.q ?? ''} onSearch={(q) => onChange({ q })} />
      <Button
        className={classes.moreFiltersToggle}
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.7} aria-hidden />}
        aria-expanded={unfolded}
        aria-controls={moreId}
        onClick={() => setUnfolded((open) => !open)}
      >
        {filtersSet > 0 ? `Filters (${filtersSet})` : 'Filters'}
      </Button>
      <Box id={moreId} className={classes.moreFilters} data-unfolded={unfolded || undefined}>
        <MultiSelect
          label="Status"
          placeholder={statuses.length ? undefined : 'Any status'}
          data={(workStatuses[kind] as readonly string[]).map((status) => ({ value: status, label: statusLabels[status as keyof typeof statusLabels] }))}
          value={statuses}
          onChange={(value) => onChange({ status: value.length ? value : undefined })}
          clearable
          // On a phone, Status and a lead's Type share a row, as From and To do, so the rows start sooner.
          w={{ base: kind === 'lead' ? 'calc(50% - 6px)' : '100%', sm: 240 }}
          comboboxProps={{ withinPortal: true }}
        />
        {kind === 'lead' && (
          <Select
            label="Type"
            placeholder="Any type"
            data={leadTypes}
            value={'type' in input && input.type ? input.type : null}
            onChange={(value) => onChange({ type: value ?? undefined })}
            clearable
            w={{ base: 'calc(50% - 6px)', xs: 180 }}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {dateFields.length > 1 && (
          <Select
            label="Date"
            data={dateFields.map((field) => ({ value: field, label: dateFieldLabels[field] ?? field }))}
            value={input.dateField ?? dateFields[0]!}
            onChange={(value) => onChange({ dateField: value && value !== dateFields[0] ? value : undefined })}
            allowDeselect={false}
            w={{ base: '100%', xs: 150 }}
          />
        )}
        {(['from', 'to'] as const).map((bound) => (
          <TextInput
            key={bound}
            type="date"
            label={bound === 'from' ? 'From' : 'To'}
            value={input[bound] ?? ''}
            // A range that ends before it starts is refused by the server: the picker does not offer it.
            min={bound === 'to' ? input.from : undefined}
            max={bound === 'from' ? input.to : undefined}
            onChange={(event) => onChange({ [bound]: event.currentTarget.value || undefined })}
            w={{ base: 'calc(50% - 6px)', xs: 160 }}
          />
        ))}
        <AssigneeFilter value={input.assignedTo} onChange={(assignedTo) => onChange({ assignedTo })} />
        <Checkbox
          label="Assigned to me"
          checked={input.assignedTo === 'me'}
          onChange={(event) => onChange({ assignedTo: event.currentTarget.checked ? 'me' : undefined })}
          mb={8}
        />
        <Checkbox
          label="Follow-up due"
          checked={input.followUp === 'due'}
          onChange={(event) => onChange({ followUp: event.currentTarget.checked ? 'due' : undefined })}
          mb={8}
        />
      </Box>
    </Group>
  );
}
