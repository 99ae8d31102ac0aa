import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  MOBILE,
  acknowledgeInPage,
  callSandbox,
  createAccount,
  browserForFile,
  loggedInPage,
  newPage,
  sandboxUrl,
  storeInSandbox,
  uniqueStamp,
  type Account,
  shopPanel,
} from "../support/browser";
import { paths } from "@/lib/routes";
import { fillReview } from "../support/reviewForm";
import { REVIEW, shopInput } from "../support/testData";

// What photos may cost a phone (decision 16): one small copy at most 60 KB; the viewer's photo at
// least 1024 px on its long side when the original was larger; and everything downloaded to show a
// shop panel with ten photo reviews at 375 px (a 3× phone, scrolled to its last review) at most 600 KB.
// The photos are the ones a real browser made from detailed 7-megapixel camera pictures.

export const SMALL_PHOTO_BUDGET = 60 * 1024;
export const VIEWER_MIN_SIDE = 1024;
export const PANEL_IMAGES_BUDGET = 600 * 1024;

const browser = browserForFile();

/**
 * A detailed 3000 × 2250 camera picture (7 megapixels): shapes at every scale and a little grain, so neither size
 * compresses away (its 2048 px JPEG at quality 85 weighs about 490 KB).
 */
async function cameraPicture(): Promise<Buffer> {
  const noise = (width: number, height: number, sigma: number) =>
    sharp({
      create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma } },
    });
  const structure = await noise(120, 90, 70).resize(3000, 2250, { kernel: "cubic" }).png().toBuffer();
  const grain = await noise(3000, 2250, 6).png().toBuffer();
  return sharp(structure)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Upload = { bytes: Buffer; type: string };

/** Downloads a stored file by the address a query gave. */
async function download(url: string): Promise<Upload> {
  const response = await fetch(new URL(url, sandboxUrl("/")));
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "" };
}

/**
 * A review written through the real form at 375 px with `pictures`, of a shop of its own; resolves to
 * the two files the browser made of each picture.
 */
async function photosMadeInBrowser(author: Account, pictures: Buffer[]): Promise<{ large: Upload; small: Upload }[]> {
  const { _id: shopId, publicId } = await callSandbox(
    "mutation",
    api.shops.create,
    shopInput({ name: `Darkroom ${uniqueStamp()}` }),
    author.token,
  );
  const { page, context } = await loggedInPage(browser(), MOBILE, author);
  await page.goto(sandboxUrl(paths.addReview({ shop: publicId })));
  await fillReview(page, "Ten detailed photos of the bar.");
  const files = pictures.map((buffer, i) => ({ name: `bar-${i}.jpg`, mimeType: "image/jpeg", buffer }));
  await page.getByLabel("Photos", { exact: true }).setInputFiles(files);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await acknowledgeInPage(page, MESSAGES.reviewSuccess);
  await context.close();
  const [review] = (
    await callSandbox(
      "query",
      api.reviews.listForShop,
      { shopId, paginationOpts: { numItems: 1, cursor: null } },
      author.token,
    )
  ).page;
  return Promise.all(
    review.photoUrls.map(async (urls) => ({ large: await download(urls.url), small: await download(urls.smallUrl) })),
  );
}

describe("photo bytes on a phone", () => {
  it("a small copy weighs at most 60 KB, the viewer's photo keeps 1024 px, and a panel with ten photo reviews costs at most 600 KB", async () => {
    const author = await createAccount("Pia");
    const pictures = await Promise.all(Array.from({ length: 10 }, () => cameraPicture()));
    const made = await photosMadeInBrowser(author, pictures);
    const sized = await Promise.all(
      made.map(async ({ large, small }) => ({
        large: { ...large, meta: await sharp(large.bytes).metadata() },
        small: { ...small, meta: await sharp(small.bytes).metadata() },
      })),
    );
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const [one] = sized;
    console.log(
      `browser-made from a 3000×2250 picture: photo ${one.large.meta.width}×${one.large.meta.height} ${kb(one.large.bytes.length)}, ` +
        `small copy ${one.small.meta.width}×${one.small.meta.height} ${one.small.meta.format}; small copies ${kb(Math.min(...sized.map((p) => p.small.bytes.length)))}–${kb(Math.max(...sized.map((p) => p.small.bytes.length)))}`,
    );
    for (const { large, small } of sized) {
      expect([large.meta.format, small.meta.format]).toEqual(["jpeg", "webp"]);
      expect(small.bytes.length).toBeLessThanOrEqual(SMALL_PHOTO_BUDGET);
      expect(Math.max(large.meta.width!, large.meta.height!)).toBeGreaterThanOrEqual(VIEWER_MIN_SIDE);
    }

    // Ten people review one shop, each with one of those photos: ten photo reviews.
    const shopName = `Photo Bar ${uniqueStamp()}`;
    const { _id: shopId } = await callSandbox(
      "mutation",
      api.shops.create,
      shopInput({ name: shopName }),
      author.token,
    );
    for (const [i, { large, small }] of sized.entries()) {
      const reviewer = await createAccount(`Rey${i}`);
      const storageId = await storeInSandbox(reviewer.token, large.bytes, large.type);
      const smallStorageId = await storeInSandbox(reviewer.token, small.bytes, small.type);
      await callSandbox("action", api.photos.registerUpload, { storageId, smallStorageId }, reviewer.token);
      await callSandbox("mutation", api.reviews.create, { shopId, ...REVIEW, photos: [storageId] }, reviewer.token);
    }

    // A visitor on a 3× phone opens the shared link and scrolls to the last review (five, then More reviews).
    const { page, context } = await newPage(browser(), MOBILE, {
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const images: Promise<number>[] = [];
    let counting = true; // until the panel is measured: the viewer's photos after it are not the panel's
    page.on("response", (response) => {
      if (counting && new URL(response.url()).pathname.startsWith("/api/storage/"))
        images.push(response.body().then((body) => body.length));
    });
    await page.goto(sandboxUrl(`/home?shop=${shopId}`));
    // A visitor gets the map with the shop's panel open (decision 30).
    const panel = shopPanel(page, shopName);
    const thumbnails = panel.getByRole("img", { name: /^Photo from this review of / });
    await expect.poll(() => thumbnails.count(), { timeout: 30_000 }).toBe(5);
    await panel.getByRole("button", { name: "More reviews" }).click();
    await expect.poll(() => thumbnails.count(), { timeout: 30_000 }).toBe(10);
    for (let i = 0; i < 10; i++) {
      await thumbnails.nth(i).scrollIntoViewIfNeeded();
      await thumbnails.nth(i).evaluate((img: HTMLImageElement) => img.decode());
    }
    await panel.getByRole("img", { name: shopName, exact: true }).evaluate((img: HTMLImageElement) => img.decode());
    await page.waitForLoadState("networkidle");
    counting = false;
    const sizes = await Promise.all(images);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`panel with ten photo reviews at 375 px, 3×: ${sizes.length} images, ${(total / 1024).toFixed(1)} KB`);
    expect(sizes.length).toBeGreaterThanOrEqual(10);
    expect(total).toBeLessThanOrEqual(PANEL_IMAGES_BUDGET);

    // The viewer loads the photo itself.
    await panel.getByRole("button", { name: "View Photos" }).click();
    const first = page
      .getByRole("dialog", { name: /^Photos of / })
      .getByRole("img")
      .first();
    const side = await first.evaluate(
      async (img: HTMLImageElement) => (await img.decode(), Math.max(img.naturalWidth, img.naturalHeight)),
    );
    expect(side).toBeGreaterThanOrEqual(VIEWER_MIN_SIDE);
    await context.close();
  });
});
