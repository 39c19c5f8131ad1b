import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { holdUploads } from "../support/held-uploads";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * A recipe's story read aloud: the creator uploads a recording in the recipe editor and
 * hears it back, the published page offers it to a visitor without downloading it first,
 * the browser plays it through (its bytes come in ranges from the site's own /media), the
 * JSON-LD names it, and removing it takes it off the page.
 */

/** A real WAV: 0.4 s of a quiet 440 Hz tone, 8 kHz mono 8-bit. */
function wav(seconds = 0.4, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const file = Buffer.alloc(44 + samples);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(36 + samples, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20); // PCM
  file.writeUInt16LE(1, 22); // mono
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate, 28); // bytes per second
  file.writeUInt16LE(1, 32); // block align
  file.writeUInt16LE(8, 34); // bits per sample
  file.write("data", 36, "ascii");
  file.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    file[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  }
  return file;
}

async function recipeJsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item["@type"] === "Recipe");
}

test("a creator records the story, a visitor plays it, and it can be taken off", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Story soup ${Date.now().toString(36)}`;
  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Recipes" })
    .click();
  await page.getByRole("button", { name: "New recipe" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Story excerpt").fill("My grandmother made this soup every winter.");

  const story = page.getByRole("group", { name: "Story read aloud" });
  // While it uploads (the PUT held), the field keeps the focus the file picker gave back.
  const uploads = await holdUploads(page);
  const audioInput = story.getByLabel("Upload audio");
  await audioInput.focus();
  await audioInput.setInputFiles({
    name: "story.wav",
    mimeType: "audio/wav",
    buffer: wav(),
  });
  await expect(story.getByRole("button", { name: "Cancel upload" })).toBeVisible();
  await expect(audioInput).toBeFocused();
  await expect(audioInput).toHaveAttribute("aria-disabled", "true");
  uploads.release();
  // Uploaded: the author can hear it back, and replace or remove it.
  const player = story.locator("audio");
  await expect(player).toHaveAttribute(
    "src",
    /^\/media\/sites\/[0-9a-f-]+\/audio\/[0-9a-f-]+\.wav$/,
  );
  await expect(story.getByLabel("Replace audio")).toBeAttached();
  await expect(story.getByRole("button", { name: "Remove audio" })).toBeVisible();
  await uploads.stop();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = await page.getByLabel("Slug").inputValue();

  // A visitor, in a browser of their own.
  const visitor = await browser.newPage();
  const audioRequests: string[] = [];
  visitor.on("request", (request) => {
    if (/\/audio\/.+\.wav/.test(request.url())) audioRequests.push(request.url());
  });
  const answers: number[] = [];
  visitor.on("response", (response) => {
    if (/\/audio\/.+\.wav/.test(response.url())) answers.push(response.status());
  });
  await visitor.goto(`${E2E.siteUrl("second")}/recipes/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const storySection = visitor.getByRole("region", { name: "Story", exact: true });
  // The player is named by its visible caption.
  await expect(storySection.getByText("Listen to the story", { exact: true })).toBeVisible();
  const listen = storySection.getByLabel("Listen to the story");
  await expect(listen).toBeVisible();
  await expect(listen).toHaveAttribute("preload", "none");
  // Nothing is downloaded until the reader presses play.
  await visitor.waitForLoadState("load");
  expect(audioRequests).toEqual([]);

  // Played through (muted, as a test may start it without a click): it loads and ends.
  const played = await listen.evaluate(
    (audio: HTMLAudioElement) =>
      new Promise<{ duration: number; ended: boolean }>((resolve, reject) => {
        audio.muted = true;
        audio.addEventListener("ended", () =>
          resolve({ duration: audio.duration, ended: audio.ended }),
        );
        audio.addEventListener("error", () => reject(new Error(`error ${audio.error?.code}`)));
        audio.play().catch(reject);
      }),
  );
  expect(played.ended).toBe(true);
  expect(played.duration).toBeCloseTo(0.4, 1);
  expect(audioRequests.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200 || status === 206)).toBe(true);

  const jsonLd = await recipeJsonLd(visitor);
  expect(jsonLd?.audio).toMatchObject({
    "@type": "AudioObject",
    encodingFormat: "audio/wav",
    contentUrl: expect.stringMatching(/\/media\/sites\/.+\.wav$/),
  });

  // Taken off the recipe, it is gone from the page.
  await story.getByRole("button", { name: "Remove audio" }).click();
  await expect(player).toHaveCount(0);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByLabel("Listen to the story")).toHaveCount(0);
  await expect(visitor.getByText("My grandmother made this soup every winter.")).toBeVisible();
  await visitor.close();
});
