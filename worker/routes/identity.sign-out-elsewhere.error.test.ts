import { authSessions, users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { call, db, makeUser, signedIn } from "../test/factories";
import { signedInOn } from "../test/session-hops";

/** What POST manage/sign-out-everywhere-else answers to what a client may get wrong. */

const PATH = "/manage/sign-out-everywhere-else";

describe("POST manage/sign-out-everywhere-else: bad requests", () => {
  it("takes no body: a JSON one is ignored, any other type is 415, and nothing ends", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const other = await signedIn(user.id);
    const form = await call("POST", PATH, {
      token: here,
      body: "keep=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(await signedInOn(other)).toBe(true);
    const json = await call("POST", PATH, { token: here, json: { keepThisSession: false } });
    expect(json.status).toBe(200);
    expect(await signedInOn(here)).toBe(true);
  });

  it("a GET is no such call (404)", async () => {
    const token = await signedIn((await makeUser()).id);
    expect((await call("GET", PATH, { token })).status).toBe(404);
  });

  it("is 401 from an expired session, or once the account is deleted, and ends nothing", async () => {
    const user = await makeUser();
    const expired = await signedIn(user.id);
    const live = await signedIn(user.id);
    await db()
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.tokenHash, await sha256(expired)));
    expect((await call("POST", PATH, { token: expired })).status).toBe(401);
    expect(await signedInOn(live)).toBe(true);

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await call("POST", PATH, { token: live })).status).toBe(401);
  });

  it("does not count sessions that had already ended", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const signedOutBefore = await signedIn(user.id);
    expect((await call("POST", "/manage/sign-out", { token: signedOutBefore })).status).toBe(204);
    const expired = await signedIn(user.id);
    await db()
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.tokenHash, await sha256(expired)));
    expect((await call("POST", PATH, { token: here })).body).toEqual({ signedOut: 0 });
  });
});
