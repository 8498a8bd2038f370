import { describe, expect, it } from 'vitest';
import { processPhases } from './process.ts';

describe('six-phase process', () => {
  it('numbers six phases 1 to 6 in order', () => {
    expect(processPhases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(processPhases.map((p) => p.title)).size).toBe(6);
  });

  it.each(processPhases.map((p) => [p.title, p] as const))('%s: has a duration, a description and deliverables', (_t, p) => {
    expect(p.duration).not.toBe('');
    expect(p.description.length).toBeGreaterThan(40);
    expect(p.deliverables.length).toBeGreaterThanOrEqual(3);
  });
});
