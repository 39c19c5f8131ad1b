import { z } from "zod";

/**
 * The Profile page's "Where you're signed in" (GET manage/sessions, DELETE
 * manage/sessions/{sessionId}): one entry per browser that signed in, with the sessions it
 * opened on other hosts by single-use hops (worker/services/identity/browser-sessions.ts).
 */

export const sessionParam = z.object({ sessionId: z.uuid() });

export const signedInBrowserView = z.object({
  id: z
    .uuid()
    .describe(
      "The sign-in's id, for DELETE manage/sessions/{sessionId}; names no token and opens nothing",
    ),
  browser: z
    .string()
    .nullable()
    .describe('The browser, read from its User-Agent ("Chrome", "Safari"); null when unknown'),
  os: z
    .string()
    .nullable()
    .describe('Its operating system ("macOS", "iOS", "Windows"); null when unknown'),
  signedInAt: z.iso.datetime().describe("When this browser signed in"),
  lastActiveAt: z.iso
    .datetime()
    .describe("When it was last seen, on any host it is signed in on (to the hour)"),
  current: z.boolean().describe("The browser making this call"),
  platform: z
    .boolean()
    .describe("Signed in on the platform itself: the account area and the kitchen"),
  sites: z
    .array(z.object({ slug: z.string(), title: z.string() }))
    .describe("The creator sites it is signed in on, by title"),
});
export type SignedInBrowser = z.infer<typeof signedInBrowserView>;

export const sessionListResponse = z.object({
  sessions: z
    .array(signedInBrowserView)
    .describe("This browser first, then the others, most recently active first"),
});
export type SessionListResponse = z.infer<typeof sessionListResponse>;
