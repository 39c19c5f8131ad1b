import type { images } from "@schema/db/images";
import { renderSeedImage } from "./images";
import type { ImageSeed } from "./types";

/**
 * Pixel sizes of generated pictures by use. Modest on purpose: images are painted in
 * software on every fresh install and test run, and the web host resizes for display.
 */
export const SEED_IMAGE_SIZES = {
  recipe: [960, 640],
  step: [640, 480],
  collection: [960, 640],
  featured: [720, 720],
  contributor: [400, 400],
  product: [480, 480],
  event: [960, 540],
} as const satisfies Record<string, readonly [number, number]>;

export type SeedImageUse = keyof typeof SEED_IMAGE_SIZES;

type PendingImage = {
  id: string;
  siteId: string;
  uploaderId: string;
  seed: ImageSeed;
  use: SeedImageUse;
};

export type RenderImage = typeof renderSeedImage;

/**
 * Collects the pictures the demo content needs while rows are planned (so rows can point
 * at an image id at once), then paints and uploads them in one pass before any D1 write.
 */
export class SeedImages {
  readonly pending: PendingImage[] = [];

  add(seed: ImageSeed, use: SeedImageUse, owner: { siteId: string; uploaderId: string }): string {
    const id = crypto.randomUUID();
    this.pending.push({ id, seed, use, ...owner });
    return id;
  }

  /** Paints every pending picture into R2 and returns the `images` rows describing them. */
  async upload(
    bucket: R2Bucket,
    render: RenderImage = renderSeedImage,
  ): Promise<(typeof images.$inferInsert)[]> {
    const rows: (typeof images.$inferInsert)[] = [];
    // Painting is CPU-bound, so one at a time; the R2 put of one overlaps the next paint.
    const puts: Promise<unknown>[] = [];
    for (const image of this.pending) {
      const [width, height] = SEED_IMAGE_SIZES[image.use];
      const rendered = await render(image.seed, width, height);
      const key = `sites/${image.siteId}/images/${image.id}.png`;
      puts.push(
        bucket.put(key, rendered.bytes, { httpMetadata: { contentType: rendered.contentType } }),
      );
      rows.push({
        id: image.id,
        siteId: image.siteId,
        uploaderId: image.uploaderId,
        key,
        contentType: rendered.contentType,
        width,
        height,
        lqip: rendered.lqip,
        bytes: rendered.bytes.byteLength,
      });
    }
    await Promise.all(puts);
    return rows;
  }
}
