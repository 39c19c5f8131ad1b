import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

/** Bad input to account deletion: 400 with the field, 409 for a site owner; nothing changes. */

const deletedAt = async (id: string) =>
  (await db().select().from(users).where(eq(users.id, id)))[0]?.deletedAt ?? null;

describe("deleting an account: bad input", () => {
  it("refuses a wrong confirmation or a missing comment choice, field by field", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const cases: [unknown, string][] = [
      [{ comments: "keep" }, "confirm"],
      [{ confirm: "yes please", comments: "keep" }, "confirm"],
      [{ confirm: "someone-else@example.com", comments: "keep" }, "confirm"],
      [{ confirm: "delete" }, "comments"],
      [{ confirm: "delete", comments: "archive" }, "comments"],
    ];
    for (const [json, field] of cases) {
      const res = await call("POST", "/manage/account-deletion", { token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([field]);
    }
    expect(await deletedAt(user.id)).toBeNull();
    expect((await call("GET", "/manage/current-user", { token })).status).toBe(200);
  });

  it("a site's owner is told to delete the site first (409), then to wait for its window", async () => {
    const { site, owner, token } = await makeKitchen();
    const json = { confirm: "delete", comments: "keep" };
    const live = await call("POST", "/manage/account-deletion", { token, json });
    expect(live.status).toBe(409);
    expect(live.body.message).toMatch(/^You own a recipe site\. Delete it in your kitchen first/);
    await call("POST", `/manage/${site.slug}/deletion`, {
      token,
      json: { confirmSlug: site.slug },
    });
    const waiting = await call("POST", "/manage/account-deletion", { token, json });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toMatch(/^Your deleted site is removed for good on /);
    expect(await deletedAt(owner.id)).toBeNull();
  });
});
