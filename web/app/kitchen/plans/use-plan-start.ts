import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PLAN_START_CHECKS_MS, type PlanStart, planStartOf } from "./plan-start";

/** Re-reads the page's loaders on the schedule while the plan is starting. */
export function usePlanStart(justStarted: boolean, pro: boolean): PlanStart {
  const { revalidate, state: reading } = useRevalidator();
  const [checksDone, setChecksDone] = useState(0);
  const state = planStartOf(justStarted, pro, checksDone);
  useEffect(() => {
    if (state !== "starting" || reading !== "idle") return;
    const timer = setTimeout(() => {
      revalidate();
      setChecksDone((done) => done + 1);
    }, PLAN_START_CHECKS_MS[checksDone]);
    return () => clearTimeout(timer);
  }, [state, checksDone, reading, revalidate]);
  return state;
}
