import { expect, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { siteGet } from "../support/site-request";

/**
 * A site's /contact: linked from the footer, the form checks its fields
 * accessibly and a message reaches the creator's mailbox with the visitor as Reply-To,
 * while the creator's address never appears on the page.
 */

type Mail = { subject: string; text: string; replyTo?: string; sentAt: string };

/** The newest mail to `to` whose subject starts with `subject`, sent after `since`. */
async function mailTo(to: string, subject: string, since: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.apiUrl}/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: Mail[] };
        found = messages.find(
          (m) => m.subject.startsWith(subject) && Date.parse(m.sentAt) >= since - 1000,
        );
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

test("the contact form reaches the creator's mailbox, with the visitor as Reply-To", async ({
  page,
}) => {
  await page.goto(`${E2E.siteUrl("demo")}/`);
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();

  const form = page.locator("form.contact-form");
  // An empty form is refused field by field, and focus goes to the first field to fix.
  await form.getByRole("button", { name: "Send message" }).click();
  const name = form.getByLabel("Name");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expect(form.getByRole("alert").filter({ hasText: "Please enter your name" })).toBeVisible();
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );

  const since = Date.now();
  const message = `Can the brownies be made a day ahead? (${since})`;
  await name.fill("Jo Visitor");
  await form.getByLabel("Email", { exact: true }).fill("jo.visitor@example.com");
  await form.getByLabel("Message").fill(message);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Your message was sent" })).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("");

  const mail = await mailTo("chef@example.com", "New message from Jo Visitor via ", since);
  expect(mail.replyTo).toBe("jo.visitor@example.com");
  expect(mail.text).toContain(message);
  await expect(page.locator("body")).not.toContainText("chef@example.com");
});

test("/terms is linked from the footer and shows the site's terms", async ({ page }) => {
  await page.goto(`${E2E.siteUrl("demo")}/`);
  await page.locator(".site-footer").getByRole("link", { name: "Terms", exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recipes and content" })).toBeVisible();
});

test("/terms and /contact are edge-cached for visitors; the creator's address is in neither", async () => {
  for (const path of ["/terms", "/contact"]) {
    await siteGet("demo", path);
    const again = await siteGet("demo", path);
    expect(again.status).toBe(200);
    expect(again.headers["x-cache"], path).toBe("HIT");
    expect(again.body).not.toContain("chef@example.com");
  }
});
