import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, makeSite, makeUser, signedIn } from "../test/factories";
import { hop, sessionIdOf, signedInOn } from "../test/session-hops";

/** Who may see where a person is signed in, and whose browsers they may sign out. */

const PATH = "/manage/sessions";

describe("manage/sessions: who may", () => {
  it("is 401 signed out, or with a token nobody holds", async () => {
    const user = await makeUser();
    const id = await sessionIdOf(await signedIn(user.id));
    for (const token of [undefined, "x".repeat(43)]) {
      expect((await call("GET", PATH, { token })).status).toBe(401);
      expect((await call("DELETE", `${PATH}/${id}`, { token })).status).toBe(401);
    }
  });

  it("is 401 for a session of one site, which lists and ends nothing: it is the account's call", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const onSite = await signedIn(user.id, site.id);
    const elsewhere = await signedIn(user.id);
    const listed = await call("GET", PATH, { token: onSite });
    expect(listed.status).toBe(401);
    expect(listed.body).not.toHaveProperty("sessions");
    const ended = await call("DELETE", `${PATH}/${await sessionIdOf(elsewhere)}`, {
      token: onSite,
    });
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ error: "unauthorized" });
    expect(await signedInOn(elsewhere)).toBe(true);
  });

  it("is 403 for a personal API token, which lists and ends nothing", async () => {
    const { owner, secret } = await makeApiToken({ access: "write", siteIds: null });
    const session = await signedIn(owner.id);
    const listed = await call("GET", PATH, { token: secret });
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ error: "forbidden" });
    const ended = await call("DELETE", `${PATH}/${await sessionIdOf(session)}`, { token: secret });
    expect(ended.status).toBe(403);
    expect(await signedInOn(session)).toBe(true);
  });
});

describe("manage/sessions: whose sessions", () => {
  it("lists only the caller's own", async () => {
    const site = await makeSite();
    const [me, someoneElse] = [await makeUser(), await makeUser()];
    const mine = await signedIn(me.id);
    await signedIn(someoneElse.id);
    await signedIn(someoneElse.id, site.id);
    const { body } = await call("GET", PATH, { token: mine });
    expect(body.sessions.map((entry: { id: string }) => entry.id)).toEqual([
      await sessionIdOf(mine),
    ]);
  });

  it("another person's session is 404, and stays signed in, on the platform and on sites", async () => {
    const site = await makeSite();
    const [me, someoneElse] = [await makeUser(), await makeUser()];
    const mine = await signedIn(me.id);
    const theirs = await signedIn(someoneElse.id);
    const theirsOnSite = await signedIn(someoneElse.id, site.id);
    for (const [token, siteSlug] of [
      [theirs, undefined],
      [theirsOnSite, site.slug],
    ] as const) {
      const answer = await call("DELETE", `${PATH}/${await sessionIdOf(token)}`, { token: mine });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: "not_found" });
      expect(await signedInOn(token, siteSlug)).toBe(true);
    }
  });

  it("another person's signed-out session is 404 as well, not done", async () => {
    const [me, someoneElse] = [await makeUser(), await makeUser()];
    const mine = await signedIn(me.id);
    const theirs = await signedIn(someoneElse.id);
    const id = await sessionIdOf(theirs);
    expect((await call("POST", "/manage/sign-out", { token: theirs })).status).toBe(204);
    expect((await call("DELETE", `${PATH}/${id}`, { token: mine })).status).toBe(404);
  });

  it("this browser's own is 409, pointing to Sign Out, by any of its hops' ids", async () => {
    const site = await makeSite();
    const user = await makeUser();
    const onSite = await signedIn(user.id, site.id);
    const accountArea = await hop(onSite);
    const backOnSite = await hop(accountArea, site.slug);
    for (const token of [accountArea, onSite, backOnSite]) {
      const answer = await call("DELETE", `${PATH}/${await sessionIdOf(token)}`, {
        token: accountArea,
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: "conflict" });
      expect(answer.body.message).toContain("Sign Out");
    }
    expect(await signedInOn(accountArea)).toBe(true);
    expect(await signedInOn(onSite, site.slug)).toBe(true);
    expect(await signedInOn(backOnSite, site.slug)).toBe(true);
  });

  it("a browser it signed out cannot call it (or anything) again", async () => {
    const user = await makeUser();
    const [here, there] = [await signedIn(user.id), await signedIn(user.id)];
    expect(
      (await call("DELETE", `${PATH}/${await sessionIdOf(there)}`, { token: here })).status,
    ).toBe(204);
    expect((await call("GET", PATH, { token: there })).status).toBe(401);
    expect(
      (await call("DELETE", `${PATH}/${await sessionIdOf(here)}`, { token: there })).status,
    ).toBe(401);
    expect(await signedInOn(here)).toBe(true);
  });
});
