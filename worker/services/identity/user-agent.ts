import { parse } from "bowser";

export type BrowserName = { browser: string | null; os: string | null };

/**
 * A session's browser and operating system in plain words ("Chrome", "macOS"), read from
 * the User-Agent it signed in with, for the Profile page's list of where a person is signed
 * in. Bowser (MIT, no dependencies, well kept) does the reading: user agents are a moving
 * target best left to a library that follows them. ua-parser-js was the other candidate, but
 * its current major is AGPL-licensed. The worker bundles it; the web app never imports it.
 * Versions are left out: "Chrome on macOS" is how people know their devices.
 */
export function describeUserAgent(userAgent: string | null): BrowserName {
  if (!userAgent?.trim()) return { browser: null, os: null };
  try {
    const { browser, os } = parse(userAgent);
    return { browser: browser.name || null, os: os.name || null };
  } catch {
    // A User-Agent is whatever a client sent: one the parser chokes on is just unknown.
    return { browser: null, os: null };
  }
}
