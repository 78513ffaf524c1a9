/** The logo: a peak under the alpenglow sun, as in the favicon. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" width={size} height={size}>
      <rect width="64" height="64" rx="14" fill="#fbfaf7" fillOpacity="0.12" />
      <circle cx="44" cy="20" r="7" fill="#cf6a3d" />
      <path d="M6 50l16-22 8 10 10-16 18 28z" fill="#fbfaf7" />
      <path d="M22 28l4 5-4 3-4-3zM40 22l5 7-5 3-4-3z" fill="#c9d3e1" />
    </svg>
  );
}
