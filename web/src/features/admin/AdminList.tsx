import { Box, Button, EmptyState, Group, Pagination, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import type { Page, PageQuery } from '@elite/contracts/schemas/pagination';
import { IconDownload, IconInbox } from '@tabler/icons-react';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSessionExpiry, type AppError } from '../accounts/session.ts';
import { downloadCsv, toCsv, type CsvColumn } from './csv.ts';
import { DetailDialog, type DetailField } from './DetailDialog.tsx';
import { ErrorLoadingCard } from './ErrorLoadingCard.tsx';
import classes from './AdminList.module.css';
import { ADMIN_PAGE_SIZE } from './sections.ts';

/** One column of an admin list: its header, its value (CSV and details) and how the table shows it. */
export interface AdminColumn<Row> extends CsvColumn<Row> {
  key: string;
  /** What the table cell shows; the value as text when left out. */
  render?: (row: Row) => ReactNode;
  /** Shown in the detail dialog (default) and how; false leaves it out. */
  detail?: false | { render?: (row: Row) => ReactNode; wide?: boolean };
  /** Long text: cut to one line in the table (the dialog shows it whole). */
  truncate?: boolean;
  /** Keeps the column's text on one line. */
  nowrap?: boolean;
  /** false: only in the detail dialog and the CSV, not a table column. */
  table?: false;
}

/** The query behind one list: a tRPC query procedure that takes `{ page, pageSize }`, e.g. `trpc.admin.contacts`. */
export interface PageProcedure<Row> {
  useQuery: (input: PageQuery, options: { placeholderData: typeof keepPreviousData }) => UseQueryResult<Page<Row>, AppError>;
}

export interface AdminListProps<Row extends { id: string }> {
  /** The list's heading, e.g. "Contact Submissions". */
  title: string;
  description?: string;
  columns: AdminColumn<Row>[];
  /** e.g. `trpc.admin.contacts`. */
  procedure: PageProcedure<Row>;
  /** Shown when the list has no rows, e.g. "No contact submissions yet". */
  emptyTitle: string;
  emptyDescription?: string;
  /** The CSV file's name without extension, e.g. "contact-submissions". */
  exportName: string;
  /** The detail dialog's title for a row. */
  detailTitle: (row: Row) => ReactNode;
  /** Buttons in the detail dialog (per list); `close` closes it. */
  detailActions?: (row: Row, close: () => void) => ReactNode;
  /** Dimmed rows (e.g. past appointments). */
  rowDimmed?: (row: Row) => boolean;
  pageSize?: number;
}

const valueText = (value: string | number | boolean | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function detailFields<Row>(columns: AdminColumn<Row>[], row: Row): DetailField[] {
  return columns
    .filter((c) => c.detail !== false)
    .map((c) => {
      const detail = c.detail || {};
      const render = detail.render ?? c.render;
      return { label: c.header, value: render ? render(row) : valueText(c.value(row)), wide: detail.wide };
    });
}

/**
 * A server-paginated admin list (docs/admin.md#lists): newest first as the server
 * sends it, skeleton rows while loading, an empty state, "Showing X–Y of Z",
 * Export CSV of the rows on screen, and a detail dialog on row click.
 */
export function AdminList<Row extends { id: string }>(props: AdminListProps<Row>) {
  const { title, description, columns, procedure, emptyTitle, emptyDescription, exportName, detailTitle, detailActions, rowDimmed } = props;
  const pageSize = props.pageSize ?? ADMIN_PAGE_SIZE;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Row | null>(null);
  const list = procedure.useQuery({ page, pageSize }, { placeholderData: keepPreviousData });
  useSessionExpiry(list.error);

  const data = list.data;
  const rows = data?.items ?? [];
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = rows.length ? (data!.page - 1) * data!.pageSize + 1 : 0;
  const last = rows.length ? first + rows.length - 1 : 0;

  const tableColumns = columns.filter((c) => c.table !== false);
  const exportCsv = () => {
    const suffix = pages > 1 ? `-page-${page}` : '';
    downloadCsv(`${exportName}${suffix}.csv`, toCsv(columns, rows));
  };

  const open = (row: Row) => setSelected(row);
  const onRowKey = (event: KeyboardEvent, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(row);
    }
  };

  if (list.isError && !data) return <ErrorLoadingCard onRetry={() => void list.refetch()} />;

  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <Group justify="space-between" align="center" gap="sm" className={classes.header}>
        <Box>
          <Title order={3} className={classes.title}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={2}>
              {description}
            </Text>
          )}
        </Box>
        <Group gap="md">
          {list.isPending ? (
            <Skeleton height={14} width={140} />
          ) : (
            total > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {first}–{last} of {total.toLocaleString('en-US')}
              </Text>
            )
          )}
          <Button variant="default" leftSection={<IconDownload size={16} stroke={1.8} aria-hidden />} onClick={exportCsv} disabled={rows.length === 0}>
            Export CSV
          </Button>
        </Group>
      </Group>

      {list.isPending ? (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true" aria-label={`${title} (loading)`}>
            <Table.Thead className={classes.thead}>
              <Table.Tr>
                {tableColumns.map((c) => (
                  <Table.Th key={c.key}>{c.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Array.from({ length: 5 }, (_, i) => (
                <Table.Tr key={i} data-testid="skeleton-row">
                  {tableColumns.map((c) => (
                    <Table.Td key={c.key}>
                      <Skeleton height={12} radius="sm" width={`${60 + ((i * 7 + c.key.length * 5) % 35)}%`} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : total === 0 ? (
        <EmptyState py={56} px="md" withIndicatorBackground icon={<IconInbox size={28} stroke={1.5} />} title={emptyTitle} description={emptyDescription} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table
              verticalSpacing="sm"
              horizontalSpacing="md"
              highlightOnHover
              aria-label={title}
              className={classes.table}
              style={{ opacity: list.isPlaceholderData ? 0.55 : 1 }}
            >
              <Table.Thead className={classes.thead}>
                <Table.Tr>
                  {tableColumns.map((c) => (
                    <Table.Th key={c.key}>{c.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    className={classes.row}
                    data-dimmed={rowDimmed?.(row) || undefined}
                    tabIndex={0}
                    onClick={() => open(row)}
                    onKeyDown={(event) => onRowKey(event, row)}
                    aria-haspopup="dialog"
                  >
                    {tableColumns.map((c) => (
                      <Table.Td key={c.key} className={c.truncate ? classes.truncate : c.nowrap ? classes.nowrap : undefined}>
                        {c.render ? c.render(row) : valueText(c.value(row))}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="space-between" className={classes.footer} gap="sm">
              <Text size="sm" c="dimmed">
                Page {page} of {pages}
              </Text>
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={1}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Group>
          )}
        </>
      )}

      {selected && (
        <DetailDialog
          opened
          onClose={() => setSelected(null)}
          title={detailTitle(selected)}
          fields={detailFields(columns, selected)}
          actions={detailActions?.(selected, () => setSelected(null))}
        />
      )}
    </Paper>
  );
}
