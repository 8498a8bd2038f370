import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { TrendPoint } from '@elite/contracts/schemas/work-queues';
import { useNavigate } from '@tanstack/react-router';
import { listLinkSearch } from '../queues/list-link.ts';
import { yTicks } from './trend-scale.ts';

export type TrendChartProps = {
  points: TrendPoint[];
  /** The x axis' name of each point ("Mar 16", "Mar"), in the points' order. */
  labels: string[];
  /** The series' name in the tooltip ("New leads"). */
  seriesLabel: string;
  /** A value in the tooltip ("$1,250") and on the y axis, shorter if need be ("$1.3K"). */
  format: (value: number) => string;
  formatTick?: (value: number) => string;
  /** The y axis reaches at least this high, so an empty or small trend is not drawn as a tall one. */
  minTop: number;
  kind: 'bar' | 'line';
};

/**
 * The chart of a trend (docs/admin.md#trends), loaded only by the dashboard's Overview: @mantine/charts and recharts
 * are a chunk of their own that no public page downloads. Clicking a week's or a month's column opens the list of
 * its records. The drawing is for the eye and the mouse: the card's table of the same numbers, with a link per
 * point, is what a keyboard or a screen reader uses, so recharts' own focusable layer is off and the chart is hidden
 * from assistive technology by its card.
 */
export default function TrendChart({ points, labels, seriesLabel, format, formatTick = format, minTop, kind }: TrendChartProps) {
  const navigate = useNavigate();
  const ticks = yTicks(Math.max(...points.map((p) => p.value)), minTop);
  const data = points.map((point, i) => ({ label: labels[i], value: point.value }));
  // The column under the pointer, as the tooltip shows it; none before the pointer has moved over the chart.
  const open = (state: { activeTooltipIndex?: unknown }) => {
    const point = state.activeTooltipIndex == null ? undefined : points[Number(state.activeTooltipIndex)];
    if (point) void navigate({ to: '/admin', search: listLinkSearch(point.link) });
  };
  const common = {
    h: 180,
    data,
    dataKey: 'label',
    series: [{ name: 'value', label: seriesLabel, color: 'navy.6' }],
    valueFormatter: format,
    accessibilityLayer: false,
    gridAxis: 'x' as const,
    tickLine: 'none' as const,
    yAxisProps: { width: 52, ticks, domain: [0, ticks.at(-1)!], tickFormatter: formatTick },
    style: { cursor: 'pointer' },
  };
  return kind === 'bar' ? (
    <BarChart {...common} maxBarWidth={28} barChartProps={{ onClick: open }} />
  ) : (
    <LineChart {...common} curveType="linear" connectNulls lineChartProps={{ onClick: open }} />
  );
}
