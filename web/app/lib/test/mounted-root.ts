import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/** A component test's React root and the element it renders into. */
export type MountedRoot = { container: HTMLDivElement; root: Root };

/**
 * For a component test file in the simulated DOM (happy-dom): a fresh container and React
 * root per test, unmounted and removed after it, with React's act() environment on. Call it
 * once at the top of the file; the fields are set before each test.
 */
export function mountedRoot(): MountedRoot {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const mounted = {} as MountedRoot;
  beforeEach(() => {
    mounted.container = document.createElement("div");
    // appendChild, not append: the Workers types in this tsconfig redeclare Element.append.
    document.body.appendChild(mounted.container);
    mounted.root = createRoot(mounted.container);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.container.remove();
  });
  return mounted;
}
