import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from './ScoreRing.tsx';

const arcLength = () => Number(screen.queryByTestId('score-ring-arc')?.getAttribute('stroke-dasharray')?.split(' ')[0]);
const circumference = (size: number, thickness: number) => 2 * Math.PI * ((size - thickness) / 2);

describe('the score ring (the results of the fundability audit and the readiness assessment)', () => {
  it('fills the share of the ring that the score is, in the colour given, with the label in the middle', () => {
    render(<ScoreRing value={75} color="green" size={132} thickness={12} label="75%" />);
    expect(arcLength()).toBeCloseTo(circumference(132, 12) * 0.75);
    expect(screen.getByTestId('score-ring-arc').getAttribute('stroke')).toBe('var(--mantine-color-green-filled)');
    expect(screen.getByText('75%')).toBeVisible();
  });

  it('draws no arc at 0 and a full ring at 100 or more', () => {
    const { rerender } = render(<ScoreRing value={0} color="red" size={160} thickness={14} label="0%" />);
    expect(screen.queryByTestId('score-ring-arc')).toBeNull();
    rerender(<ScoreRing value={140} color="green" size={160} thickness={14} label="100%" />);
    expect(arcLength()).toBeCloseTo(circumference(160, 14));
  });
});
