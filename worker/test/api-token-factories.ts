import type { CreateApiTokenInput } from "@schema/api/api-tokens";
import { call } from "./factories";
import { makeKitchen } from "./manage-factories";

/**
 * A kitchen (a site, its owner signed in on the platform) and a personal API token its owner
 * made through the API; `siteIds` defaults to just that site.
 */
export async function makeApiToken(input: Partial<CreateApiTokenInput> = {}) {
  const kitchen = await makeKitchen();
  const created = await call("POST", "/manage/api-tokens", {
    token: kitchen.token,
    json: { name: "Script", access: "write", siteIds: [kitchen.site.id], ...input },
  });
  if (created.status !== 201) throw new Error(`api-tokens: ${JSON.stringify(created.body)}`);
  return { ...kitchen, secret: created.body.secret as string, id: created.body.token.id as string };
}
