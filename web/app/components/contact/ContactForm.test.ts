// @vitest-environment happy-dom

import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { ContactResult } from "../../lib/site/contact-form.server";
import { mountedRoot } from "../../lib/test/mounted-root";
import { ContactForm } from "./ContactForm";

/* The form mounted in a simulated DOM, in a data router as on the site (useNavigation). */

const dom = mountedRoot();

async function mount(props: { result?: ContactResult; email?: string | null }) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: createElement(ContactForm, { siteTitle: "Maya Cooks", result: undefined, ...props }),
    },
  ]);
  await act(async () => dom.root.render(createElement(RouterProvider, { router })));
}

const emailField = () => dom.container.querySelector<HTMLInputElement>('input[name="email"]');

describe("ContactForm", () => {
  it("fills in a signed-in reader's e-mail, which they can still change", async () => {
    await mount({ email: "reader@example.com" });
    expect(emailField()?.value).toBe("reader@example.com");
    expect(emailField()?.readOnly).toBe(false);
  });

  it("leaves the e-mail empty for a visitor, and keeps what was typed after a refusal", async () => {
    await mount({ email: null });
    expect(emailField()?.value).toBe("");
    await act(async () => dom.root.unmount());
    dom.root = createRoot(dom.container);
    await mount({
      email: "reader@example.com",
      result: {
        sent: false,
        errors: { message: "Write a message" },
        values: { name: "Ana", email: "other@example.com", message: "" },
      },
    });
    expect(emailField()?.value).toBe("other@example.com");
  });

  it("moves the focus to the thanks once the message is sent", async () => {
    await mount({ email: "reader@example.com", result: { sent: true } });
    const status = dom.container.querySelector('[role="status"]');
    expect(status?.textContent).toBe("Thanks! Your message was sent to Maya Cooks.");
    expect(document.activeElement).toBe(status);
    expect(emailField()?.value).toBe("reader@example.com");
  });
});
