import { useId } from "react";
import { barFraction, chartScale, chartSummary } from "./bar-chart";
import { formatShortDay } from "./dates";

type Props = {
  title: string;
  weeks: readonly { weekStart: string; count: number }[];
  noun: { one: string; many: string };
};

const WIDTH = 600;
const HEIGHT = 220;
const PLOT = { left: 36, right: 8, top: 12, bottom: 28 };

/**
 * A small bar chart of weekly counts. The SVG is an image with a one-line summary for
 * screen readers; the exact numbers are in a table under it (behind "Show the numbers").
 */
export function WeeklyChart({ title, weeks, noun }: Props) {
  const id = useId();
  const points = weeks.map((week) => ({
    label: formatShortDay(week.weekStart),
    value: week.count,
  }));
  const scale = chartScale(points.map((point) => point.value));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = slot * 0.62;
  const y = (value: number) => PLOT.top + plotHeight - (value / scale.max) * plotHeight;

  return (
    <figure className="weekly-chart">
      <figcaption id={`${id}-title`} className="weekly-chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        className="weekly-chart__svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title>{title}</title>
        <desc id={`${id}-summary`}>{chartSummary(points, noun)}</desc>
        {scale.ticks.map((tick) => (
          <g key={tick} className="weekly-chart__tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const height = barFraction(point.value, scale) * plotHeight;
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={weeks[index]?.weekStart ?? index}>
              <rect
                className="weekly-chart__bar"
                x={x}
                y={PLOT.top + plotHeight - height}
                width={barWidth}
                height={height}
                rx={2}
              >
                <title>{`Week of ${point.label}: ${point.value}`}</title>
              </rect>
              {/* Every other label: twelve dates don't fit side by side on a phone. */}
              {index % 2 === points.length % 2 ? null : (
                <text
                  className="weekly-chart__label"
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                >
                  {point.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className="weekly-chart__data">
        <summary>Show the numbers</summary>
        <table className="section-table section-table--compact">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">{noun.many[0]?.toUpperCase() + noun.many.slice(1)}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={weeks[index]?.weekStart ?? index}>
                <th scope="row">{point.label}</th>
                <td>{point.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
