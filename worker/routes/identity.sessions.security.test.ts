import { authSessions, users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { call, db, makeUser, signedIn } from "../test/factories";

/**
 * A bearer session is honoured only while it is live: not expired, not revoked, its account
 * not deleted; and each token answers as its own person.
 */

const currentUser = (token: string) => call("GET", "/manage/current-user", { token });

async function sessionOf(token: string) {
  return eq(authSessions.tokenHash, await sha256(token));
}

describe("GET manage/current-user with a session that is no longer live", () => {
  it("is refused once the session has expired, while another one still works", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    const other = await signedIn((await makeUser()).id);
    expect((await currentUser(token)).body.currentUser.email).toBe(user.email);

    await db()
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(await sessionOf(token));
    expect((await currentUser(token)).status).toBe(401);
    expect((await currentUser(other)).status).toBe(200);
  });

  it("is refused after sign-out revoked it", async () => {
    const token = await signedIn((await makeUser()).id);
    expect((await call("POST", "/manage/sign-out", { token })).status).toBe(204);
    expect((await currentUser(token)).status).toBe(401);
  });

  it("is refused once the account is deleted", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await currentUser(token)).status).toBe(401);
  });

  it("answers each token as its own person", async () => {
    const [first, second] = [await makeUser(), await makeUser()];
    const [a, b] = [await signedIn(first.id), await signedIn(second.id)];
    expect((await currentUser(b)).body.currentUser.email).toBe(second.email);
    expect((await currentUser(a)).body.currentUser.email).toBe(first.email);
    expect((await currentUser(`${a.slice(0, -2)}xx`)).status).toBe(401);
  });
});
