import { Badge, Button, EmptyState, Group, Pagination, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Page } from '@elite/contracts/schemas/pagination';
import { rowTitle, type QueueColumn } from '@elite/contracts/schemas/queue-columns';
import { defaultOrderNotes, workListViews, workLists, type WorkKind, type WorkQueryInput, type WorkRow } from '@elite/contracts/schemas/work-queues';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconFilterOff, IconInbox } from '@tabler/icons-react';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { useSession, useSessionExpiry, type AppError } from '../../accounts/session.ts';
import { useChangedWhileOpen, useLastLooked } from '../live.ts';
import { ErrorLoadingCard } from '../ErrorLoadingCard.tsx';
import { filterKeys, type QueueSearch } from '../sections.ts';
import { currentSort, exportHref, hasFilter, listInput, listProcedureNames } from './list-query.ts';
import { cellClass, columnCell } from './queue-columns.tsx';
import { QueueFilters } from './QueueFilters.tsx';
import { RecordDrawer } from './RecordDrawer.tsx';
import classes from './QueueList.module.css';

const route = getRouteApi('/_admin/admin');

/** A kind's list procedure (`trpc.admin.contacts` ...), as the list calls it. */
interface ListProcedure<Row> {
  useQuery(input: WorkQueryInput, options: { placeholderData: typeof keepPreviousData }): UseQueryResult<Page<Row>, AppError>;
}

/** The address's filter and the ways to change it: a changed filter starts again at page 1 (docs/admin.md#work-queues). */
function useQueueSearch() {
  const search: QueueSearch = route.useSearch();
  const navigate = route.useNavigate();
  const setFilter = (patch: QueueSearch) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: true });
  const setPage = (page: number) => void navigate({ search: (prev) => ({ ...prev, page: page === 1 ? undefined : page }) });
  const clearFilters = () =>
    void navigate({
      search: (prev) => Object.fromEntries(Object.entries(prev).filter(([key]) => !(filterKeys as readonly string[]).includes(key) && key !== 'page')),
    });
  const openRecord = (id: string | undefined) => void navigate({ search: (prev) => ({ ...prev, open: id }) });
  return { search, setFilter, setPage, clearFilters, openRecord };
}

/** A column as the list reads it: any row's fields (each kind's descriptor checks its own against its row). */
type Column = QueueColumn<Record<string, unknown>>;
type Row = Record<string, unknown> & { id: string };

function SortHeader({ column, sort, onSort }: { column: Column; sort: { sort: string; dir: 'asc' | 'desc' }; onSort: (key: string) => void }) {
  if (!column.sort) return <Table.Th>{column.header}</Table.Th>;
  const active = sort.sort === column.sort;
  const Icon = !active ? IconArrowsSort : sort.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column.sort!)}>
        {column.header}
        <Icon size={14} stroke={1.8} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * One work queue (docs/admin.md#work-queues), driven by its kind's list in its descriptor (`workListViews`, cells by
 * column type in queue-columns.tsx): the filter bar, the
 * rows of the server's page (a table, or cards on a phone), sortable headers, "Showing X–Y of Z", Export CSV of the
 * whole filtered list, and the open record's drawer. Every part of the view is in the address.
 */
