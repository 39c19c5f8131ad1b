/**
 * When the API's crons are next due, for npm run serve (Miniflare does not fire cron
 * triggers itself). wrangler.toml's form only: minute "*" or "*\/N", every other field "*";
 * anything else is refused rather than fired at the wrong time.
 */
export type CronStep = { cron: string; step: number };

const MINUTE = 60_000;

export function parseCrons(crons: string[]): CronStep[] {
  return crons.map((cron) => {
    const [minute, ...rest] = cron.trim().split(/\s+/);
    const step = minute === "*" ? 1 : Number(/^\*\/(\d+)$/.exec(minute ?? "")?.[1]);
    if (!step || rest.length !== 4 || rest.some((field) => field !== "*")) {
      throw new Error(`serve cannot schedule the cron "${cron}" (only "*/N * * * *")`);
    }
    return { cron, step };
  });
}

/** The next minute after `now` on which any cron is due, and which crons are due then. */
export function nextCronRun(steps: CronStep[], now: number): { at: number; due: string[] } | null {
  if (steps.length === 0) return null;
  const at = Math.min(
    ...steps.map(({ step }) => (Math.floor(now / (step * MINUTE)) + 1) * step * MINUTE),
  );
  const minuteOfEpoch = Math.round(at / MINUTE);
  return {
    at,
    due: steps.filter(({ step }) => minuteOfEpoch % step === 0).map(({ cron }) => cron),
  };
}
