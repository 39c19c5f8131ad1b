import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { routerMarkup } from "../lib/test/router-markup";
import { WrongAccountNotice } from "./WrongAccountNotice";

/* The block the gift and team invitation pages show to another account, as the server renders it. */

const render = (linkFor: string) =>
  routerMarkup(
    createElement(WrongAccountNotice, {
      linkFor,
      intendedFor: "jess@example.com",
      signedInAs: "theo@example.com",
    }),
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

describe("WrongAccountNotice", () => {
  it("says which address the link is for, who is signed in, and how to switch", async () => {
    const html = await render("This invitation");
    expect(text(html)).toBe(
      "This invitation is for jess@example.com, and you're signed in as theo@example.com. Sign out here, then sign in with jess@example.com. Sign out",
    );
    expect(html).toMatch(/<form method="post" action="\/sign-out"[^>]*>/);
    // Signed out, the person comes back to the link's page, not the home page.
    expect(html).toContain('<input type="hidden" name="next" value="/"/>');
    expect(html).toContain(
      '<button type="submit" class="button button--secondary">Sign out</button>',
    );
  });

  it("names what the link carries as its page passes it", async () => {
    expect(text(await render("This gift"))).toMatch(/^This gift is for jess@example\.com, and/);
  });
});