export function QueueList<K extends WorkKind>({ kind }: { kind: K }) {
  const { search, setFilter, setPage, clearFilters, openRecord } = useQueueSearch();
  const view = workListViews[kind];
  const title = (row: WorkRow<K>) => rowTitle(view, row);
  const dimmed = (row: WorkRow<K>) => (view.dimmedWhen && (row as Row)[view.dimmedWhen] === true) || undefined;
  const cell = (column: Column, row: WorkRow<K>) => columnCell(kind, column, row);
  const procedure = trpc.admin[listProcedureNames[kind]] as unknown as ListProcedure<WorkRow<K>>;
  const input = listInput(kind, search);
  const list = procedure.useQuery(input, { placeholderData: keepPreviousData });
  useSessionExpiry(list.error);
  // A phone reads a record as a card; columns would not fit (SSR-safe: the first render is the table).
  const phone = useMediaQuery('(max-width: 47.99em)');
  const sort = currentSort(kind, input);
  const columns = view.columns as Column[];
  // "New since you looked" (docs/admin.md#new-since-you-looked): created after this list was last left in this
  // browser, or created or changed (live) while it is open.
  const lastLooked = useLastLooked(useSession().data?.id, kind);
  const changed = useChangedWhileOpen();
  const markOf = (row: WorkRow<K>): 'New' | 'Updated' | null => {
    const createdAt = (row as { createdAt?: string }).createdAt;
    if (changed.get(row.id) === 'created' || (lastLooked && createdAt && createdAt > lastLooked)) return 'New';
    return changed.has(row.id) ? 'Updated' : null;
  };
  const mark = (row: WorkRow<K>) => {
    const text = markOf(row);
    return text ? (
      <Badge size="xs" variant="filled" color={text === 'New' ? 'gold.9' : 'navy'} mr={6} className={classes.mark}>
        {text}
      </Badge>
    ) : null;
  };

  const data = list.data;
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  // A search counts only so far (docs/admin.md#the-lists-query): "more than 1,000", and one page past the known ones.
  const capped = data?.totalCapped === true;
  const pageSize = data?.pageSize ?? Number(input.pageSize ?? 25);
  const page = data?.page ?? 1;
  const knownPages = Math.max(1, Math.ceil(total / pageSize));
  const pages = knownPages + (capped ? 1 : 0);
  const first = rows.length ? (page - 1) * pageSize + 1 : 0;
  const last = rows.length ? first + rows.length - 1 : 0;

  const onSort = (key: string) => {
    const dir = sort.sort === key ? (sort.dir === 'asc' ? 'desc' : 'asc') : currentSort(kind, { sort: key }).dir;
    setFilter({ sort: key, dir });
  };
  const onRowKey = (event: KeyboardEvent, id: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openRecord(id);
    }
  };

  const header = (
    <Group justify="space-between" align="center" gap="sm" className={classes.header}>
      {list.isPending ? (
        <Skeleton height={14} width={160} />
      ) : !data ? (
        // It could not load: the card below says so, and no count ("No …") contradicts it (docs/admin.md#lists).
        <span />
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {total > 0 ? `Showing ${first}–${last} of ${capped ? 'more than ' : ''}${total.toLocaleString('en-US')}` : `No ${view.plural}`}
          {total > 0 && !sort.sort && defaultOrderNotes[kind] ? ` · ${defaultOrderNotes[kind]}` : ''}
        </Text>
      )}
      {/* The server's export of the whole filtered list, downloaded with the admin's cookie. */}
      <Button component="a" href={exportHref(kind, input)} download variant="default" leftSection={<IconDownload size={16} stroke={1.8} aria-hidden />}>
        Export CSV
      </Button>
    </Group>
  );

  let body;
  if (list.isError && !data) {
    body = <ErrorLoadingCard onRetry={() => void list.refetch()} />;
  } else if (list.isPending) {
    body = (
      <Stack p="md" gap="sm" aria-busy="true" aria-label={`${workLists[kind].title} (loading)`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={18} radius="sm" data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  } else if (total === 0) {
    body = hasFilter(input) ? (
      <EmptyState
        py={56}
        px="md"
        withIndicatorBackground
        icon={<IconFilterOff size={28} stroke={1.5} />}
        title={`No ${view.plural} match these filters`}
        description={
          <Button variant="light" mt="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState py={56} px="md" withIndicatorBackground icon={<IconInbox size={28} stroke={1.5} />} title={`No ${view.plural} yet`} />
    );
  } else if (phone) {
    body = (
      <Stack gap="sm" className={classes.cards} style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}>
        {rows.map((row) => (
          <Paper
            key={row.id}
            withBorder
            radius="md"
            p="md"
            component="article"
            tabIndex={0}
            aria-label={title(row)}
            className={classes.recordCard}
            data-dimmed={dimmed(row)}
            onClick={() => openRecord(row.id)}
            onKeyDown={(event: KeyboardEvent) => onRowKey(event, row.id)}
          >
            <Text fw={600} c="navy.9">
              {mark(row)}
              {title(row)}
            </Text>
            <dl className={classes.cardFields}>
              {columns.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.header}</dt>
                  <dd>{cell(column, row)}</dd>
                </div>
              ))}
            </dl>
          </Paper>
        ))}
      </Stack>
    );
  } else {
    body = (
      // Wide lists scroll inside their card; the page itself never scrolls sideways. Cells are spaced so that the widest
      // list (Business Formations, eight columns) fits a 1280 px screen beside the navigation without scrolling.
      <Table.ScrollContainer minWidth={860} type="native">
        <Table
          verticalSpacing="sm"
          horizontalSpacing="sm"
          highlightOnHover
          aria-label={workLists[kind].title}
          className={classes.table}
          style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}
        >
          <Table.Thead className={classes.thead}>
            <Table.Tr>
              {columns.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row.id}
                className={classes.row}
                data-dimmed={dimmed(row)}
                data-mark={markOf(row) ?? undefined}
                tabIndex={0}
                onClick={() => openRecord(row.id)}
                onKeyDown={(event) => onRowKey(event, row.id)}
                aria-haspopup="dialog"
              >
                {columns.map((column, index) => (
                  <Table.Td key={column.key} className={cellClass(column)}>
                    {index === 0 && mark(row)}
                    {cell(column, row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <QueueFilters kind={kind} input={input} onChange={setFilter} />
      {header}
      {body}
      {pages > 1 && (
        <Group justify="space-between" className={classes.footer} gap="sm">
          <Text size="sm" c="dimmed">
            Page {page} of {capped ? `more than ${knownPages}` : pages}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
      {search.open && <RecordDrawer kind={kind} id={search.open} onClose={() => openRecord(undefined)} />}
    </Paper>
  );
}
