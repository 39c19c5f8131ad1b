import type { ImageSeed } from "./types";

/**
 * Procedural stand-ins for food photography, so a fresh install (and every test run) has
 * pictures without shipping binary assets: an overhead "flat lay" of a tabletop tinted by
 * `hue`, a dish chosen by `motif`, and props and garnish placed by a PRNG seeded from
 * `seed`. Pure TypeScript plus CompressionStream, so it runs in workerd and in Node.
 */

export const IMAGE_MOTIFS = [
  "plate",
  "bowl",
  "board",
  "glass",
  "loaf",
  "cake",
  "skillet",
  "cookies",
  "pie",
  "tray",
  "pot",
  "jar",
  "knife",
  "portrait",
] as const;
export type ImageMotif = (typeof IMAGE_MOTIFS)[number];

export type RenderedImage = { bytes: Uint8Array; contentType: "image/png"; lqip: string };

export async function renderSeedImage(
  image: ImageSeed,
  width: number,
  height: number,
): Promise<RenderedImage> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`renderSeedImage: bad size ${width}x${height}`);
  }
  const bytes = await encodePng(paintScene(image, width, height));
  // The placeholder is painted at 4x and averaged down, so it is a faithful blur of the
  // full picture rather than an aliased thumbnail. Eight pixels across: every card carries
  // it inline, and the browser's smoothing makes a soft preview of it at any size.
  const lqipWidth = 8;
  const lqipHeight = Math.max(1, Math.round((lqipWidth * height) / width));
  const small = downsample(paintScene(image, lqipWidth * 4, lqipHeight * 4), 4);
  const lqip = `data:image/png;base64,${toBase64(await encodePng(small))}`;
  return { bytes, contentType: "image/png", lqip };
}

// ---------------------------------------------------------------------------------------
// Canvas: RGB floats in 0..1 (sRGB, as written to the PNG), in coordinates normalised so
// the shorter side spans 1 and (0, 0) is the centre. Shapes are signed distance functions,
// which gives cheap anti-aliasing and soft shadows at any output size.

type Sdf = (x: number, y: number) => number;
type Shader = (x: number, y: number, d: number, out: Float64Array) => void;
/** Shades a whole row: `xs` holds the x of each pixel, `row` receives RGB triples. */
type RowShader = (y: number, xs: Float64Array, row: Float32Array) => void;
type PaintOptions = { soft?: number; opacity?: number; multiply?: boolean };

class Canvas {
  readonly data: Float32Array;
  readonly scale: number;
  readonly halfWidth: number;
  readonly halfHeight: number;
  private readonly out = new Float64Array(3);

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3);
    this.scale = Math.min(width, height);
    this.halfWidth = width / 2 / this.scale;
    this.halfHeight = height / 2 / this.scale;
  }

  /**
   * Paints `sdf < 0` (within `extent` of cx, cy) with colours from `shade`. `sdf` must be a
   * distance bound: its value may underestimate the distance to the shape, never overstate
   * it by more than 2x.
   */
  paint(
    cx: number,
    cy: number,
    extent: number,
    sdf: Sdf,
    shade: Shader | Rgb,
    opts: PaintOptions = {},
  ) {
    const { width, height, scale, data, out } = this;
    // A plain colour needs no shader call, and runs of pixels deep inside the shape need
    // no distance either: that keeps shadows and flat shapes cheap.
    const flatColour = Array.isArray(shade);
    if (flatColour) setRgb(out, shade);
    const edge = Math.max(opts.soft ?? 0, 1 / scale);
    const opacity = opts.opacity ?? 1;
    const multiply = opts.multiply === true;
    const reach = extent + edge;
    const px0 = Math.max(0, Math.floor((cx - reach) * scale + width / 2));
    const px1 = Math.min(width, Math.ceil((cx + reach) * scale + width / 2));
    const py0 = Math.max(0, Math.floor((cy - reach) * scale + height / 2));
    const py1 = Math.min(height, Math.ceil((cy + reach) * scale + height / 2));
    for (let py = py0; py < py1; py++) {
      const y = (py + 0.5 - height / 2) / scale;
      for (let px = px0; px < px1; px++) {
        const x = (px + 0.5 - width / 2) / scale;
        const d = sdf(x, y);
        let coverage = 0.5 - d / edge;
        if (coverage <= 0) {
          // Distance functions never overstate the distance by more than about 2x, so
          // the pixels within half of it are outside too: skip them.
          const skip = Math.floor((d - edge) * 0.5 * scale);
          if (skip > 1) px += skip - 1;
          continue;
        }
        let run = 1;
        if (coverage >= 1) {
          coverage = 1;
          if (flatColour)
            run = Math.max(1, Math.min(px1 - px, Math.floor((-d - edge) * 0.5 * scale)));
        }
        const a = coverage * opacity;
        if (!flatColour) (shade as Shader)(x, y, d, out);
        for (let n = 0; n < run; n++, px++) {
          blend(data, (py * width + px) * 3, out, a, multiply);
        }
        px--;
      }
    }
  }

  /** Every pixel, a row at a time, for backgrounds. */
  fill(shadeRow: RowShader) {
    const { width, height, scale, data } = this;
    const xs = new Float64Array(width);
    for (let px = 0; px < width; px++) xs[px] = (px + 0.5 - width / 2) / scale;
    for (let py = 0; py < height; py++) {
      shadeRow(
        (py + 0.5 - height / 2) / scale,
        xs,
        data.subarray(py * width * 3, (py + 1) * width * 3),
      );
    }
  }
}

function blend(data: Float32Array, i: number, out: Float64Array, a: number, multiply: boolean) {
  const r = data[i] as number;
  const g = data[i + 1] as number;
  const b = data[i + 2] as number;
  if (multiply) {
    data[i] = r * (1 - a + a * (out[0] as number));
    data[i + 1] = g * (1 - a + a * (out[1] as number));
    data[i + 2] = b * (1 - a + a * (out[2] as number));
  } else {
    data[i] = r + ((out[0] as number) - r) * a;
    data[i + 1] = g + ((out[1] as number) - g) * a;
    data[i + 2] = b + ((out[2] as number) - b) * a;
  }
}

/** Writes colour `c` times `k` into pixel `px` of a row. */
function putPixel(row: Float32Array, px: number, c: Rgb, k: number) {
  const i = px * 3;
  row[i] = clamp01(c[0] * k);
  row[i + 1] = clamp01(c[1] * k);
  row[i + 2] = clamp01(c[2] * k);
}

