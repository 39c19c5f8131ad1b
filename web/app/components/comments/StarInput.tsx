import { useId } from "react";

type Props = {
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  disabled?: boolean;
};

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Stars as a native radio group: Tab reaches it, the arrow keys move the choice, a screen
 * reader hears each as "4 of 5 stars, radio button, 4 of 5". The radios are visually
 * hidden; each star is the label of one, and shows the focus ring of its radio.
 */
export function StarInput({ legend, value, onChange, disabled }: Props) {
  const name = useId();
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">{legend}</legend>
      <div className="star-input__stars">
        {STARS.map((stars) => (
          <label
            key={stars}
            className={`star-input__star${value !== null && stars <= value ? " star-input__star--on" : ""}`}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span className="star-input__glyph" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{stars} of 5 stars</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A review's stars beside its author: a picture with the value as its name. */
export function StarsShown({ stars }: { stars: number }) {
  return (
    <span className="star-meter comment__stars" role="img" aria-label={`${stars} of 5 stars`}>
      <span className="star-meter__fill" style={{ width: `${(stars / 5) * 100}%` }} />
    </span>
  );
}
