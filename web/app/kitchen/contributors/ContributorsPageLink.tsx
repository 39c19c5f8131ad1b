/**
 * The kitchen's way to the site's Contributors page, as Events and Collections have one. The
 * page lists only people credited on a published recipe (and is a 404 until someone is), so
 * until then the header says when it will appear instead of linking to nothing.
 */
export function ContributorsPageLink({
  siteUrl,
  published,
}: {
  siteUrl: string;
  published: boolean;
}) {
  if (!published) {
    return (
      <p className="subdued">
        Your Contributors page appears once a published recipe credits someone.
      </p>
    );
  }
  return (
    <a href={`${siteUrl}/contributors`} target="_blank" rel="noreferrer">
      View your Contributors page
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
