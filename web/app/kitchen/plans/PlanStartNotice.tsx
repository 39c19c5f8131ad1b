import { useEffect, useRef } from "react";
import type { PlanStart } from "./plan-start";

const WORDS: Record<Exclude<PlanStart, "none">, string> = {
  starting:
    "Thanks! Your payment went through. Your Pro plan starts as soon as Stripe confirms it, usually within seconds: this page updates by itself.",
  active: "Thanks! Your Pro plan is active.",
  slow: "Stripe has not confirmed your Pro plan yet. It can take a few minutes: come back to this page later. You will not be charged twice.",
};

/**
 * The news after Checkout, at the bottom of a long page: focused on arrival (which scrolls
 * it into view) and a live region, so the change to "active" is heard as well as seen.
 */
export function PlanStartNotice({ start }: { start: PlanStart }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = start !== "none";
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`notice ${start === "slow" ? "notice--warning" : "notice--success"}`}
    >
      {WORDS[start]}
    </p>
  );
}