// ---------------------------------------------------------------------------------------
// Maths helpers.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function hash2(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 1274126177);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth value noise in 0..1 on an integer lattice that wraps every `period` cells. */
function latticeNoise(x: number, y: number, period: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const x0 = ix % period;
  const y0 = iy % period;
  const x1 = (ix + 1) % period;
  const y1 = (iy + 1) % period;
  const a = hash2(x0, y0, seed);
  const b = hash2(x1, y0, seed);
  const c = hash2(x0, y1, seed);
  const d = hash2(x1, y1, seed);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

// Evaluating fractal noise per pixel was most of the render time, so three octaves are
// baked once into a tileable texture and shaders sample it bilinearly.
const NOISE_SIZE = 256;
const NOISE_CELL = 8; // texels per lattice cell of the first octave
let noiseTexture: Float32Array | null = null;

function getNoiseTexture(): Float32Array {
  if (noiseTexture) return noiseTexture;
  const texture = new Float32Array(NOISE_SIZE * NOISE_SIZE);
  const period = NOISE_SIZE / NOISE_CELL;
  for (let ty = 0; ty < NOISE_SIZE; ty++) {
    for (let tx = 0; tx < NOISE_SIZE; tx++) {
      let sum = 0;
      let amplitude = 0.5;
      let total = 0;
      for (let o = 0, f = 1; o < 3; o++, f *= 2) {
        sum +=
          latticeNoise((tx / NOISE_CELL) * f, (ty / NOISE_CELL) * f, period * f, o) * amplitude;
        total += amplitude;
        amplitude *= 0.5;
      }
      texture[ty * NOISE_SIZE + tx] = sum / total;
    }
  }
  noiseTexture = texture;
  return texture;
}

/** Fractal noise in 0..1; `seed` shifts to another part of the texture. */
function fbm(x: number, y: number, seed: number): number {
  const texture = noiseTexture ?? getNoiseTexture();
  const u = x * NOISE_CELL + ((seed * 73) & 255);
  const v = y * NOISE_CELL + ((seed * 151) & 255);
  const iu = Math.floor(u);
  const iv = Math.floor(v);
  const fu = u - iu;
  const fv = v - iv;
  const x0 = iu & 255;
  const x1 = (iu + 1) & 255;
  const r0 = (iv & 255) * NOISE_SIZE;
  const r1 = ((iv + 1) & 255) * NOISE_SIZE;
  const a = texture[r0 + x0] as number;
  const b = texture[r0 + x1] as number;
  const c = texture[r1 + x0] as number;
  const d = texture[r1 + x1] as number;
  return a + (b - a) * fu + (c - a) * fv + (a - b - c + d) * fu * fv;
}

/** Math.hypot allocates and is several times slower in V8; this runs per pixel. */
const len = (a: number, b: number) => Math.sqrt(a * a + b * b);
const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);
const mix = (a: number, b: number, t: number) => a + (b - a) * t;
/** Interpolates hues the short way round the colour wheel (350° and 10° meet at 0°). */
const mixHue = (a: number, b: number, t: number) => a + (((((b - a) % 360) + 540) % 360) - 180) * t;

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    hue < 1
      ? [c, x, 0]
      : hue < 2
        ? [x, c, 0]
        : hue < 3
          ? [0, c, x]
          : hue < 4
            ? [0, x, c]
            : hue < 5
              ? [x, 0, c]
              : [c, 0, x];
  return [r + m, g + m, b + m];
}

function setRgb(out: Float64Array, c: Rgb, k = 1) {
  out[0] = clamp01(c[0] * k);
  out[1] = clamp01(c[1] * k);
  out[2] = clamp01(c[2] * k);
}

// Light comes from the top left, as through a kitchen window.
const LIGHT: Rgb = [-0.42, -0.52, 0.74];

/** Lambert-ish shading of a dome over a circle, 0.6..1.15. */
function dome(x: number, y: number, cx: number, cy: number, r: number): number {
  const nx = (x - cx) / r;
  const ny = (y - cy) / r;
  const nz = Math.sqrt(Math.max(0, 1 - nx * nx - ny * ny));
  return 0.62 + 0.5 * Math.max(0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2]);
}

// Shape distance functions.
const circle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    len(x - cx, y - cy) - r;

const ring =
  (cx: number, cy: number, r: number, thickness: number): Sdf =>
  (x, y) =>
    Math.abs(len(x - cx, y - cy) - r) - thickness / 2;

function box(cx: number, cy: number, hw: number, hh: number, radius: number, angle = 0): Sdf {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const qx = Math.abs(dx * cos + dy * sin) - hw + radius;
    const qy = Math.abs(-dx * sin + dy * cos) - hh + radius;
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  };
}

/** A wobbly circle: food never comes out perfectly round. */
function blob(cx: number, cy: number, r: number, wobble: number, rng: () => number): Sdf {
  // The radius follows noise sampled around a circle: smooth, random bumps without the
  // cost of atan2 and sines per pixel.
  const ox = rng() * 200;
  const oy = rng() * 200;
  const orbit = 0.7 + rng() * 0.5;
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const dist = Math.sqrt(dx * dx + dy * dy) + 1e-9;
    const n = fbm(ox + (dx / dist) * orbit, oy + (dy / dist) * orbit, 0);
    return dist - r * (1 + wobble * 3 * (n - 0.5));
  };
}

function ellipse(cx: number, cy: number, rx: number, ry: number, angle = 0): Sdf {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const m = Math.min(rx, ry);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const u = (dx * cos + dy * sin) / rx;
    const v = (-dx * sin + dy * cos) / ry;
    return (len(u, v) - 1) * m;
  };
}

// ---------------------------------------------------------------------------------------
// Scene.

type GarnishStyle = "herbs" | "chili" | "seeds" | "cheese";
type Scene = {
  canvas: Canvas;
  rng: () => number;
  hue: number;
  seed: number;
  garnish: GarnishStyle;
};

function paintScene(image: ImageSeed, width: number, height: number): Canvas {
  const seed = image.seed ?? hashString(`${image.motif}:${image.hue}`);
  const canvas = new Canvas(width, height);
  const rng = mulberry32(seed);
  const styles: GarnishStyle[] = ["herbs", "chili", "seeds", "cheese"];
  const scene: Scene = {
    canvas,
    rng,
    hue: image.hue,
    seed: seed & 0xffff,
    garnish: styles[Math.floor(rng() * styles.length)] ?? "herbs",
  };
  const motif = (IMAGE_MOTIFS as readonly string[]).includes(image.motif)
    ? (image.motif as ImageMotif)
    : "plate";
  if (motif === "portrait") {
    portrait(scene);
    return canvas;
  }
  tabletop(scene);
  props(scene, motif);
  MOTIFS[motif](scene);
  vignette(canvas);
  return canvas;
}

