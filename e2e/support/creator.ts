import { expect } from "@playwright/test";
import { waitForMail } from "./mailbox";
import { E2E } from "./ports";

/** The API as a third-party client calls it, from Node (bearer token, JSON). */
export const api = (path: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
  fetch(`${E2E.apiUrl}/api/v1${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });

/** A platform bearer token for `email`, signed in through the mailbox (specs' own creators). */
export async function platformToken(email: string) {
  const since = Date.now();
  const asked = await api("/manage/sign-in", { method: "POST", json: { email } });
  expect(asked.status).toBe(202);
  const mail = await waitForMail(email, since);
  const token = new URL(mail.link as string).searchParams.get("mgk");
  const confirmed = await api(`/manage/sign-in/${token}`, { method: "POST" });
  expect(confirmed.status).toBe(200);
  return ((await confirmed.json()) as { authToken: string }).authToken;
}

/** A new site of its own for a spec that changes a site for good (deletes it, re-routes it). */
export async function makeSpecSite(ownerEmail: string, slug: string, title: string) {
  const token = await platformToken(ownerEmail);
  const created = await api("/manage/sites", { method: "POST", token, json: { slug, title } });
  expect(created.status).toBe(201);
  return token;
}

/** A published recipe on a spec's own site, made through the API; its id. */
export async function publishSpecRecipe(
  siteSlug: string,
  token: string,
  recipe: { title: string; slug: string },
) {
  const made = await api(`/manage/${siteSlug}/recipes`, { method: "POST", token, json: recipe });
  expect(made.status).toBe(201);
  const { id } = ((await made.json()) as { recipe: { id: string } }).recipe;
  const published = await api(`/manage/${siteSlug}/recipes/${id}/publish`, {
    method: "POST",
    token,
    json: recipe,
  });
  expect(published.status).toBe(200);
  return id;
}
