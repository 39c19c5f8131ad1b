/**
 * Scaling for the overview's small bar charts: an axis maximum that is a round number at
 * or above the largest value, a few ticks on it, and each bar's share of the height.
 */

export type ChartScale = { max: number; ticks: number[] };

/** 1, 2, 5 × 10ⁿ: the round step sizes people read easily. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Whole-number counts: steps are at least 1, so a chart of zeros and ones does not get
 * ticks at 0.25. All zeros still gets an axis (0 to 1), and nothing divides by zero.
 */
export function chartScale(values: readonly number[], tickCount = 4): ChartScale {
  const largest = Math.max(0, ...values.filter((value) => Number.isFinite(value)));
  if (largest === 0) return { max: 1, ticks: [0, 1] };
  const step = Math.max(1, niceStep(largest / tickCount));
  const max = Math.ceil(largest / step) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, ticks };
}

/** A bar's height as a fraction 0…1 of the chart; a non-zero value stays visible. */
export function barFraction(value: number, scale: ChartScale, minimum = 0.02): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(1, Math.max(minimum, value / scale.max));
}

/** The one-sentence summary a screen reader hears for the chart. */
export function chartSummary(
  points: readonly { label: string; value: number }[],
  noun: { one: string; many: string },
): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const top = points.reduce<{ label: string; value: number } | null>(
    (best, point) => (point.value > (best?.value ?? 0) ? point : best),
    null,
  );
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const span = points.length === 1 ? "the last week" : `the last ${points.length} weeks`;
  if (!top) return `No ${noun.many} in ${span}.`;
  return `${count(total)} in ${span}; the most, ${top.value}, in the week of ${top.label}.`;
}
