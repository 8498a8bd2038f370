/** The brand's gold monogram (the "E"), drawn at `size` px; its frame (navy square, rounding) is the caller's. */
export function Monogram({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" fill="none">
      <path d="M4 3h12v2.6H7v3.1h7.5v2.6H7v3.1h9V17H4z" fill="#d1ac33" />
    </svg>
  );
}
