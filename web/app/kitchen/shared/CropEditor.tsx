import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { type Crop, centeredCrop, clampCrop, moveCrop, resizeCrop, type Size } from "./crop";

type Props = {
  /** The picture (its original, uncropped address) and its size in pixels. */
  src: string;
  image: Size;
  value: Crop;
  onChange(crop: Crop): void;
  /** Label of the picture, for the crop box's accessible name. */
  alt: string;
};

const ASPECTS: { label: string; value: number | null }[] = [
  { label: "Free", value: null },
  { label: "4:3", value: 4 / 3 },
  { label: "3:2", value: 3 / 2 },
  { label: "1:1", value: 1 },
  { label: "16:9", value: 16 / 9 },
];

/**
 * A crop box over a picture: drag the box to move it and its corner to resize it; from the
 * keyboard, arrow keys move it and Shift+arrow keys resize it (10 px steps, 1 px with Alt);
 * or type the numbers. The crop is in the picture's own pixels, as the API stores it.
 */
export function CropEditor({ src, image, value, onChange, alt }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{
    mode: "move" | "resize";
    startX: number;
    startY: number;
    start: Crop;
  } | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);

  // Screen pixels to picture pixels.
  const scale = () => image.width / (frame.current?.clientWidth || image.width);

  const startDrag = (mode: "move" | "resize") => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, start: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const factor = scale();
    const dx = (event.clientX - current.startX) * factor;
    const dy = (event.clientY - current.startY) * factor;
    onChange(
      current.mode === "move"
        ? moveCrop(current.start, dx, dy, image)
        : resizeCrop(current.start, dx, dy, image, aspect),
    );
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.altKey ? 1 : Math.max(10, Math.round(image.width / 100));
    const deltas: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = deltas[event.key];
    if (!delta) return;
    event.preventDefault();
    onChange(
      event.shiftKey
        ? resizeCrop(value, delta[0], delta[1], image, aspect)
        : moveCrop(value, delta[0], delta[1], image),
    );
  };

  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;
  const setNumber = (field: keyof Crop, text: string) => {
    const number = Number(text);
    if (Number.isFinite(number)) onChange(clampCrop({ ...value, [field]: number }, image));
  };

  return (
    <div className="crop-editor">
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields */}
      <div className="crop-editor__aspects" role="group" aria-label="Crop shape">
        {ASPECTS.map((option) => (
          <button
            key={option.label}
            type="button"
            className="button button--secondary button--small"
            aria-pressed={aspect === option.value}
            onClick={() => {
              setAspect(option.value);
              if (option.value) onChange(centeredCrop(image, option.value));
            }}
          >
            {option.label}
          </button>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setAspect(null);
            onChange(centeredCrop(image, null));
          }}
        >
          Whole picture
        </button>
      </div>
      <div
        className="crop-editor__frame"
        ref={frame}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
      >
        <img src={src} alt="" draggable={false} className="crop-editor__image" />
        {/* A button: focusable and named; the arrow keys (in its description) move it. */}
        <button
          type="button"
          className="crop-editor__box"
          aria-label={`Crop area of ${alt}`}
          aria-describedby="crop-editor-keys"
          style={{
            left: percent(value.x, image.width),
            top: percent(value.y, image.height),
            width: percent(value.width, image.width),
            height: percent(value.height, image.height),
          }}
          onPointerDown={startDrag("move")}
          onKeyDown={onKeyDown}
        >
          <span
            className="crop-editor__handle"
            onPointerDown={startDrag("resize")}
            aria-hidden="true"
          />
        </button>
      </div>
      <p id="crop-editor-keys" className="field__hint">
        Drag the box or its corner. Keyboard: arrow keys move the box, Shift + arrow keys resize it,
        hold Alt for single pixels.
      </p>
      <div className="crop-editor__numbers">
        {(["x", "y", "width", "height"] as const).map((field) => (
          <label key={field} className="field kfield">
            <span>
              {{ x: "Left (px)", y: "Top (px)", width: "Width (px)", height: "Height (px)" }[field]}
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={value[field]}
              onChange={(event) => setNumber(field, event.target.value)}
            />
          </label>
        ))}
      </div>
      <p className="field__hint">
        Picture: {image.width} × {image.height} px
      </p>
    </div>
  );
}
