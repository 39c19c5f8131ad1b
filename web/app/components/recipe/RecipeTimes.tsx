import { formatDuration, isoDuration } from "../../lib/recipe/duration";
import type { RecipeTime } from "../../lib/site/format";

/** "Prep 20 min · Cook 45 min · Rise 1 hr 30 min · Total 2 hr 35 min" as a description list. */
export function RecipeTimes({ times }: { times: RecipeTime[] }) {
  if (times.length === 0) return null;
  return (
    <dl className="recipe-times">
      {times.map((time) => (
        <div key={time.key} className={`recipe-times__item recipe-times__item--${time.key}`}>
          <dt>{time.label}</dt>
          <dd>
            <time dateTime={isoDuration(time.minutes)}>{formatDuration(time.minutes)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
