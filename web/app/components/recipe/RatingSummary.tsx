type Summary = { average: number | null; count: number };

/** "4.7 · 128 ratings": the header's line, linking to the reviews among the comments. */
export function ratingText(rating: { average: number; count: number }) {
  const average = rating.average.toFixed(1);
  return `${average} · ${rating.count} ${rating.count === 1 ? "rating" : "ratings"}`;
}

/**
 * The recipe's stars in its header: plain server-rendered HTML (no script of its own),
 * shown once the recipe has a rating. The filled part of the stars is a width, so 4.7
 * shows as four stars and most of a fifth.
 */
export function RatingSummary({
  rating,
  href,
  className = "recipe-rating",
}: {
  rating: Summary | null | undefined;
  href?: string;
  className?: string;
}) {
  if (!rating || rating.average === null || rating.count < 1) return null;
  const text = ratingText({ average: rating.average, count: rating.count });
  const label = `Rated ${rating.average.toFixed(1)} of 5 stars, ${rating.count} ${rating.count === 1 ? "rating" : "ratings"}`;
  const body = (
    <>
      <span className="star-meter" aria-hidden="true">
        <span className="star-meter__fill" style={{ width: `${(rating.average / 5) * 100}%` }} />
      </span>
      <span className="rating-text" aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  return href ? (
    <a className={className} href={href}>
      {body}
    </a>
  ) : (
    <span className={className}>{body}</span>
  );
}
