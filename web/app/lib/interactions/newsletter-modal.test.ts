import { describe, expect, it } from "vitest";
import { isSaved, toggledBookmarks } from "./bookmarks";
import {
  CLOSED_KEY,
  NEWSLETTER_CLOSE_DELAY_MS,
  NEWSLETTER_OPEN_DELAY_MS,
  newsletterEmail,
  offersNewsletter,
  popsUpNewsletter,
  readFlag,
  SUBMITTED_KEY,
  shouldAutoOpen,
  writeFlag,
} from "./newsletter-modal";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("newsletter modal", () => {
  it("uses the spec's delays and keys", () => {
    expect(NEWSLETTER_OPEN_DELAY_MS).toBe(4000);
    expect(NEWSLETTER_CLOSE_DELAY_MS).toBe(2000);
    expect(SUBMITTED_KEY).toBe("hasSubmittedNewsletterForm");
    expect(CLOSED_KEY).toBe("hasClosedPopup");
  });

  it("opens by itself unless submitted before or closed in this session", () => {
    expect(shouldAutoOpen({ submitted: false, closed: false, pathname: "/" })).toBe(true);
    expect(shouldAutoOpen({ submitted: true, closed: false, pathname: "/" })).toBe(false);
    expect(shouldAutoOpen({ submitted: false, closed: true, pathname: "/" })).toBe(false);
  });

  it("stays away from the subscribe and sign-in pages", () => {
    for (const pathname of ["/subscribe", "/subscribe/success", "/sign-in", "/sign-up"]) {
      expect(shouldAutoOpen({ submitted: false, closed: false, pathname })).toBe(false);
    }
    expect(shouldAutoOpen({ submitted: false, closed: false, pathname: "/subscribers" })).toBe(
      true,
    );
  });

  it("remembers flags, and survives storage that throws", () => {
    const storage = memoryStorage();
    expect(readFlag(storage, SUBMITTED_KEY)).toBe(false);
    writeFlag(storage, SUBMITTED_KEY);
    expect(readFlag(storage, SUBMITTED_KEY)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readFlag(broken, CLOSED_KEY)).toBe(false);
    expect(() => writeFlag(broken, CLOSED_KEY)).not.toThrow();
    expect(readFlag(null, CLOSED_KEY)).toBe(false);
  });

  it("ignores a blank e-mail", () => {
    expect(newsletterEmail("   ")).toBeNull();
    expect(newsletterEmail(" a@b.co ")).toBe("a@b.co");
  });

  it("is offered on newsletter sites, never to signed-in subscribers", () => {
    expect(offersNewsletter({ newslettersEnabled: true }, null)).toBe(true);
    expect(offersNewsletter({ newslettersEnabled: false }, null)).toBe(false);
    expect(offersNewsletter(null, null)).toBe(false);
    expect(offersNewsletter({ newslettersEnabled: true }, { isSubscribed: true })).toBe(false);
    expect(offersNewsletter({ newslettersEnabled: true }, { isSubscribed: false })).toBe(true);
  });

  it("pops up by itself for readers, never for the site's own people", () => {
    const site = { newslettersEnabled: true };
    expect(popsUpNewsletter(site, null)).toBe(true);
    expect(popsUpNewsletter(site, { isSubscribed: false, managesSite: false })).toBe(true);
    expect(popsUpNewsletter(site, { isSubscribed: false, managesSite: true })).toBe(false);
    expect(popsUpNewsletter(site, { isSubscribed: true, managesSite: false })).toBe(false);
    expect(popsUpNewsletter({ newslettersEnabled: false }, null)).toBe(false);
  });
});

describe("bookmarks", () => {
  it("adds or removes one recipe", () => {
    expect(toggledBookmarks(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggledBookmarks(["a", "b"], "b", true)).toEqual(["a", "b"]);
    expect(toggledBookmarks(["a", "b"], "a", false)).toEqual(["b"]);
    expect(isSaved(["a"], "a")).toBe(true);
    expect(isSaved([], "a")).toBe(false);
  });
});
