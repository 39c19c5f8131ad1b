import { type ComponentType, createContext, createElement, useContext } from "react";

/**
 * The server's way of turning a component and its props into markup it has made before
 * (lib/kept-markup.server.ts, provided by entry.server.tsx). The browser has none: there the
 * component always renders as itself.
 */
export type KeepMarkup = <P extends object>(
  part: string,
  component: ComponentType<P>,
  props: P,
) => string;

export const KeptMarkupContext = createContext<KeepMarkup | null>(null);

type Props<P extends object> = {
  /** Names the part in the server's memory (with the props, it is the key). */
  part: string;
  component: ComponentType<P>;
  /**
   * Everything the component renders from: the server reuses markup made from equal props,
   * so the component must read nothing else (no context, no useId: ids from its content).
   */
  props: P;
};

/**
 * A part of a page that is the same for every viewer given the same props (a recipe's
 * ingredients and steps at one scale and unit choice): rendered once per isolate on the
 * server and reused, and hydrated as usual in the browser. The wrapper is the same element
 * on both sides, so React finds the component's markup where it expects it; it takes no part
 * in layout (display: contents).
 */
export function KeptMarkup<P extends object>({ part, component, props }: Props<P>) {
  const keep = useContext(KeptMarkupContext);
  if (keep) {
    return (
      <div className="kept" dangerouslySetInnerHTML={{ __html: keep(part, component, props) }} />
    );
  }
  return <div className="kept">{createElement(component, props)}</div>;
}
