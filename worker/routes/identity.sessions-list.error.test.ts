import { authSessions, users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../lib/tokens";
import { call, db, makeUser, signedIn } from "../test/factories";
import { sessionIdOf, signedInOn } from "../test/session-hops";

/** What manage/sessions answers to what a client may get wrong. */

const PATH = "/manage/sessions";

const expire = async (token: string) =>
  db()
    .update(authSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authSessions.tokenHash, await sha256(token)));

describe("manage/sessions: bad requests", () => {
  it("a malformed or unknown id is 404, and nothing ends", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const other = await signedIn(user.id);
    for (const id of ["not-an-id", "1", crypto.randomUUID(), (await sha256(other)).slice(0, 36)]) {
      const answer = await call("DELETE", `${PATH}/${id}`, { token: here });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: "not_found" });
    }
    expect(await signedInOn(other)).toBe(true);
  });

  it("only GET the list and DELETE one: other methods are no such call (404)", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const id = await sessionIdOf(await signedIn(user.id));
    expect((await call("POST", PATH, { token: here, json: {} })).status).toBe(404);
    expect((await call("DELETE", PATH, { token: here })).status).toBe(404);
    expect((await call("GET", `${PATH}/${id}`, { token: here })).status).toBe(404);
  });

  it("is 401 from an expired session, or once the account is deleted, and ends nothing", async () => {
    const user = await makeUser();
    const expired = await signedIn(user.id);
    const live = await signedIn(user.id);
    const other = await signedIn(user.id);
    await expire(expired);
    expect((await call("GET", PATH, { token: expired })).status).toBe(401);
    expect(
      (await call("DELETE", `${PATH}/${await sessionIdOf(other)}`, { token: expired })).status,
    ).toBe(401);
    expect(await signedInOn(other)).toBe(true);

    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await call("GET", PATH, { token: live })).status).toBe(401);
  });

  it("lists no session that has ended, by sign-out or by age; ending one again is done already", async () => {
    const user = await makeUser();
    const here = await signedIn(user.id);
    const signedOut = await signedIn(user.id);
    expect((await call("POST", "/manage/sign-out", { token: signedOut })).status).toBe(204);
    const expired = await signedIn(user.id);
    await expire(expired);
    const { body } = await call("GET", PATH, { token: here });
    expect(body.sessions.map((entry: { id: string }) => entry.id)).toEqual([
      await sessionIdOf(here),
    ]);
    for (const token of [signedOut, expired]) {
      expect(
        (await call("DELETE", `${PATH}/${await sessionIdOf(token)}`, { token: here })).status,
      ).toBe(204);
    }
    expect(await signedInOn(here)).toBe(true);
  });
});
