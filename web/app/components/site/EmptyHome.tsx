const MESSAGE = "Looks like you haven't published any recipes yet";

type Props = {
  platformOrigin: string;
  /** Inside a titled section (the cookbook's contents) the message is text, not a heading. */
  inSection?: boolean;
};

/**
 * Spec: the home page of a site with nothing published. The message speaks to the creator,
 * who is the one most likely to see it, and sends them to their dashboard (the kitchen).
 */
export function EmptyHome({ platformOrigin, inSection }: Props) {
  return (
    <div className="empty-state">
      {inSection ? <p>{MESSAGE}</p> : <h2>{MESSAGE}</h2>}
      <a className="button button--primary" href={`${platformOrigin}/kitchen`}>
        Go to your dashboard
      </a>
    </div>
  );
}
