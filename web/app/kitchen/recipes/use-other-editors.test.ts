// @vitest-environment happy-dom

import { act, createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { useOtherEditors } from "./use-other-editors";

/* The editor's "who else has this open" beat, against a fetch the test answers by hand. */

const dom = mountedRoot();
const PATH = "/kitchen/demo/recipes/r1/editors";

type Call = { body: { tabId: string; leaving?: boolean }; answer: (response: Response) => void };

/** Every call the hook makes, in order, each answered when the test says. */
function fakeFetch() {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", (_path: string, init: RequestInit) => {
    return new Promise<Response>((answer) => {
      calls.push({ body: JSON.parse(String(init.body)), answer });
    });
  });
  return calls;
}

const editorsAnswer = () => Response.json({ editors: [] });

function Editor() {
  useOtherEditors(PATH);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useOtherEditors", () => {
  it("says it is leaving only after a beat on its way has been answered", async () => {
    const calls = fakeFetch();
    await act(async () => dom.root.render(createElement(Editor)));
    expect(calls.map((call) => call.body.leaving)).toEqual([undefined]);

    // Leaving for another kitchen page while the first beat is still out: nothing yet, or
    // the API could hear "leaving" first and the late beat would bring the tab back.
    await act(async () => dom.root.render(null));
    expect(calls).toHaveLength(1);

    await act(async () => calls[0]?.answer(editorsAnswer()));
    expect(calls.map((call) => call.body.leaving)).toEqual([undefined, true]);
    expect(calls[1]?.body.tabId).toBe(calls[0]?.body.tabId);
  });

  it("says at once that a closing page is leaving", async () => {
    const calls = fakeFetch();
    await act(async () => dom.root.render(createElement(Editor)));
    window.dispatchEvent(new Event("pagehide"));
    expect(calls.map((call) => call.body.leaving)).toEqual([undefined, true]);
  });
});
