import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import type { KeepMarkup } from "../components/kept/KeptMarkup";
import { createBoundedMemory } from "./bounded-memory";

/** Markups kept at most; the least recently used makes room (a page keeps two or three). */
const MAX_KEPT = 120;

/**
 * The key is the props themselves, written out: markup is reused only for equal input, so
 * it can never carry one viewer's state or one recipe's text to another page. Sets and Maps
 * are written as their members (a view's ticked lines, the steps' ingredients by id);
 * functions are the view's actions, which render nothing by themselves: what they show
 * comes from the state beside them. Any other kind of object could hide what it holds from
 * the key, so it is refused.
 */
function keyOf(part: string, props: object): string {
  return `${part}\n${JSON.stringify(props, (_key, value: unknown) => {
    if (typeof value === "function") return undefined;
    if (value === null || typeof value !== "object") return value;
    if (value instanceof Set || value instanceof Map) return [...value];
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === Array.prototype || prototype === null) {
      return value;
    }
    throw new Error(
      `KeptMarkup ${part}: props must be plain data, not ${prototype.constructor?.name}`,
    );
  })}`;
}

/**
 * Server markup made once per isolate and reused (components/kept/KeptMarkup.tsx). Rendered
 * with React's string renderer, a separate renderer from the page's stream, so the page's
 * render is not disturbed by the nested one.
 */
export function createKeptMarkup(max = MAX_KEPT): KeepMarkup & { size(): number } {
  const kept = createBoundedMemory<string>({ max });
  const keep = <P extends object>(part: string, component: ComponentType<P>, props: P) => {
    const key = keyOf(part, props);
    const markup = kept.get(key);
    if (markup !== undefined) return markup;
    const made = renderToString(createElement(component, props));
    kept.set(key, made);
    return made;
  };
  return Object.assign(keep, { size: () => kept.size });
}