function tabletop({ canvas, rng, hue, seed }: Scene) {
  const style = Math.floor(rng() * 3);
  if (style === 0) {
    // Wood planks running across the frame, warm but pulled toward the hue.
    const base = hsl(mixHue(28, hue, 0.25), 0.34, 0.4 + rng() * 0.2);
    const plank = 0.24 + rng() * 0.1;
    canvas.fill((y, xs, pixels) => {
      const p = (y + 2) / plank;
      const plankIndex = Math.floor(p);
      const seam = p - plankIndex;
      const gap = seam < 0.015 || seam > 0.985 ? 0.55 : 1;
      const tone = (hash2(plankIndex, 0, seed) - 0.5) * 0.16;
      for (let px = 0; px < xs.length; px++) {
        const x = xs[px] as number;
        const warp = fbm(x * 0.9 + plankIndex * 7, y * 4, seed) * 9;
        const grain = 0.5 + 0.5 * Math.sin(y * 150 + warp * 2.2 + x * 2);
        const fine = fbm(x * 3, y * 60, seed + 1);
        putPixel(pixels, px, base, (0.8 + 0.12 * grain + 0.16 * fine + tone) * gap);
      }
    });
  } else if (style === 1) {
    // Linen cloth in a pale version of the hue.
    const base = hsl(hue, 0.28, 0.8 + rng() * 0.08);
    canvas.fill((y, xs, pixels) => {
      const weft = 0.25 * Math.sin(y * 380);
      for (let px = 0; px < xs.length; px++) {
        const x = xs[px] as number;
        const weave = 0.5 + 0.25 * Math.sin(x * 380) + weft;
        const slub = fbm(x * 6, y * 30, seed);
        const crease = fbm(x * 1.5, y * 1.5, seed + 2);
        putPixel(pixels, px, base, 0.84 + 0.04 * weave + 0.08 * slub + 0.1 * crease);
      }
    });
  } else {
    // Stone with soft veins, tinted by the hue.
    const base = hsl(hue, 0.1, 0.74 + rng() * 0.14);
    canvas.fill((y, xs, pixels) => {
      for (let px = 0; px < xs.length; px++) {
        const x = xs[px] as number;
        const n = fbm(x * 2.2, y * 2.2, seed);
        const vein = Math.abs(Math.sin((x + y * 0.6) * 5 + n * 9));
        const speck = fbm(x * 40, y * 40, seed + 3);
        putPixel(pixels, px, base, 0.86 + 0.12 * n + 0.04 * speck - Math.max(0, 0.08 - vein) * 1.5);
      }
    });
  }
}

/** Brighter toward the window (top left), darker in the far corner. */
function vignette(canvas: Canvas) {
  const { width, height, scale, data, halfWidth, halfHeight } = canvas;
  for (let py = 0; py < height; py++) {
    const y = (py + 0.5 - height / 2) / scale / halfHeight;
    for (let px = 0; px < width; px++) {
      const x = (px + 0.5 - width / 2) / scale / halfWidth;
      const k = 1.05 - 0.14 * (x * x + y * y) - 0.06 * (x + y);
      const i = (py * width + px) * 3;
      data[i] = (data[i] as number) * k;
      data[i + 1] = (data[i + 1] as number) * k;
      data[i + 2] = (data[i + 2] as number) * k;
    }
  }
}

function shadow(canvas: Canvas, cx: number, cy: number, extent: number, sdf: Sdf, strength = 0.4) {
  // Small things sit low and cast short, crisp shadows; plates and boards cast long, soft ones.
  const size = Math.min(1, extent / 0.15);
  const dx = 0.002 + 0.02 * size;
  const dy = 0.003 + 0.027 * size;
  const soft = 0.006 + 0.054 * size;
  // Slightly blue shadows read as daylight.
  const tint: Rgb = [1 - strength, 1 - strength * 0.95, 1 - strength * 0.85];
  canvas.paint(cx + dx, cy + dy, extent + soft, (x, y) => sdf(x - dx, y - dy), tint, {
    soft,
    multiply: true,
  });
}

/** A napkin in a corner, a spoon, and a few flecks on the table. */
function props(scene: Scene, motif: ImageMotif) {
  const { canvas, rng, hue } = scene;
  if (motif !== "knife" && rng() < 0.75) {
    const sx = rng() < 0.5 ? -1 : 1;
    const sy = rng() < 0.5 ? -1 : 1;
    const cx = sx * canvas.halfWidth * 0.85;
    const cy = sy * canvas.halfHeight * 0.8;
    const angle = (rng() - 0.5) * 0.8;
    const shape = box(cx, cy, 0.22, 0.17, 0.015, angle);
    const cloth = hsl(hue + 150 + rng() * 60, 0.2 + rng() * 0.2, 0.8);
    const stripe = hsl(hue + 160, 0.45, 0.42);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const seed = scene.seed;
    shadow(canvas, cx, cy, 0.32, shape, 0.25);
    canvas.paint(cx, cy, 0.32, shape, (x, y, d, out) => {
      const u = (x - cx) * cos + (y - cy) * sin;
      const band = Math.abs(d + 0.03) < 0.005 || Math.abs(d + 0.045) < 0.003;
      const fold = 0.92 + 0.06 * Math.sin(u * 24) + 0.05 * fbm(x * 30, y * 30, seed + 4);
      setRgb(out, band ? stripe : cloth, fold);
    });
  }
  if ((motif === "plate" || motif === "bowl" || motif === "jar") && rng() < 0.7) {
    const side = rng() < 0.5 ? -1 : 1;
    spoon(
      canvas,
      side * canvas.halfWidth * 0.72,
      (rng() - 0.5) * 0.2,
      Math.PI / 2 + (rng() - 0.5) * 0.4,
    );
  }
  const count = 2 + Math.floor(rng() * 4);
  for (let i = 0; i < count; i++) {
    const t = rng() * Math.PI * 2;
    const r = mix(0.45, canvas.halfWidth * 0.95, rng());
    fleck(
      scene,
      Math.cos(t) * r,
      Math.sin(t) * r * 0.75,
      GARNISH.herbs[i % 3] as Rgb,
      0.005 + rng() * 0.006,
    );
  }
}

const STEEL: Rgb = [0.76, 0.77, 0.8];

function spoon(canvas: Canvas, x: number, y: number, angle: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const bowl = ellipse(x, y, 0.065, 0.045, angle);
  const handle = box(x + cos * 0.22, y + sin * 0.22, 0.17, 0.013, 0.012, angle);
  const shape: Sdf = (px, py) => Math.min(bowl(px, py), handle(px, py));
  shadow(canvas, x + cos * 0.15, y + sin * 0.15, 0.4, shape, 0.35);
  canvas.paint(x + cos * 0.15, y + sin * 0.15, 0.4, shape, (px, py, d, out) => {
    // Brushed steel: a soft streak of reflected window light and a darker rim.
    const streak = Math.sin((px - x) * 14 - (py - y) * 9);
    setRgb(out, STEEL, 0.78 + 0.22 * streak * streak + clamp01(1 + d / 0.006) * -0.15);
  });
}

