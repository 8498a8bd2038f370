/** Round step sizes, times a power of ten, for a chart's y axis. */
const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** Four equal steps of a round size from 0 to at least `max` (and `minTop`): 13 leads → 0, 4, 8, 12, 16. */
export function yTicks(max: number, minTop: number): number[] {
  const rough = Math.max(max, minTop) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, NICE_STEPS.map((n) => n * magnitude).find((n) => n >= rough && Number.isInteger(n)) ?? 10 * magnitude);
  return [0, 1, 2, 3, 4].map((i) => i * step);
}
