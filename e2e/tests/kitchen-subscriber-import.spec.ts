import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * The chef brings readers from Substack: the CSV goes up, the preview sorts it
 * (new, invalid, opted out), the import waits for the consent box, runs in the background,
 * and the new readers are on the subscriber list.
 */
test("the chef imports a Substack CSV and sees the new subscribers", async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const ann = `imported-ann-${stamp}@example.com`;
  const bob = `imported-bob-${stamp}@example.com`;
  const csv = [
    "email,active_subscription,expiry,plan,email_disabled,created_at",
    `${ann},false,,free,false,2024-03-01T10:00:00.000Z`,
    `${bob},true,2026-06-01T00:00:00.000Z,yearly,false,2024-03-02T10:00:00.000Z`,
    "not an address,false,,free,false,2024-03-03T10:00:00.000Z",
    `quiet-${stamp}@example.com,false,,free,true,2024-03-04T10:00:00.000Z`,
  ].join("\n");

  await signIn(page, "chef@example.com", E2E.platformUrl);
  await page.goto("/kitchen/demo/subscribers");

  await test.step("upload: the preview recognises the export and sorts its rows", async () => {
    await page.getByLabel("CSV from Substack, Ghost, Mailchimp or anywhere else").setInputFiles({
      name: "substack-subscribers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(
      page.getByText(
        "substack-subscribers.csv looks like a Substack subscriber export with 4 rows.",
      ),
    ).toBeVisible();
    const preview = page.getByRole("list", { name: "Preview" });
    await expect(preview.getByRole("listitem").filter({ hasText: "new" }).first()).toHaveText(
      "2 new",
    );
    await expect(preview.getByRole("listitem").filter({ hasText: "invalid" })).toHaveText(
      "1 invalid",
    );
    await expect(preview.getByRole("listitem").filter({ hasText: "opted out" })).toHaveText(
      "1 opted out",
    );
    await expect(page.getByRole("row", { name: new RegExp(bob) })).toContainText(
      "Paid on Substack: yearly",
    );
  });

  await test.step("the import needs the consent box, then runs to the end", async () => {
    const importButton = page.getByRole("button", { name: "Import 2 subscribers" });
    await importButton.click();
    // Unticked, the browser refuses the form: nothing starts.
    await expect(page.getByText(/^Importing/)).toHaveCount(0);
    await page.getByLabel("These people agreed to receive e-mail from me").check();
    await importButton.click();
    await expect(
      page.getByText("Imported 2 subscribers from substack-subscribers.csv."),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("row", { name: /not an address/ })).toContainText(
      "Not a valid e-mail address",
    );
    const paid = page.getByRole("table", { name: "Paid on the other platform, imported as free" });
    await expect(paid.getByRole("row", { name: new RegExp(bob) })).toContainText(
      "Paid on Substack: yearly",
    );
  });

  await test.step("the new readers are on the list, free, with the newsletter on", async () => {
    await page.goto(`/kitchen/demo/subscribers?query=${encodeURIComponent(`-${stamp}@`)}`);
    const list = page.getByRole("table", { name: "Subscribers, newest first" });
    for (const email of [ann, bob]) {
      const row = list.getByRole("row", { name: new RegExp(email) });
      await expect(row).toContainText("Free");
      await expect(row).toContainText("Yes");
    }
    await expect(list.getByRole("row", { name: /quiet-/ })).toHaveCount(0);
  });
});