const GARNISH: Record<GarnishStyle, Rgb[]> = {
  herbs: [hsl(105, 0.5, 0.3), hsl(98, 0.55, 0.4), hsl(110, 0.45, 0.24)],
  chili: [hsl(105, 0.5, 0.32), hsl(4, 0.75, 0.45), hsl(12, 0.8, 0.5)],
  seeds: [hsl(105, 0.5, 0.32), hsl(45, 0.45, 0.86), hsl(30, 0.1, 0.12)],
  cheese: [hsl(50, 0.55, 0.86), hsl(48, 0.4, 0.92), hsl(105, 0.5, 0.34)],
};

function garnishColour(scene: Scene): Rgb {
  const palette = GARNISH[scene.garnish];
  return palette[Math.floor(scene.rng() * palette.length)] as Rgb;
}

/** A chopped bit of herb, a chili flake or a seed. */
function fleck(scene: Scene, x: number, y: number, colour: Rgb, size: number) {
  const { canvas, rng } = scene;
  const shape = blob(x, y, size, 0.35, rng);
  if (size > 0.007) shadow(canvas, x, y, size * 1.4, shape, 0.2);
  canvas.paint(x, y, size * 1.4, shape, (px, py, _d, out) => {
    setRgb(out, colour, dome(px, py, x, y, size * 1.6));
  });
}

/** A whole leaf (basil, mint, parsley) with a pale midrib. */
function leaf(canvas: Canvas, x: number, y: number, length: number, angle: number, colour: Rgb) {
  const width = length * 0.55;
  const radius = (length * length + width * width) / (4 * width);
  const offset = radius - width / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const local = (px: number, py: number, out: [number, number]) => {
    out[0] = (px - x) * cos + (py - y) * sin;
    out[1] = -(px - x) * sin + (py - y) * cos;
  };
  const uv: [number, number] = [0, 0];
  const shape: Sdf = (px, py) => {
    local(px, py, uv);
    const u = uv[0];
    const v = uv[1];
    return Math.max(len(u, v - offset), len(u, v + offset)) - radius;
  };
  shadow(canvas, x, y, length, shape, 0.3);
  canvas.paint(x, y, length, shape, (px, py, _d, out) => {
    local(px, py, uv);
    const v = uv[1];
    const rib = Math.abs(v) < width * 0.04 ? 1.25 : 1;
    setRgb(out, colour, (v < 0 ? 1.08 : 0.9) * rib);
  });
}

/** Garnish over food: chopped flecks and a couple of whole leaves within radius r. */
function garnish(scene: Scene, cx: number, cy: number, r: number, count: number) {
  const { canvas, rng } = scene;
  for (let i = 0; i < count; i++) {
    const t = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r;
    fleck(
      scene,
      cx + Math.cos(t) * d,
      cy + Math.sin(t) * d,
      garnishColour(scene),
      0.004 + rng() * 0.007,
    );
  }
  const leaves = scene.garnish === "cheese" ? 0 : 1 + Math.floor(rng() * 3);
  for (let i = 0; i < leaves; i++) {
    const t = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r * 0.8;
    leaf(
      canvas,
      cx + Math.cos(t) * d,
      cy + Math.sin(t) * d,
      0.04 + rng() * 0.03,
      rng() * 6.28,
      hsl(100 + rng() * 20, 0.55, 0.32),
    );
  }
}

/** Textured, dome-shaded food inside `sdf`, darker (browned) toward its edge. */
function food(scene: Scene, cx: number, cy: number, r: number, sdf: Sdf, colour: Rgb, texture = 1) {
  const { canvas, seed } = scene;
  const edge = r * 0.3;
  canvas.paint(cx, cy, r * 1.3, sdf, (x, y, d, out) => {
    const n = fbm(x * 14, y * 14, seed + 7);
    const browned = clamp01(1 + d / edge) * 0.22;
    const k = dome(x, y, cx, cy, r * 1.25) * (1 - texture * 0.22 + texture * 0.44 * n) - browned;
    setRgb(out, colour, k);
  });
}

function ceramic(scene: Scene): Rgb {
  const { rng, hue } = scene;
  const pick = rng();
  if (pick < 0.5) return hsl(40, 0.2, 0.94);
  if (pick < 0.75) return hsl(hue + 180, 0.22, 0.7);
  return hsl(hue + 30, 0.1, 0.28);
}

function foodColour(scene: Scene, lightness = 0.48, shift = 0): Rgb {
  const { rng, hue } = scene;
  // Real food is rarely fully saturated; greens and blues (herbs, berries) even less so.
  const h = hue + shift + (rng() - 0.5) * 12;
  const wheel = ((h % 360) + 360) % 360;
  const muted = wheel > 180 && wheel < 300 ? 0.6 : wheel > 65 && wheel <= 180 ? 0.75 : 1;
  return hsl(h, (0.42 + rng() * 0.18) * muted, lightness + (rng() - 0.5) * 0.1);
}

// Vegetables and browned bits that share a plate with the main food, whatever its hue.
const SIDES: Rgb[] = [
  hsl(30, 0.5, 0.42),
  hsl(100, 0.4, 0.36),
  hsl(6, 0.6, 0.45),
  hsl(45, 0.6, 0.55),
  hsl(25, 0.35, 0.6),
];

function sideColour(scene: Scene): Rgb {
  return SIDES[Math.floor(scene.rng() * SIDES.length)] as Rgb;
}

function plateAt(scene: Scene, cx: number, cy: number, r: number, colour: Rgb) {
  const { canvas } = scene;
  const shape = circle(cx, cy, r);
  shadow(canvas, cx, cy, r, shape);
  canvas.paint(cx, cy, r, shape, (x, y, _d, out) => {
    const dist = len(x - cx, y - cy) / r;
    // The rim is lit from the window and the well sits a little lower.
    const rim = dist > 0.74 ? 1.02 + (0.07 * (cx - x + (cy - y))) / r : 0.95 + 0.03 * dist;
    const groove = Math.abs(dist - 0.74) < 0.015 ? 0.9 : 1;
    setRgb(out, colour, rim * groove);
  });
}

/** Pieces (roast vegetables, meat, dumplings) scattered within radius r. */
function pieces(scene: Scene, cx: number, cy: number, r: number, count: number, size: number) {
  const { canvas, rng } = scene;
  for (let i = 0; i < count; i++) {
    const t = (i / count) * Math.PI * 2 + rng() * 0.8;
    const d = i === 0 ? 0 : r * (0.45 + rng() * 0.4);
    const x = cx + Math.cos(t) * d;
    const y = cy + Math.sin(t) * d;
    const pr = size * (0.8 + rng() * 0.4);
    const shape = blob(x, y, pr, 0.18, rng);
    shadow(canvas, x, y, pr * 1.3, shape, 0.35);
    const colour = rng() < 0.65 ? foodColour(scene, 0.45) : sideColour(scene);
    food(scene, x, y, pr, shape, colour);
  }
}

