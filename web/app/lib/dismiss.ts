/**
 * How a popup (the account panel, the share menu) closes the way readers expect: Escape
 * closes it with focus back on its button, and so does a press outside it or focus moving
 * outside it, without taking focus anywhere. `inside` answers for both the press and the
 * focus, `pressInside` when a press counts differently (a sheet's backdrop is part of the
 * popup's box but outside its panel). Returns the function that stops listening.
 */
export function listenForDismiss({
  close,
  inside,
  pressInside = inside,
}: {
  close: (refocus: boolean) => void;
  inside: (target: Node) => boolean;
  pressInside?: (target: Node) => boolean;
}): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close(true);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!pressInside(event.target as Node)) close(false);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!inside(event.target as Node)) close(false);
  };
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  document.addEventListener("focusin", onFocusIn);
  return () => {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
    document.removeEventListener("focusin", onFocusIn);
  };
}
