import type { PlanType } from "@schema/api/identity";
import {
  PLAN_TITLES,
  type PlanOption,
  planPriceText,
  yearlySavingsCents,
} from "../../lib/interactions/plans";
import { formatPriceCents } from "../../lib/site/format";

type Props = {
  options: readonly PlanOption[];
  value: PlanType | null;
  current: PlanType | null;
  /** Under each paid plan: "Every recipe, in full", or support where no recipe is locked. */
  paidNote: string;
  onChange: (plan: PlanType) => void;
  disabled?: boolean;
};

/**
 * 'Choose your subscription' (docs/spec/visitor-experience.md §2 /subscribe): one radio per plan,
 * drawn as a card. The current plan is marked 'Current plan' and cannot be chosen again; the yearly
 * plan shows what it saves against twelve monthly payments (docs/spec/visitor-experience.md §9).
 */
export function PlanChooser({ options, value, current, paidNote, onChange, disabled }: Props) {
  const monthly = options.find((option) => option.plan === "monthly")?.amountCents ?? null;
  return (
    <fieldset className="plan-chooser" disabled={disabled}>
      <legend className="plan-chooser__legend">Choose your subscription</legend>
      <div className="plan-chooser__options">
        {options.map((option) => {
          const isCurrent = option.plan === current;
          const savings =
            option.plan === "yearly" ? yearlySavingsCents(monthly, option.amountCents) : null;
          return (
            <label
              key={option.plan}
              className="plan-option"
              data-current={isCurrent || undefined}
              data-selected={value === option.plan || undefined}
            >
              <input
                type="radio"
                name="plan"
                value={option.plan}
                checked={value === option.plan}
                disabled={isCurrent}
                onChange={() => onChange(option.plan)}
                // A pick that landed while the page hydrated shows as checked but never reached
                // the state, and a second press of a checked radio fires no change: the click
                // says it again.
                onClick={() => onChange(option.plan)}
              />
              <span className="plan-option__title">{PLAN_TITLES[option.plan]}</span>
              <span className="plan-option__price">{planPriceText(option)}</span>
              {savings ? (
                <span className="plan-option__savings">
                  Save {formatPriceCents(savings)} a year
                </span>
              ) : null}
              {option.plan === "free" ? (
                <span className="plan-option__note">New recipes by e-mail</span>
              ) : (
                <span className="plan-option__note">{paidNote}</span>
              )}
              {isCurrent ? <span className="plan-option__current">Current plan</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