// ---------------------------------------------------------------------------------------
// Motifs. Each paints the main subject around the centre of the frame.

const CREAM: Rgb = [0.97, 0.95, 0.9];
const PAPER: Rgb = hsl(40, 0.35, 0.9);
const IRON: Rgb = hsl(20, 0.06, 0.16);
const DARK_INSIDE: Rgb = [0.15, 0.14, 0.14];
const GLASS_RIM: Rgb = [1, 1, 1];
const ICE: Rgb = [0.95, 0.97, 1];
const LID: Rgb = [0.78, 0.76, 0.7];
const RIVET: Rgb = [0.85, 0.85, 0.86];

const MOTIFS: Record<Exclude<ImageMotif, "portrait">, (scene: Scene) => void> = {
  plate(scene) {
    const { rng } = scene;
    const cx = (rng() - 0.5) * 0.12;
    const cy = (rng() - 0.5) * 0.06;
    plateAt(scene, cx, cy, 0.38, ceramic(scene));
    // A base (grain, purée or greens) under the main pieces.
    const base = hsl(mixHue(scene.hue, 42, 0.6), 0.3, 0.66);
    food(scene, cx, cy, 0.22, blob(cx, cy, 0.22, 0.1, rng), base, 1.2);
    pieces(scene, cx, cy, 0.14, 4 + Math.floor(rng() * 3), 0.065);
    garnish(scene, cx, cy, 0.2, 30 + Math.floor(rng() * 20));
  },

  bowl(scene) {
    const { canvas, rng, seed } = scene;
    const cx = (rng() - 0.5) * 0.1;
    const cy = (rng() - 0.5) * 0.06;
    const r = 0.34;
    const outer = circle(cx, cy, r);
    const glaze = ceramic(scene);
    shadow(canvas, cx, cy, r, outer, 0.45);
    canvas.paint(cx, cy, r, outer, (x, y, _d, out) => {
      const dist = len(x - cx, y - cy) / r;
      // Inside wall: the far side (bottom right) catches the light, the near side is shaded.
      const inner = dist < 0.9 ? 0.8 + (0.25 * (x - cx + (y - cy))) / r : 1.05;
      setRgb(out, glaze, inner);
    });
    const soup = foodColour(scene, 0.5);
    const sr = r * 0.78;
    canvas.paint(cx, cy, sr, circle(cx, cy, sr), (x, y, _d, out) => {
      const n = fbm(x * 10, y * 10, seed + 3);
      const dist = len(x - cx, y - cy);
      const swirlAngle = Math.atan2(y - cy, x - cx) + dist * 28;
      const swirl = Math.max(0, Math.sin(swirlAngle)) ** 8 * clamp01(1 - dist / (sr * 0.7));
      const k = 0.82 + 0.3 * n;
      out[0] = clamp01(mix(soup[0] * k, CREAM[0], swirl * 0.7));
      out[1] = clamp01(mix(soup[1] * k, CREAM[1], swirl * 0.7));
      out[2] = clamp01(mix(soup[2] * k, CREAM[2], swirl * 0.7));
    });
    // Drops of oil catch the light.
    const oil = hsl(45, 0.8, 0.6);
    for (let i = 0; i < 7; i++) {
      const t = rng() * 6.28;
      const d = Math.sqrt(rng()) * sr * 0.8;
      const ox = cx + Math.cos(t) * d;
      const oy = cy + Math.sin(t) * d;
      const or = 0.006 + rng() * 0.01;
      canvas.paint(
        ox,
        oy,
        or,
        circle(ox, oy, or),
        (x, y, _d, out) => setRgb(out, oil, dome(x, y, ox, oy, or)),
        {
          opacity: 0.7,
        },
      );
    }
    if (rng() < 0.5) pieces(scene, cx, cy, sr * 0.45, 3, 0.05);
    garnish(scene, cx, cy, sr * 0.55, 25 + Math.floor(rng() * 15));
  },

  board(scene) {
    const { canvas, rng, seed } = scene;
    const angle = (rng() - 0.5) * 0.5;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const board = box(0, 0, 0.52, 0.32, 0.05, angle);
    const wood = hsl(30, 0.42, 0.56);
    shadow(canvas, 0, 0, 0.62, board, 0.45);
    canvas.paint(0, 0, 0.62, board, (x, y, d, out) => {
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      const grain = 0.5 + 0.5 * Math.sin(v * 90 + fbm(u * 2, v * 6, seed + 11) * 8);
      const bevel = clamp01(1 + d / 0.012) * 0.12;
      setRgb(out, wood, 0.88 + 0.12 * grain - bevel);
    });
    // Slices fanned out along the board: a darker crust around a pale, holey crumb.
    const crust = foodColour(scene, 0.36);
    const crumb = hsl(scene.hue, 0.35, 0.78);
    const count = 5 + Math.floor(rng() * 3);
    for (let i = 0; i < count; i++) {
      const along = -0.3 + (0.6 * i) / (count - 1);
      const x = along * cos + 0.03 * sin;
      const y = along * sin - 0.03 * cos + (rng() - 0.5) * 0.02;
      const rx = 0.055;
      const ry = 0.15 + rng() * 0.02;
      const tilt = angle + 0.25 + (rng() - 0.5) * 0.12;
      const shape = ellipse(x, y, rx, ry, tilt);
      shadow(canvas, x, y, ry, shape, 0.35);
      canvas.paint(x, y, ry, shape, (px, py, d, out) => {
        const holes = fbm(px * 40, py * 40, seed + i * 3);
        const inCrust = d > -0.012;
        setRgb(
          out,
          inCrust ? crust : crumb,
          (inCrust ? 1 : 0.93 + 0.1 * holes) - (holes > 0.72 ? 0.15 : 0),
        );
      });
    }
    garnish(scene, -0.3 * cos, -0.3 * sin + 0.18, 0.08, 12);
  },

  glass(scene) {
    const { canvas, rng, hue } = scene;
    const cx = (rng() - 0.5) * 0.1;
    const cy = 0;
    plateAt(scene, cx, cy, 0.3, hsl(hue + 200, 0.1, 0.82)); // coaster
    const r = 0.22;
    const drink = hsl(hue, 0.6, 0.55);
    canvas.paint(
      cx,
      cy,
      r,
      circle(cx, cy, r),
      (x, y, _d, out) => {
        const dist = len(x - cx, y - cy) / r;
        setRgb(out, drink, 0.8 + 0.35 * (1 - dist) + 0.1 * ((cx - x) / r));
      },
      { opacity: 0.92 },
    );
    for (let i = 0; i < 3; i++) {
      const t = rng() * 6.28;
      const ix = cx + Math.cos(t) * r * 0.45;
      const iy = cy + Math.sin(t) * r * 0.45;
      canvas.paint(ix, iy, 0.08, box(ix, iy, 0.055, 0.055, 0.015, rng()), ICE, {
        opacity: 0.45,
      });
    }
    // A citrus wheel: rind, pith and segments.
    const lx = cx + r * 0.25;
    const ly = cy - r * 0.2;
    const lr = 0.085;
    const citrus = rng() < 0.5 ? hsl(52, 0.85, 0.6) : hsl(90, 0.6, 0.5);
    canvas.paint(lx, ly, lr, circle(lx, ly, lr), (x, y, _d, out) => {
      const dist = len(x - lx, y - ly) / lr;
      const segment = Math.abs(Math.sin(Math.atan2(y - ly, x - lx) * 4));
      if (dist > 0.86) setRgb(out, citrus, 0.8);
      else if (dist > 0.78 || segment < 0.08 || dist < 0.1) setRgb(out, CREAM);
      else setRgb(out, citrus, 1.05);
    });
    // Bubbles rising at the edge, a straw, and the glass rim catching the light.
    for (let i = 0; i < 14; i++) {
      const t = rng() * 6.28;
      const d = r * (0.6 + rng() * 0.35);
      const bx = cx + Math.cos(t) * d;
      const by = cy + Math.sin(t) * d;
      const br = 0.004 + rng() * 0.006;
      canvas.paint(bx, by, br + 0.003, ring(bx, by, br, 0.002), GLASS_RIM, { opacity: 0.6 });
    }
    const strawAngle = rng() * 6.28;
    const sx = cx + Math.cos(strawAngle) * r * 0.55;
    const sy = cy + Math.sin(strawAngle) * r * 0.55;
    const straw = box(sx, sy, r * 0.55, 0.014, 0.014, strawAngle);
    const strawColour = hsl(hue + 180, 0.35, 0.6);
    shadow(canvas, sx, sy, r * 0.6, straw, 0.3);
    canvas.paint(sx, sy, r * 0.6, straw, (x, y, d, out) => {
      const stripe = Math.sin((x * Math.cos(strawAngle) + y * Math.sin(strawAngle)) * 120) > 0;
      setRgb(out, stripe ? strawColour : CREAM, 0.9 + clamp01(-d / 0.014) * 0.15);
    });
    canvas.paint(
      cx,
      cy,
      r + 0.02,
      ring(cx, cy, r, 0.014),
      (x, y, _d, out) => {
        setRgb(out, GLASS_RIM, 0.85 + (0.15 * (cx - x + (cy - y))) / r);
      },
      { opacity: 0.85 },
    );
    leaf(canvas, cx - r * 0.35, cy + r * 0.3, 0.06, rng() * 6.28, hsl(115, 0.5, 0.35));
  },

  loaf(scene) {
    const { canvas, rng, seed } = scene;
    const angle = (rng() - 0.5) * 0.6;
    const paper = box(0, 0, 0.52, 0.36, 0.01, angle + 0.08);
    shadow(canvas, 0, 0, 0.65, paper, 0.2);
    canvas.paint(0, 0, 0.65, paper, (x, y, _d, out) => {
      setRgb(out, PAPER, 0.95 + 0.08 * fbm(x * 8, y * 8, seed + 5));
    });
    const shape = ellipse(0, 0, 0.4, 0.22, angle);
    const crust = hsl(28, 0.62, 0.42);
    const crumb = hsl(38, 0.5, 0.72);
    shadow(canvas, 0, 0, 0.42, shape, 0.5);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    canvas.paint(0, 0, 0.42, shape, (x, y, d, out) => {
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      const n = fbm(x * 12, y * 12, seed + 9);
      // Diagonal scores open up into pale crumb with dark, caramelised edges.
      const score = Math.abs((((u + v * 0.9) / 0.16 + 100) % 1) - 0.5);
      const inScore = score < 0.09 && Math.abs(v) < 0.14;
      const lip = !inScore && score < 0.13 && Math.abs(v) < 0.15 ? 0.75 : 1;
      const flour = clamp01((fbm(x * 30, y * 30, seed + 13) - 0.55) * 3) * 0.5;
      const k =
        (dome(u, v * 1.6, 0, 0, 0.42) * (0.85 + 0.3 * n) - clamp01(1 + d / 0.05) * 0.2) * lip;
      const base = inScore ? crumb : crust;
      out[0] = clamp01(mix(base[0] * k, 0.97, flour));
      out[1] = clamp01(mix(base[1] * k, 0.95, flour));
      out[2] = clamp01(mix(base[2] * k, 0.92, flour));
    });
  },

  cake(scene) {
    const { canvas, rng, hue } = scene;
    plateAt(scene, 0, 0, 0.42, hsl(40, 0.15, 0.95));
    const r = 0.33;
    const start = rng() * 6.28;
    const end = start + 0.7;
    // Distance to a ray from the centre, to carve the missing slice out of the cake.
    const ray = (x: number, y: number, a: number) => {
      const c = Math.cos(a);
      const s = Math.sin(a);
      return x * c + y * s < 0 ? len(x, y) : Math.abs(x * s - y * c);
    };
    const inSlice = (x: number, y: number) => (Math.atan2(y, x) - start + 12.566) % 6.283 < 0.7;
    const slice: Sdf = (x, y) => {
      const d = Math.min(ray(x, y, start), ray(x, y, end));
      return inSlice(x, y) ? -d : d;
    };
    const frosting = hsl(hue, 0.45, 0.8);
    const top = circle(0, 0, r);
    const shape: Sdf = (x, y) => Math.max(top(x, y), -slice(x, y));
    shadow(canvas, 0, 0, r, shape, 0.45);
    canvas.paint(0, 0, r, shape, (x, y, _d, out) => {
      setRgb(out, frosting, dome(x, y, 0, 0, r * 1.5));
    });
    // Piped rosettes around the edge and berries inside them.
    const berry = hsl(hue, 0.7, 0.38);
    for (let i = 0; i < 18; i++) {
      const t = start + 0.75 + (i / 18) * (6.283 - 0.85);
      const bx = Math.cos(t) * r * 0.82;
      const by = Math.sin(t) * r * 0.82;
      canvas.paint(bx, by, 0.04, circle(bx, by, 0.032), (x, y, _d, out) => {
        const a = Math.atan2(y - by, x - bx) * 5 + len(x - bx, y - by) * 200;
        setRgb(out, frosting, dome(x, y, bx, by, 0.032) * (0.9 + 0.1 * Math.sin(a)) * 1.04);
      });
      if (i % 2 === 0) {
        const ix = Math.cos(t) * r * 0.55;
        const iy = Math.sin(t) * r * 0.55;
        shadow(canvas, ix, iy, 0.03, circle(ix, iy, 0.026), 0.3);
        canvas.paint(ix, iy, 0.03, circle(ix, iy, 0.026), (x, y, _d, out) => {
          setRgb(out, berry, dome(x, y, ix, iy, 0.026));
        });
      }
    }
    if (scene.garnish !== "cheese") {
      leaf(canvas, 0.02, -0.01, 0.06, rng() * 6.28, hsl(115, 0.5, 0.35));
      leaf(canvas, -0.03, 0.02, 0.05, rng() * 6.28, hsl(115, 0.5, 0.3));
    }
  },

  skillet(scene) {
    const { canvas, rng } = scene;
    const cx = -0.06;
    const cy = 0;
    const r = 0.36;
    const angle = rng() * 0.6 - 0.3;
    const hx = cx + Math.cos(angle) * (r + 0.16);
    const hy = cy + Math.sin(angle) * (r + 0.16);
    const handle = box(hx, hy, 0.2, 0.04, 0.035, angle);
    const pan = circle(cx, cy, r);
    shadow(canvas, cx, cy, r + 0.4, (x, y) => Math.min(pan(x, y), handle(x, y)), 0.5);
    canvas.paint(hx, hy, 0.24, handle, IRON);
    canvas.paint(cx, cy, r, pan, (x, y, _d, out) => {
      const dist = len(x - cx, y - cy) / r;
      setRgb(out, IRON, dist > 0.88 ? 1.6 - (0.6 * (x - cx + (y - cy))) / r : 0.9);
    });
    food(scene, cx, cy, r * 0.86, circle(cx, cy, r * 0.86), foodColour(scene, 0.4), 0.6);
    pieces(scene, cx, cy, r * 0.6, 5 + Math.floor(rng() * 3), 0.08);
    garnish(scene, cx, cy, r * 0.75, 40);
  },

  cookies(scene) {
    const { canvas, rng, seed } = scene;
    const dough = hsl(33, 0.55, 0.55);
    const chip = hsl(18, 0.45, 0.16);
    const spots: [number, number][] = [];
    for (let i = 0; i < 12 && spots.length < 7; i++) {
      const x = (rng() - 0.5) * canvas.halfWidth * 1.5;
      const y = (rng() - 0.5) * canvas.halfHeight * 1.5;
      if (spots.some(([sx, sy]) => len(sx - x, sy - y) < 0.28)) continue;
      spots.push([x, y]);
      const r = 0.12 + rng() * 0.03;
      const shape = blob(x, y, r, 0.06, rng);
      shadow(canvas, x, y, r * 1.2, shape, 0.4);
      canvas.paint(x, y, r * 1.2, shape, (px, py, d, out) => {
        const crackle = fbm(px * 25, py * 25, seed + 17);
        const rim = clamp01(1 + d / (r * 0.2)) * 0.18;
        setRgb(out, dough, dome(px, py, x, y, r * 1.4) * (0.85 + 0.3 * crackle) - rim);
      });
      for (let c = 0; c < 6; c++) {
        const t = rng() * 6.28;
        const d = Math.sqrt(rng()) * r * 0.75;
        const cxp = x + Math.cos(t) * d;
        const cyp = y + Math.sin(t) * d;
        const cr = r * (0.1 + rng() * 0.08);
        canvas.paint(cxp, cyp, cr * 1.3, blob(cxp, cyp, cr, 0.2, rng), chip);
      }
    }
  },

  pie(scene) {
    const { canvas, rng, hue, seed } = scene;
    const r = 0.38;
    plateAt(scene, 0, 0, r + 0.04, ceramic(scene));
    const crust = hsl(34, 0.6, 0.55);
    const filling = hsl(hue, 0.65, 0.38);
    const crimp: Sdf = (x, y) => len(x, y) - r * (0.98 + 0.025 * Math.sin(Math.atan2(y, x) * 26));
    canvas.paint(0, 0, r, crimp, (x, y, _d, out) => {
      const dist = len(x, y) / r;
      const n = fbm(x * 16, y * 16, seed + 19);
      if (dist > 0.82) {
        setRgb(out, crust, dome(x, y, 0, 0, r * 1.1) * (0.85 + 0.3 * n));
        return;
      }
      // A lattice of strips over the filling; the shade tells which strip lies on top.
      const s = 0.11;
      const a = ((((x + y) / Math.SQRT2 / s) % 1) + 1) % 1;
      const b = ((((x - y) / Math.SQRT2 / s) % 1) + 1) % 1;
      if (a < 0.45 || b < 0.45) {
        const shade = a < 0.45 && b < 0.45 ? 1.05 : 0.95;
        setRgb(out, crust, shade * (0.85 + 0.3 * n));
      } else {
        setRgb(out, filling, 0.8 + 0.4 * n);
      }
    });
    if (rng() < 0.6) leaf(canvas, r * 0.95, -r * 0.55, 0.06, rng() * 6.28, hsl(115, 0.5, 0.33));
  },

  tray(scene) {
    const { canvas, rng } = scene;
    const angle = (rng() - 0.5) * 0.3;
    const pan = box(0, 0, 0.56, 0.38, 0.04, angle);
    shadow(canvas, 0, 0, 0.7, pan, 0.45);
    const metal: Rgb = [0.72, 0.72, 0.74];
    canvas.paint(0, 0, 0.7, pan, (x, y, d, out) => {
      setRgb(out, metal, d > -0.03 ? 1.1 - 0.15 * (x + y) : 0.92);
    });
    for (let i = 0; i < 20; i++) {
      const x = (rng() - 0.5) * 0.92;
      const y = (rng() - 0.5) * 0.58;
      const u = x * Math.cos(angle) - y * Math.sin(angle);
      const v = x * Math.sin(angle) + y * Math.cos(angle);
      const r = 0.05 + rng() * 0.035;
      const shape = blob(u, v, r, 0.25, rng);
      shadow(canvas, u, v, r * 1.3, shape, 0.3);
      const colour = rng() < 0.6 ? foodColour(scene) : sideColour(scene);
      food(scene, u, v, r, shape, colour);
    }
    garnish(scene, 0, 0, 0.35, 40);
  },

  pot(scene) {
    const { canvas, rng } = scene;
    const r = 0.36;
    const enamel = hsl(scene.hue + 180 + rng() * 40, 0.55, 0.42);
    const left = box(-r - 0.02, 0, 0.07, 0.05, 0.03);
    const right = box(r + 0.02, 0, 0.07, 0.05, 0.03);
    const lugs: Sdf = (x, y) => Math.min(left(x, y), right(x, y));
    const outer = circle(0, 0, r);
    shadow(canvas, 0, 0, r + 0.1, (x, y) => Math.min(outer(x, y), lugs(x, y)), 0.5);
    canvas.paint(0, 0, r + 0.1, lugs, (_x, y, _d, out) => setRgb(out, enamel, 0.9 - 0.2 * y));
    canvas.paint(0, 0, r, outer, (x, y, _d, out) => {
      const rim = len(x, y) / r > 0.9;
      setRgb(out, rim ? enamel : DARK_INSIDE, rim ? 1.1 - 0.3 * (x + y) : 1);
    });
    food(scene, 0, 0, r * 0.84, circle(0, 0, r * 0.84), foodColour(scene, 0.4), 0.7);
    pieces(scene, 0, 0, r * 0.55, 7, 0.045);
    garnish(scene, 0, 0, r * 0.6, 35);
  },

  jar(scene) {
    const { canvas, rng, seed } = scene;
    const r = 0.27;
    const cx = (rng() - 0.5) * 0.12;
    shadow(canvas, cx, 0, r, circle(cx, 0, r + 0.03), 0.4);
    const contents = foodColour(scene);
    canvas.paint(cx, 0, r, circle(cx, 0, r), (x, y, _d, out) => {
      const n = fbm(x * 18, y * 18, seed + 23);
      setRgb(out, contents, 0.75 + 0.45 * n);
    });
    canvas.paint(cx, 0, r + 0.04, ring(cx, 0, r, 0.05), (x, y, _d, out) => {
      setRgb(out, LID, 0.8 + (0.35 * Math.max(0, -(x - cx) - y)) / r);
    });
    garnish(scene, cx, 0, r * 0.5, 12);
  },

  knife(scene) {
    const { canvas, rng, seed } = scene;
    const angle = -0.5 + (rng() - 0.5) * 0.3;
    const board = box(0, 0, 0.55, 0.36, 0.04, angle * 0.2);
    const wood = hsl(32, 0.4, 0.58);
    shadow(canvas, 0, 0, 0.7, board, 0.4);
    canvas.paint(0, 0, 0.7, board, (x, y, _d, out) => {
      setRgb(out, wood, 0.9 + 0.12 * Math.sin(y * 70 + fbm(x * 3, y * 8, seed) * 6));
    });
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const blade: Sdf = (x, y) => {
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      // Straight spine, curved edge tapering to the tip.
      const t = clamp01((u + 0.05) / 0.45);
      const half = 0.055 * Math.sqrt(1 - t * t) + 0.002;
      return Math.max(Math.abs(v + 0.02 - half) - half, -0.05 - u, u - 0.4);
    };
    const handle = box(
      -0.19 * cos + 0.02 * sin,
      -0.19 * sin - 0.02 * cos,
      0.14,
      0.028,
      0.025,
      angle,
    );
    const knife: Sdf = (x, y) => Math.min(blade(x, y), handle(x, y));
    shadow(canvas, 0, 0, 0.5, knife, 0.45);
    canvas.paint(0, 0, 0.5, blade, (x, y, _d, out) => {
      const v = -x * sin + y * cos;
      setRgb(out, STEEL, 0.85 + 2.2 * (v + 0.02) + 0.1 * Math.sin(x * 40));
    });
    const handleColour = hsl(scene.hue, 0.3, 0.22);
    canvas.paint(0, 0, 0.5, handle, (x, y, _d, out) => {
      const u = x * cos + y * sin;
      const rivet =
        Math.abs(u + 0.28) < 0.008 || Math.abs(u + 0.19) < 0.008 || Math.abs(u + 0.1) < 0.008;
      setRgb(out, rivet ? RIVET : handleColour);
    });
  },
};

