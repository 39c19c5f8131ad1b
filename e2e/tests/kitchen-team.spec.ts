import { makeSpecSite } from "../support/creator";
import { expect, prepareContext, test } from "../support/fixtures";
import { hrefIn, mailCarrying, waitForMail } from "../support/mailbox";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A site's team (worker/services/team/CONTEXT.md): the owner invites an address from the
 * kitchen's Team page; the invitee opens the e-mail's link, signs in from it with the invited
 * address, accepts, and lands in the site's kitchen, told they manage it, while the owner is
 * e-mailed who joined; the owner removes them, and their next
 * visit to that kitchen is "not found". Its own site: the demo sites keep their team.
 */

test("the owner invites a helper, who accepts from the e-mail into the kitchen; removed, they lose it at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const slug = `team${run}`;
  const title = `Team Kitchen ${run}`;
  const owner = `team-owner-${run}@example.com`;
  const helper = `team-helper-${run}@example.com`;
  await makeSpecSite(owner, slug, title);

  await test.step("the owner opens Team from the kitchen's navigation and invites an address", async () => {
    await signIn(page, owner, E2E.platformUrl);
    await page.goto("/kitchen");
    await page
      .getByRole("list", { name: "Your sites" })
      .getByRole("link", { name: `Open kitchen of ${title}` })
      .click();
    await page
      .getByRole("navigation", { name: "Kitchen" })
      .getByRole("link", { name: "Team" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    const members = page.getByRole("table", { name: "Who runs this site" });
    await expect(members.getByRole("row", { name: new RegExp(owner) })).toContainText("Owner");

    // Not an address: the form refuses it, and nothing is sent.
    await page.getByLabel("E-mail address").fill("helper-at-example");
    await page.getByLabel("E-mail address").press("Enter");
    await expect(
      page.getByRole("table", { name: "Invitations waiting to be accepted" }),
    ).toHaveCount(0);

    await page.getByLabel("E-mail address").fill(helper);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const notice = page.getByRole("status").filter({ hasText: `Invitation sent to ${helper}` });
    await expect(notice).toBeFocused();
    await expect(page.getByLabel("E-mail address")).toHaveValue("");

    // A refused address stays in the field, which takes focus, however often it is refused.
    const field = page.getByLabel("E-mail address");
    const send = page.getByRole("button", { name: "Send invitation" });
    await field.fill(owner);
    await send.click();
    await expect(page.getByText("That's your own address")).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(owner);
    await send.click();
    await expect(send).toBeEnabled();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(owner);
    await field.fill("");
    await expect(
      page.getByRole("table", { name: "Invitations waiting to be accepted" }).getByRole("row", {
        name: new RegExp(helper),
      }),
    ).toBeVisible();
  });

  const helperPage = await (await prepareContext(await browser.newContext())).newPage();
  await test.step("the helper opens the e-mail's link, signs in from it and accepts", async () => {
    const mail = await mailCarrying(helper, "invited you to help run", title);
    expect(mail.subject).toBe(`${owner} invited you to help run ${title}`);
    const link = hrefIn(mail.html, "See the invitation");
    expect(link.startsWith(`${E2E.platformUrl}/team-invitations/`)).toBe(true);

    await helperPage.goto(link);
    await expect(helperPage.getByRole("heading", { level: 1 })).toHaveText(
      `${owner} invited you to help run ${title}`,
    );
    // Opening the link accepted nothing: signed out, it offers to sign in with the address.
    const since = Date.now();
    await helperPage.getByRole("button", { name: `Sign in as ${helper}` }).click();
    await expect(helperPage.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const signInMail = await waitForMail(helper, since, E2E.platformUrl);
    await helperPage.goto(signInMail.link as string);
    await expect(helperPage).toHaveURL(link);
    await helperPage.getByRole("button", { name: "Accept" }).click();
    // The kitchen says so first, once: the address loses its flag, and a reload is quiet.
    const joined = helperPage.getByRole("status").filter({ hasText: `You now manage ${title}.` });
    await expect(joined).toBeFocused();
    await expect(helperPage).toHaveURL(new RegExp(`/kitchen/${slug}/recipes$`));
    await expect(helperPage.getByRole("navigation", { name: "Kitchen" })).toBeVisible();
    await helperPage.reload();
    await expect(helperPage.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(joined).toHaveCount(0);
  });

  await test.step("the owner is told by e-mail who joined, with a link to the Team page", async () => {
    const mail = await mailCarrying(owner, "now helps run", title);
    expect(mail.subject).toBe(`${helper} now helps run ${title}`);
    expect(hrefIn(mail.html, "See your team")).toBe(`${E2E.platformUrl}/kitchen/${slug}/team`);
  });

  await test.step("the owner sees them as a manager and removes them, behind a confirmation", async () => {
    await page.reload();
    const row = page
      .getByRole("table", { name: "Who runs this site" })
      .getByRole("row", { name: new RegExp(helper) });
    await expect(row).toContainText("Manager");
    await expect(page.getByText("No invitations waiting.")).toBeVisible();
    await row.getByRole("button", { name: `Remove ${helper}` }).click();
    const dialog = page.getByRole("dialog", { name: `Remove ${helper} from the team?` });
    await dialog.getByRole("button", { name: "Remove from team" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Removed ${helper} from the team.` }),
    ).toBeFocused();
    await expect(row).toHaveCount(0);
  });

  await test.step("the removed helper's kitchen of that site answers not found", async () => {
    const response = await helperPage.reload();
    expect(response?.status()).toBe(404);
    await expect(
      helperPage.getByRole("heading", { level: 1, name: "Page not found" }),
    ).toBeVisible();
    await helperPage.goto(`${E2E.platformUrl}/kitchen`);
    await expect(helperPage.getByRole("link", { name: `Open kitchen of ${title}` })).toHaveCount(0);
  });
  await helperPage.context().close();
});
