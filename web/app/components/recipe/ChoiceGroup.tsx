import { useId } from "react";

type Option<T extends string | number> = { value: T; label: string; description?: string };

type Props<T extends string | number> = {
  legend: string;
  /** Visually hidden legend, when the options name themselves (US / Metric). */
  hideLegend?: boolean;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * A row of mutually exclusive choices drawn as a segmented control, built on native radio
 * buttons: a fieldset names the group, arrow keys move the choice, and the checked state is
 * announced without any ARIA of our own.
 */
export function ChoiceGroup<T extends string | number>({
  legend,
  hideLegend,
  options,
  value,
  onChange,
  className,
}: Props<T>) {
  const name = useId();
  return (
    <fieldset className={`choice-group ${className ?? ""}`}>
      <legend className={hideLegend ? "visually-hidden" : "choice-group__legend"}>{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={String(option.value)} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.description}
            />
            <span aria-hidden={option.description ? true : undefined}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
