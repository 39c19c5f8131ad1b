import type { SuppressionView } from "@schema/api/newsletters";
import { useDayOf } from "../../lib/days";

/** The provider's reasons in the author's words. */
const REASONS: Record<SuppressionView["reason"], string> = {
  bounce: "Bounced",
  complaint: "Marked as spam",
};

/**
 * The site's suppression list on the subscribers page: addresses the newsletter no longer
 * goes to because mail to them bounced or their owner reported it as spam.
 */
export function SuppressionList({ suppressions }: { suppressions: SuppressionView[] | null }) {
  const dayOf = useDayOf();
  return (
    <section className="suppressions stack" aria-labelledby="suppressions-heading">
      <h2 id="suppressions-heading">Suppressed addresses</h2>
      <p className="field__hint">
        Newsletters are never sent to these addresses: e-mail to them bounced, or their owner marked
        a newsletter as spam. Sending to them anyway would hurt how well your e-mails reach everyone
        else's inbox. They stay subscribed to your site and keep any paid access.
      </p>
      {suppressions === null ? (
        <p className="subdued">
          The suppression list could not be loaded. Please reload to try again.
        </p>
      ) : suppressions.length === 0 ? (
        <p>No addresses are suppressed.</p>
      ) : (
        <div className="table-scroll">
          <table className="section-table">
            <caption className="visually-hidden">
              Suppressed addresses, with why and since when
            </caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Reason</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {suppressions.map((suppression) => (
                <tr key={suppression.email}>
                  <th scope="row" className="section-table__email">
                    {suppression.email}
                  </th>
                  <td>{REASONS[suppression.reason]}</td>
                  <td>
                    <time dateTime={suppression.createdAt}>{dayOf(suppression.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
