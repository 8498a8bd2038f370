import type { ReactNode } from 'react';

interface Props {
  /** 0 to 100. */
  value: number;
  /** A theme colour name (green, yellow, red, ...): drawn in its filled shade. */
  color: string;
  size: number;
  thickness: number;
  /** Shown in the middle of the ring. */
  label: ReactNode;
}

/**
 * A score as a ring with a rounded arc, the shape of Mantine's RingProgress in a few lines of SVG: RingProgress
 * brings Mantine's Tooltip and floating-ui with it (about 19 KB gzip on the pages that show a score), for a
 * tooltip these rings never show (docs/decisions/0019-no-floating-code-in-the-first-download.md).
 */
export function ScoreRing({ value, color, size, thickness, label }: Props) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, value)) / 100) * circumference;
  const centre = size / 2;
  return (
    <div style={{ position: 'relative', width: size, height: size, flex: 'none' }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden style={{ transform: 'rotate(-90deg)' }}>
        <circle cx={centre} cy={centre} r={radius} fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth={thickness} />
        {filled > 0 && (
          <circle
            data-testid="score-ring-arc"
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
          />
        )}
      </svg>
      <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{label}</div>
    </div>
  );
}
