// @vitest-environment happy-dom

import { act, createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { SignOutElsewhere, type SignOutElsewhereResult } from "./SignOutElsewhere";

/* The Profile page's section, in a data router as on the page (useNavigation, Form). */

const dom = mountedRoot();

async function mount(result?: SignOutElsewhereResult) {
  const router = createMemoryRouter(
    [{ path: "/profile", element: createElement(SignOutElsewhere, { result }) }],
    { initialEntries: ["/profile"] },
  );
  await act(async () => dom.root.render(createElement(RouterProvider, { router })));
}

const dialog = () => dom.container.querySelector("dialog");

describe("SignOutElsewhere", () => {
  it("explains itself and asks before it signs anything out", async () => {
    await mount();
    expect(dom.container.querySelector("h2")?.textContent).toBe("Sign out everywhere else");
    expect(dom.container.textContent).toContain("You stay signed in on this one.");
    expect(dialog()?.open).toBe(false);
    const button = dom.container.querySelector<HTMLButtonElement>("form button");
    expect(button?.textContent).toBe("Sign out everywhere else");
    expect(button?.form?.querySelector<HTMLInputElement>('input[name="intent"]')?.value).toBe(
      "sign-out-everywhere-else",
    );
    await act(async () => button?.click());
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    expect(dialog()?.textContent).toContain("Sign out everywhere else?");
    // The harmless choice has the focus first.
    expect(document.activeElement?.textContent).toBe("Cancel");
  });

  it("moves the focus to the answer, which says how many sessions ended", async () => {
    const message = "Signed out of 2 other sessions. You are still signed in here.";
    await mount({ intent: "sign-out-everywhere-else", ok: true, message, at: 1 });
    const status = dom.container.querySelector('[role="status"]');
    expect(status?.textContent).toBe(message);
    expect(document.activeElement).toBe(status?.parentElement);
  });

  it("shows a failure as an alert, focused the same way", async () => {
    await mount({ intent: "sign-out-everywhere-else", ok: false, message: "Try again.", at: 1 });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain("Try again.");
    expect(document.activeElement?.className).toBe("account-feedback");
  });
});
