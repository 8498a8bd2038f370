import { Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { formatCents } from '@elite/contracts/rules/money';
import type { AdminTrends, TrendPoint } from '@elite/contracts/schemas/work-queues';
import { lazy, Suspense, useEffect, useId } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { formatDay } from '../format.ts';
import { AnchorLink } from '../queues/AnchorLink.tsx';
import { listLinkSearch } from '../queues/list-link.ts';
import classes from './DashboardTrends.module.css';

// @mantine/charts and recharts come with the chart, never with the dashboard's first paint nor with a public page.
const loadTrendChart = () => import('./TrendChart.tsx');
const TrendChart = lazy(loadTrendChart);

const UTC_DAY = { timeZone: 'UTC' } as const;
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...UTC_DAY });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', ...UTC_DAY });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', ...UTC_DAY });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

const count = (n: number) => n.toLocaleString('en-US');
const percent = (n: number) => `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

type ConversionPoint = AdminTrends['conversionPerMonth'][number];
type Period = 'week' | 'month';

/** What one chart shows (docs/admin.md#trends). */
type Trend = {
  key: keyof AdminTrends;
  title: string;
  period: Period;
  /** The series' name (tooltip, the table's column). */
  measure: string;
  format: (value: number) => string;
  formatTick?: (value: number) => string;
  kind: 'bar' | 'line';
  /** The least top of the y axis (TrendChart's `minTop`). */
  minTop: number;
  /** The whole span's figure for the summary line. */
  total: (points: TrendPoint[]) => string;
  /** A point's figure in the table, when it says more than `format` ("25% (1 of 4)"). */
  cell?: (point: TrendPoint) => string;
};

const sumOf = (points: TrendPoint[]) => points.reduce((sum, p) => sum + p.value, 0);
const conversionOf = (points: TrendPoint[]) => {
  const leads = (points as ConversionPoint[]).reduce((sum, p) => sum + p.leads, 0);
  const converted = (points as ConversionPoint[]).reduce((sum, p) => sum + p.converted, 0);
  return `${percent(leads === 0 ? 0 : Math.round((1000 * converted) / leads) / 10)} (${count(converted)} of ${count(leads)} leads)`;
};

const trends: Trend[] = [
  {
    key: 'newLeadsPerWeek',
    title: 'New leads per week',
    period: 'week',
    measure: 'New leads',
    format: count,
    kind: 'bar',
    minTop: 4,
    total: (p) => count(sumOf(p)),
  },
  {
    key: 'revenuePerMonth',
    title: 'Paid revenue per month',
    period: 'month',
    measure: 'Revenue',
    format: formatCents,
    formatTick: (cents) => compactDollars.format(cents / 100),
    kind: 'bar',
    minTop: 100_000,
    total: (p) => formatCents(sumOf(p)),
  },
  {
    key: 'conversionPerMonth',
    title: 'Leads that paid, by month received',
    period: 'month',
    measure: 'Paid later',
    format: percent,
    kind: 'line',
    minTop: 10,
    total: conversionOf,
    cell: (p) => `${percent(p.value)} (${count((p as ConversionPoint).converted)} of ${count((p as ConversionPoint).leads)})`,
  },
  {
    key: 'bookingsPerWeek',
    title: 'Bookings per week',
    period: 'week',
    measure: 'Bookings',
    format: count,
    kind: 'bar',
    minTop: 4,
    total: (p) => count(sumOf(p)),
  },
];

/** A point's period in words: "week of Mar 16, 2026", "March 2026". */
const periodName = (period: Period, start: string) => (period === 'week' ? `week of ${formatDay(start)}` : longMonth.format(asDate(start)));

function TrendCard({ trend, points }: { trend: Trend; points: TrendPoint[] }) {
  const titleId = useId();
  const summaryId = useId();
  const span = trend.period === 'week' ? 'weeks' : 'months';
  const figure = (point: TrendPoint) => trend.cell?.(point) ?? trend.format(point.value);
  const current = points.at(-1);
  const labels = points.map((p) => (trend.period === 'week' ? shortDay : shortMonth).format(asDate(p.start)));
  return (
    <Paper withBorder radius="lg" p="md" component="figure" m={0} role="group" aria-labelledby={titleId} aria-describedby={summaryId}>
      <Title order={3} id={titleId} fz={15} c="navy.9">
        {trend.title}
      </Title>
      <Text size="xs" c="dimmed" id={summaryId} mb="sm">
        This {trend.period}: {current ? figure(current) : '–'} · last 12 {span}: {trend.total(points)}
      </Text>
      <div aria-hidden="true" className={classes.chart}>
        <Suspense fallback={<Skeleton h={180} radius="md" />}>
          <TrendChart
            points={points}
            labels={labels}
            seriesLabel={trend.measure}
            format={trend.format}
            formatTick={trend.formatTick}
            minTop={trend.minTop}
            kind={trend.kind}
          />
        </Suspense>
      </div>
      <details className={classes.numbers}>
        <summary>The numbers, by {trend.period}</summary>
        <Table.ScrollContainer minWidth={240}>
          <Table fz="sm" verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{trend.period === 'week' ? 'Week of' : 'Month'}</Table.Th>
                <Table.Th scope="col">{trend.measure}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...points].reverse().map((point) => (
                <Table.Tr key={point.start}>
                  <Table.Th scope="row" fw={400}>
                    {trend.period === 'week' ? formatDay(point.start) : longMonth.format(asDate(point.start))}
                  </Table.Th>
                  <Table.Td>
                    <AnchorLink
                      size="sm"
                      to="/admin"
                      search={listLinkSearch(point.link)}
                      aria-label={`${trend.measure}, ${periodName(trend.period, point.start)}: ${figure(point)}`}
                    >
                      {figure(point)}
                    </AnchorLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </Paper>
  );
}

/**
 * The dashboard's trends (docs/admin.md#trends): four charts of the last 12 weeks or months in New York. A column of a
 * chart, or a number of its table, opens the list of the records it counts. Read again on every live change, as the
 * dashboard's other numbers are (they are all `admin.*` queries).
 */
export function DashboardTrends() {
  const query = trpc.admin.trends.useQuery();
  // The chart's chunk downloads while the numbers are on their way.
  useEffect(() => void loadTrendChart(), []);
  return (
    <section aria-labelledby="dashboard-trends">
      <Title order={2} id="dashboard-trends" fz={17} c="navy.9" mb="sm">
        Trends
      </Title>
      {query.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {trends.map((trend) => (
            <TrendCard key={trend.key} trend={trend} points={query.data[trend.key]} />
          ))}
        </SimpleGrid>
      ) : query.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label="Loading the trends">
          {trends.map((trend) => (
            <Skeleton key={trend.key} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          The trends could not be loaded.
        </Text>
      )}
    </section>
  );
}