/** Contributors and authors: a soft silhouette on a studio backdrop in the hue. */
function portrait(scene: Scene) {
  const { canvas, hue, rng } = scene;
  const backdrop = hsl(hue, 0.35, 0.72);
  canvas.fill((y, xs, pixels) => {
    for (let px = 0; px < xs.length; px++) {
      putPixel(pixels, px, backdrop, 1.05 - 0.25 * len(xs[px] as number, y + 0.1));
    }
  });
  const figure = hsl(hue + 20, 0.25, 0.3 + rng() * 0.15);
  const body = ellipse(0, 0.55, 0.34, 0.32);
  const neck = box(0, 0.17, 0.06, 0.08, 0.03);
  const head = circle(0, -0.04, 0.16);
  const bust: Sdf = (x, y) => Math.min(body(x, y), neck(x, y));
  canvas.paint(0, 0.35, 0.5, bust, (x, y, _d, out) =>
    setRgb(out, figure, dome(x, y, 0, 0.55, 0.45)),
  );
  canvas.paint(0, -0.04, 0.2, head, (x, y, _d, out) =>
    setRgb(out, figure, dome(x, y, 0, -0.04, 0.2) * 1.05),
  );
}

// ---------------------------------------------------------------------------------------
// PNG encoding: 8-bit RGB, one zlib stream in a single IDAT.

