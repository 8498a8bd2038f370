import { describe, expect, it } from 'vitest';
import { yTicks } from './trend-scale.ts';

describe('a trend’s y axis (docs/admin.md#trends)', () => {
  it('climbs in four equal whole steps of a round size to at least the highest point', () => {
    expect(yTicks(13, 4)).toEqual([0, 4, 8, 12, 16]);
    expect(yTicks(40, 4)).toEqual([0, 10, 20, 30, 40]);
    // Cents: $48,100 at most → steps of $15,000.
    expect(yTicks(4_810_000, 100_000)).toEqual([0, 1_500_000, 3_000_000, 4_500_000, 6_000_000]);
  });

  it('reaches the least top when the points are all lower, so an empty trend is not drawn tall', () => {
    expect(yTicks(0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(yTicks(1, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(yTicks(5.6, 10)).toEqual([0, 3, 6, 9, 12]);
    expect(yTicks(100, 10)).toEqual([0, 25, 50, 75, 100]);
  });
});
