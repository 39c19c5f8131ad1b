import type { PlanPricesResponse } from "@schema/api/manage-plan-prices";
import { Moment } from "../../components/Moment";

/** The last changes to the offers and who made them: every change to what readers pay is logged. */
export function OfferChanges({ changes }: { changes: PlanPricesResponse["offers"]["changes"] }) {
  if (changes.length === 0) return null;
  return (
    <div>
      <p>
        <strong>Recent changes</strong>
      </p>
      <ul className="plain-list" aria-label="Recent offer changes">
        {changes.map((change) => (
          <li key={`${change.createdAt}-${change.detail}`}>
            {change.detail}, by {change.actorEmail} on <Moment iso={change.createdAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}
