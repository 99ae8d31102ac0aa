import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  PHONE_AND_DESKTOP,
  acknowledgeInPage,
  browserForFile,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  loggedInPage,
  newPage,
  ownSandboxForFile,
  sandboxUrl,
  shopPanel,
} from "../support/browser";
import { bucketKeys } from "../support/bucketKeys";
import { plainPng } from "../support/mapInBrowser";
import { rateAndWrite } from "../support/reviewForm";

// Photos on object storage: the sandbox started with --r2 puts them on a local S3-compatible bucket
// through the real @convex-dev/r2 code, and the page loads them from the bucket's public address, as it loads
// the shop's panel file (decision 42).

const sandbox = ownSandboxForFile({ r2: true });
const browser = browserForFile();

/** Whether an <img> has loaded its picture (a blocked or missing source leaves it at 0 wide). */
const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

describe.each(PHONE_AND_DESKTOP)("photos on the bucket (%s)", (_label, viewport) => {
  it("uploads a review's photo to the bucket, serves it from there to another person, and deletes both objects with the review", async () => {
    const bucketUrl = sandbox().bucketUrl!;
    const reviewer = await createAccount("Rhea");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        reviewer.token,
      )
    ).page;
    const before = await bucketKeys(bucketUrl);

    const { page, context } = await loggedInPage(browser(), viewport, reviewer);
    await page.goto(sandboxUrl(paths.addReview({ shop: shop!.publicId })));
    await page.getByRole("heading", { name: `Review for ${shop!.name}` }).waitFor();
    const text = `Bucket check at ${viewport.width} px: bright and sweet.`;
    await rateAndWrite(page, text);
    const png = await plainPng(page, 640, 480, "#7a4e2d");
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([{ name: "cup.png", mimeType: "image/png", buffer: png }]);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await acknowledgeInPage(page, MESSAGES.reviewSuccess);
    await page.waitForURL(/\/home\?shop=[^&]+&review=/);

    // Two new objects in the bucket: the photo and its small copy, which a background step makes a moment later.
    // Found from the review's photo (a retried step may leave a stray object for the orphan sweep: not counted).
    const reviewId = new URL(page.url()).searchParams.get("review")!;
    const keysOfPhoto = async () => {
      const photos = await callSandbox("query", api.photos.forShop, {
        shopId: shop!._id,
        paginationOpts: { numItems: 100, cursor: null },
      });
      const photo = photos.page.find((row) => row.reviewId === reviewId);
      return photo ? [photo.url, photo.smallUrl].map((url) => url.slice(bucketUrl.length + 1)) : [];
    };
    const inBucket = async () => {
      const [keys, stored] = [await keysOfPhoto(), await bucketKeys(bucketUrl)];
      return new Set(keys).size === 2 && keys.every((key) => stored.includes(key) && !before.includes(key));
    };
    await expect.poll(inBucket, { timeout: 20_000 }).toBe(true);
    const added = await keysOfPhoto();

    // Someone else, signed out, opens the shop once its panel file is out (decision 42): the panel comes from the
    // bucket with no shopPanel:shared query, and the review's photo comes from the bucket and loads.
    const panelFile = async () => (await callSandbox("query", api.shopPanel.live, { id: shop!._id })).file;
    await expect.poll(panelFile, { timeout: 20_000 }).not.toBeNull();
    const visitor = await newPage(browser(), viewport);
    const sent: string[] = [];
    visitor.page.on("websocket", (socket) => socket.on("framesent", ({ payload }) => void sent.push(String(payload))));
    const panelFiles: string[] = [];
    visitor.page.on("response", (response) => {
      if (response.url().startsWith(`${bucketUrl}/panel/`) && response.ok()) panelFiles.push(response.url());
    });
    await visitor.page.goto(sandboxUrl(`/home?shop=${shop!._id}`));
    const card = shopPanel(visitor.page, shop!.name).getByRole("listitem").filter({ hasText: text });
    const photo = card.getByRole("img", { name: `Photo from this review of ${shop!.name}` });
    await photo.waitFor();
    const src = (await photo.getAttribute("src"))!;
    expect(added.map((key) => `${bucketUrl}/${key}`)).toContain(src);
    // Listed photos load lazily: bring it into view first.
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate(loaded)).toBe(true);
    expect(await hasNoHorizontalScroll(visitor.page)).toBe(true);
    expect(panelFiles.length).toBeGreaterThan(0);
    expect(sent.some((frame) => frame.includes("shopPanel:live"))).toBe(true);
    expect(sent.some((frame) => frame.includes("shopPanel:shared"))).toBe(false);

    // The reviewer deletes the review: both objects leave the bucket, and the visitor's panel lets go of the photo
    // (the shop's panel file published again).
    const own = shopPanel(page, shop!.name).getByRole("listitem").filter({ hasText: text });
    await own.getByRole("button", { name: `Delete your review of ${shop!.name}` }).click();
    await page.getByRole("button", { name: "Delete review" }).click();
    await expect.poll(async () => (await bucketKeys(bucketUrl)).filter((key) => added.includes(key))).toEqual([]);
    await card.waitFor({ state: "detached" });
    await visitor.context.close();
    await context.close();
  });
});
