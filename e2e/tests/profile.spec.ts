import { expect, test } from "../support/fixtures";
import { holdUploads } from "../support/held-uploads";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/** The profile's picture: uploaded through a signed URL, shown, and removed. */

// A real 1×1 PNG, so the browser can decode it for its size and placeholder.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a reader uploads a profile picture, sees it after a reload, and removes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "paid@example.com", E2E.platformUrl);
  await page.goto("/profile");
  const picture = page.getByLabel("Profile picture");

  // Not a picture every browser draws: refused before anything is sent.
  await picture.setInputFiles({
    name: "me.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg/>"),
  });
  await expect(page.getByRole("alert")).toContainText(
    "Upload a JPEG, PNG, WebP, GIF or AVIF picture",
  );

  // While it uploads (the PUT held), the field keeps the focus the file picker gave back,
  // and refuses another file meanwhile.
  const uploads = await holdUploads(page);
  await picture.focus();
  await picture.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("status").filter({ hasText: "Uploading" })).toBeVisible();
  await expect(picture).toBeFocused();
  await expect(picture).toHaveAttribute("aria-disabled", "true");
  uploads.release();
  await expect(
    page.getByRole("status").filter({ hasText: "Your picture is saved." }),
  ).toBeVisible();
  await uploads.stop();
  await expect(picture).toBeFocused();
  const shown = page.locator(".avatar-field__image");
  await expect(shown).toHaveAttribute(
    "src",
    /^\/media\/users\/[0-9a-f-]{36}\/avatars\/[0-9a-f-]{36}\.png$/,
  );
  const src = (await shown.getAttribute("src")) as string;
  // The bytes are really stored and served.
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  await page.reload();
  await expect(page.locator(".avatar-field__image")).toHaveAttribute("src", src);

  await page.getByRole("button", { name: "Remove picture" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your picture is removed." }),
  ).toBeVisible();
  await expect(page.locator(".avatar-field__image")).toHaveCount(0);
  await page.reload();
  await expect(page.locator(".avatar-field__image")).toHaveCount(0);
});
