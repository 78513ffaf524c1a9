const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to `rating` (0–5, tenths shown as part of a star); decorative, the text says it. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const width = 5 * size + 4 * 2;
  const filled = Math.max(0, Math.min(5, rating));
  // the filled part: whole stars plus the fraction of the next, in px of the row (2 px gaps)
  const fill = Math.floor(filled) * (size + 2) + (filled % 1) * size;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={width}
      height={size}
      viewBox={`0 0 ${width} ${size}`}
      className="inline-block shrink-0 align-[-2px]"
    >
      <defs>
        <clipPath id={`stars-${Math.round(filled * 10)}-${size}`}>
          <rect x="0" y="0" width={fill} height={size} />
        </clipPath>
      </defs>
      {[0, 1].map((layer) => (
        <g
          key={layer}
          fill={layer === 0 ? '#d6d3d1' : '#b45309'}
          clipPath={layer === 1 ? `url(#stars-${Math.round(filled * 10)}-${size})` : undefined}
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <path key={i} d={starPath} transform={`translate(${i * (size + 2)} 0) scale(${size / 24})`} />
          ))}
        </g>
      ))}
    </svg>
  );
}

/** "4.8 out of 5 (12 reviews)" as a screen reader and a sighted visitor read it. */
export function RatingSummary({
  rating,
  size = 16,
  className = '',
}: {
  rating: { average: number; count: number };
  size?: number;
  className?: string;
}) {
  const count = `${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className={`flex items-center gap-2 ${className}`} data-testid="rating">
      <Stars rating={rating.average} size={size} />
      <span>
        <span className="font-semibold text-brand-900">{rating.average.toFixed(1)}</span>
        <span className="sr-only"> out of 5</span> <span className="text-slate-600">({count})</span>
      </span>
    </p>
  );
}