function downsample(source: Canvas, factor: number): Canvas {
  const target = new Canvas(Math.floor(source.width / factor), Math.floor(source.height / factor));
  const area = factor * factor;
  for (let y = 0; y < target.height; y++) {
    for (let x = 0; x < target.width; x++) {
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          for (let dx = 0; dx < factor; dx++) {
            sum += source.data[
              ((y * factor + dy) * source.width + x * factor + dx) * 3 + k
            ] as number;
          }
        }
        target.data[(y * target.width + x) * 3 + k] = sum / area;
      }
    }
  }
  return target;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) {
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

async function zlib(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + payload.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, payload.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(payload, 8);
  view.setUint32(8 + payload.length, crc32(out, 4, 8 + payload.length));
  return out;
}

async function encodePng(canvas: Canvas): Promise<Uint8Array> {
  const { width, height, data } = canvas;
  const stride = 1 + width * 3;
  const raw = new Uint8Array(height * stride);
  // Filter type 0 (none) on every row: deflate at its default level is two to three times
  // faster on unfiltered pixels than on Sub/Up/Paeth residues, for files only ~20% larger.
  for (let y = 0; y < height; y++) {
    const offset = y * stride;
    raw[offset] = 0;
    const rowStart = y * width * 3;
    for (let i = 0; i < width * 3; i++) {
      const v = data[rowStart + i] as number;
      raw[offset + 1 + i] = v <= 0 ? 0 : v >= 1 ? 255 : (v * 255 + 0.5) | 0;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour RGB
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
