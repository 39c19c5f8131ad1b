import { env } from "cloudflare:test";
import { recipeGifts } from "@schema/db/recipe-gifts";
import { eq } from "drizzle-orm";
import { call, latestMail, makeSite, makeUser, rowsInEveryDb, signedIn, unique } from "./factories";
import { makeRecipe, makeSubscriber } from "./recipe-factories";

/**
 * A site with a subscriber-only recipe whose steps and note carry a marker string, and a
 * monthly subscriber (the giver) signed in on it. A viewer without the right must never
 * receive the marker.
 */
export async function giftKitchen(overrides: { giftsPerMonth?: number } = {}) {
  const site = await makeSite(overrides);
  const marker = unique("SECRET");
  const recipe = await makeRecipe({
    siteId: site.id,
    title: unique("Members' braise"),
    privacySetting: "subscribers_only",
    note: `Rest it overnight ${marker}`,
    ingredientGroups: [{ lines: ["Beef", "Onion"] }],
    instructionGroups: [{ steps: [`Braise slowly ${marker}`] }],
  });
  const giver = await makeSubscriber(site.id, "monthly");
  const giverToken = await signedIn(giver.id, site.id);
  return { site, recipe, marker, giver, giverToken };
}

export const friendAddress = () => `${unique("friend")}@example.com`;

/** Sends a gift as `token`; the API's answer. */
export function sendGift(
  siteSlug: string,
  token: string,
  json: { recipeId: string; email: string; message?: string | null },
  headers?: Record<string, string>,
) {
  return call("POST", `/site/${siteSlug}/gifts`, { token, json, headers });
}

/** The token of the gift link in the newest gift e-mail to `to`. */
export async function giftTokenFor(to: string) {
  const mail = await latestMail(to, "gave you a recipe");
  const match = /\/gift\/([A-Za-z0-9_-]{43})/.exec(mail.link ?? mail.text);
  if (!match?.[1]) throw new Error(`No gift link in the mail to ${to}`);
  return { token: match[1], mail };
}

/** The friend's account on the site, signed in there. */
export async function friendSignedIn(siteId: string, email: string) {
  const user = await makeUser({ email });
  return { user, token: await signedIn(user.id, siteId) };
}

/** Moves the API's calendar clock (lib/clock.ts); null puts it back. */
export async function setApiClock(at: Date | null) {
  const res = await call("PUT", "/dev/clock", { json: { at: at?.toISOString() ?? null } });
  if (res.status !== 200) throw new Error(`dev clock: ${res.status}`);
}

export async function giftRow(id: string) {
  const [row] = await rowsInEveryDb(recipeGifts, eq(recipeGifts.id, id));
  return row;
}

export { env };
