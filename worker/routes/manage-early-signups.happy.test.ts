import { describe, expect, it } from "vitest";
import { call, latestMail, makeUser, signedIn, unique } from "../test/factories";

const staffToken = async () => signedIn((await makeUser({ staffRole: "staff" })).id);
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("early sign-ups: happy", () => {
  it("stores the address unconfirmed, mails a link, and the link confirms it", async () => {
    const email = `${unique("creator")}@example.com`;
    const reply = await call("POST", "/manage/early-signups", {
      json: { email, siteName: "Soup Club" },
    });
    expect(reply.status).toBe(202);
    const token = await staffToken();
    const listed = async () =>
      (await call("GET", "/manage/early-signups", { token })).body.earlySignups.find(
        (row: { email: string }) => row.email === email,
      );
    expect(await listed()).toMatchObject({ email, siteName: "Soup Club", confirmed: false });

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm your early sign-up");
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/early-signups\/confirm\?token=/);
    const confirmed = await call("POST", "/manage/early-signups/confirmations", {
      json: { token: tokenOf(mail.link ?? "") },
    });
    expect(confirmed.status).toBe(200);
    expect(await listed()).toMatchObject({ confirmed: true, confirmedAt: expect.any(String) });
    // Opening the link again is harmless.
    const again = await call("POST", "/manage/early-signups/confirmations", {
      json: { token: tokenOf(mail.link ?? "") },
    });
    expect(again.status).toBe(200);
  });

  it("signing up twice keeps one row and sends a fresh link; the old link no longer works", async () => {
    const email = `${unique("creator")}@example.com`;
    await call("POST", "/manage/early-signups", { json: { email } });
    const first = await latestMail(email);
    await call("POST", "/manage/early-signups", { json: { email, siteName: "Later Name" } });
    const second = await latestMail(email);
    expect(second.id).not.toBe(first.id);
    const token = await staffToken();
    const rows = (await call("GET", "/manage/early-signups", { token })).body.earlySignups.filter(
      (row: { email: string }) => row.email === email,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].siteName).toBe("Later Name");
    const stale = await call("POST", "/manage/early-signups/confirmations", {
      json: { token: tokenOf(first.link ?? "") },
    });
    expect(stale.status).toBe(404);
  });
});
