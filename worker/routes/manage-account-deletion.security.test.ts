import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeUser, signedIn } from "../test/factories";
import { makeKitchen } from "../test/manage-factories";

/** Only the person themself, from the account area, deletes their account. */

describe("deleting an account: access", () => {
  it("signed out is 401 before the body is read; a session signed in on a site is 401", async () => {
    const json = { confirm: "delete", comments: "keep" };
    const signedOut = await call("POST", "/manage/account-deletion", { json: {} });
    expect(signedOut.status).toBe(401);
    const { site } = await makeKitchen();
    const reader = await makeUser();
    const onSite = await signedIn(reader.id, site.id);
    expect((await call("POST", "/manage/account-deletion", { token: onSite, json })).status).toBe(
      401,
    );
    const [row] = await db().select().from(users).where(eq(users.id, reader.id));
    expect(row?.deletedAt).toBeNull();
  });

  it("typing another person's address deletes nobody", async () => {
    const victim = await makeUser();
    const attacker = await makeUser();
    const res = await call("POST", "/manage/account-deletion", {
      token: await signedIn(attacker.id),
      json: { confirm: victim.email, comments: "remove" },
    });
    expect(res.status).toBe(400);
    const rows = await db().select().from(users).where(eq(users.id, victim.id));
    expect(rows[0]?.deletedAt).toBeNull();
    expect(
      (await db().select().from(users).where(eq(users.id, attacker.id)))[0]?.deletedAt,
    ).toBeNull();
  });
});
