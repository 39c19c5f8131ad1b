// @vitest-environment happy-dom

import type { SignedInBrowser } from "@schema/api/sessions";
import { act, createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { SignedInBrowsers, type SignOutBrowserResult } from "./SignedInBrowsers";

/* Profile's "Where you're signed in", in a data router as on the page (useNavigation, Form). */

const dom = mountedRoot();

const NOW = "2026-11-20T12:00:00.000Z";

const laptop: SignedInBrowser = {
  id: "0b7c1f4e-8a57-4d1c-9a55-2f0f3f4c9e01",
  browser: "Chrome",
  os: "macOS",
  signedInAt: "2026-11-02T09:00:00.000Z",
  lastActiveAt: "2026-11-20T11:40:00.000Z",
  current: true,
  platform: true,
  sites: [],
};

const phone: SignedInBrowser = {
  id: "5d2e9b1a-3c4f-4e6a-8b7c-1a2b3c4d5e6f",
  browser: "Safari",
  os: "iOS",
  signedInAt: "2026-10-01T08:00:00.000Z",
  lastActiveAt: "2026-11-17T12:00:00.000Z",
  current: false,
  platform: true,
  sites: [
    { slug: "alpine", title: "Alpine Soups" },
    { slug: "zesty", title: "Zesty Bakes" },
  ],
};

async function mount(
  sessions: SignedInBrowser[] | null,
  result?: SignOutBrowserResult,
  onPost: (form: FormData) => void = () => {},
) {
  const router = createMemoryRouter(
    [
      {
        path: "/profile",
        element: createElement(SignedInBrowsers, { sessions, now: NOW, result }),
        action: async ({ request }) => {
          onPost(await request.formData());
          return null;
        },
      },
    ],
    { initialEntries: ["/profile"] },
  );
  await act(async () => dom.root.render(createElement(RouterProvider, { router })));
}

const entries = () => [...dom.container.querySelectorAll("li")];
const dialog = () => dom.container.querySelector("dialog");

describe("SignedInBrowsers", () => {
  it("lists each device once: what it is, where it is signed in, when, and which is this one", async () => {
    await mount([laptop, phone]);
    expect(dom.container.querySelector("h2")?.textContent).toBe("Where you're signed in");
    const [here, there] = entries();
    expect(here?.querySelector("h3")?.textContent).toBe("Chrome on macOS This device");
    expect(here?.textContent).toContain("On this platform");
    expect(here?.textContent).toContain("Signed in Nov 2, 2026 · Active now");
    // The device in hand is ended by the account menu's Sign Out, not from here.
    expect(here?.querySelector("button")).toBeNull();

    expect(there?.querySelector("h3")?.textContent).toBe("Safari on iOS");
    expect(there?.textContent).toContain("On this platform, Alpine Soups and Zesty Bakes");
    expect(there?.textContent).toContain("Signed in Oct 1, 2026 · Last active 3 days ago");
    const times = [...(there?.querySelectorAll("time") ?? [])].map((t) => t.dateTime);
    expect(times).toEqual([phone.signedInAt, phone.lastActiveAt]);
    const button = there?.querySelector("button");
    expect(button?.textContent).toBe("Sign out");
    expect(button?.getAttribute("aria-label")).toBe(
      "Sign out Safari on iOS, signed in Oct 1, 2026",
    );
  });

  it("asks first, then posts that device's id with the form's intent", async () => {
    const posted: FormData[] = [];
    await mount([laptop, phone], undefined, (form) => posted.push(form));
    const button = entries()[1]?.querySelector("button");
    await act(async () => button?.click());
    expect(posted).toEqual([]);
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    expect(dialog()?.textContent).toContain("Sign out Safari on iOS?");
    expect(dialog()?.textContent).toContain(
      "It is signed out on this platform, Alpine Soups and Zesty Bakes the next time it opens a page",
    );
    // The harmless choice has the focus first.
    expect(document.activeElement?.textContent).toBe("Cancel");

    const confirm = [...(dialog()?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Sign out",
    );
    await act(async () => confirm?.click());
    await act(async () => {});
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get("intent")).toBe("sign-out-browser");
    expect(posted[0]?.get("sessionId")).toBe(phone.id);
  });

  it("Cancel signs nothing out and gives the focus back to the button", async () => {
    const posted: FormData[] = [];
    await mount([laptop, phone], undefined, (form) => posted.push(form));
    const button = entries()[1]?.querySelector("button");
    button?.focus();
    await act(async () => button?.click());
    const cancel = [...(dialog()?.querySelectorAll("button") ?? [])].find(
      (b) => b.textContent === "Cancel",
    );
    await act(async () => cancel?.click());
    expect(dialog()?.open).toBe(false);
    expect(posted).toEqual([]);
    expect(document.activeElement).toBe(button);
  });

  it("once signed out, the news has the focus (the row and its button are gone)", async () => {
    const message =
      "Signed out. That device is signed out everywhere the next time it opens a page.";
    await mount([laptop], { intent: "sign-out-browser", ok: true, message, at: 1 });
    expect(entries()).toHaveLength(1);
    const status = dom.container.querySelector('[role="status"]');
    expect(status?.textContent).toBe(message);
    expect(document.activeElement).toBe(status?.parentElement);
  });

  it("shows a failure as an alert, focused the same way", async () => {
    await mount([laptop, phone], {
      intent: "sign-out-browser",
      ok: false,
      message: "Try again.",
      at: 1,
    });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain("Try again.");
    expect(document.activeElement?.className).toBe("account-feedback");
  });

  it("says so when the list could not be read, rather than showing an empty one", async () => {
    await mount(null);
    expect(entries()).toEqual([]);
    expect(dom.container.textContent).toContain("This list could not be loaded just now.");
  });
});
