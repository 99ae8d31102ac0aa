import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { api } from "@convex/_generated/api";
import { demoShops } from "@convex/data/demoData";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  DESKTOP,
  MOBILE,
  acknowledgeInPage,
  callSandbox,
  browserDialogs,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  logIn,
  newPage,
  sandboxUrl,
  waitForPath,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { fillReview, rateAndWrite } from "../support/reviewForm";
import { signInOverHttp, signUpOverHttp } from "../support/sandboxApi";

const browser = browserForFile();

const PASSWORD = "reviewer-password-1";

/** A fresh account made through the Convex HTTP API, so its badges start from zero. */
async function newReviewer(firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@brewmap.test`;
  const profile = {
    email,
    password: PASSWORD,
    firstName,
    lastName,
    cafeDrink: "Cortado",
    cafeMilk: "Oat",
    cafeTemp: "Hot",
    selectedRoast: "Light",
  };
  const { userId } = await signUpOverHttp(inject("sandboxUrl"), profile);
  return { email, userId, name: `${firstName} ${lastName}` };
}

/** Big test pictures drawn by the browser itself: a 3000×2000 PNG and a 2400×3200 JPEG. */
async function makePictures(page: Page) {
  const [png, jpeg] = await page.evaluate(async () => {
    const draw = (w: number, h: number, type: string) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, "#4b3621");
      gradient.addColorStop(1, "#e9d8c4");
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL(type, 0.9).split(",")[1];
    };
    return [draw(3000, 2000, "image/png"), draw(2400, 3200, "image/jpeg")];
  });
  const jpegBytes = Buffer.from(jpeg, "base64");
  // A camera-style EXIF block with a GPS marker right after the JPEG start: it must not survive.
  const exifPayload = Buffer.concat([
    Buffer.from("Exif\0\0MM\0*\0\0\0\x08\0\0", "latin1"),
    Buffer.from("GPS-42.3601,-71.0589", "latin1"),
  ]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1]),
    Buffer.from([(exifPayload.length + 2) >> 8, (exifPayload.length + 2) & 0xff]),
    exifPayload,
  ]);
  const withExif = Buffer.concat([jpegBytes.subarray(0, 2), app1, jpegBytes.subarray(2)]);
  return [
    { name: "storefront.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") },
    { name: "cortado.jpg", mimeType: "image/jpeg", buffer: withExif },
  ];
}

/** Step 1 as a person does it: typing the start of the shop's name and choosing it (not the three dropdowns). */
async function chooseShop(page: Page, shop: { name: string; streetAddress: string }) {
  await page.getByRole("combobox", { name: "Find the shop" }).fill(shop.name.slice(0, 8));
  await page.getByRole("option", { name: `${shop.name}, ${shop.streetAddress}, Boston, MA` }).click();
  await page.getByRole("heading", { name: `Review for ${shop.name}` }).waitFor();
}

describe("reviews in a real browser", () => {
  it("writes a review with two photos and sees it, its photos and the badges on the profile", async () => {
    const reviewer = await newReviewer("Pia", "Portafilter");
    const shop = demoShops()[0];
    const { page, context } = await newPage(browser(), MOBILE);
    const dialogs = browserDialogs(page);
    await logIn(page, reviewer.email, PASSWORD);
    await page.getByRole("button", { name: "Add menu" }).click();
    await page.getByRole("menuitem", { name: "Add Review" }).click();
    await waitForPath(page, "/addreview");
    await chooseShop(page, shop);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await fillReview(page, "Silky cortado, bright and sweet.");

    // A text file dressed up as a JPEG cannot be prepared: the alert of docs/product.md §8 (in the page), nothing
    // saved, form kept; the file is removed on its own and the photos added.
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a picture") }]);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await page.getByRole("alert").filter({ hasText: MESSAGES.uploadFailed }).waitFor();
    expect(page.url()).toContain("/addreview");
    expect(await page.getByLabel("Review", { exact: true }).inputValue()).toBe("Silky cortado, bright and sweet.");
    await page.getByRole("button", { name: "Remove notes.jpg" }).click();

    await page.getByLabel("Photos", { exact: true }).setInputFiles(await makePictures(page));
    await page.getByRole("button", { name: "Submit Review" }).click();
    await acknowledgeInPage(page, MESSAGES.reviewSuccess);
    // Back on the map, on the reviewed shop's open panel: its photos are offered, and its actions fit a phone.
    await page.waitForURL(/\/home\?shop=[^&]+&review=[^&]+$/);
    const panel = page.getByRole("dialog", { name: shop.name });
    await panel.getByRole("button", { name: "View Photos" }).waitFor();
    // Newest first: the review just written leads the panel's list as soon as the panel opens.
    await panel
      .getByRole("list", { name: "Shop Reviews" })
      .getByRole("listitem")
      .first()
      .getByText("Silky cortado, bright and sweet.")
      .waitFor();
    const actions = panel.getByRole("group", { name: "Shop actions" });
    for (const action of [
      actions.getByRole("link", { name: "Write a review" }),
      actions.getByRole("link", { name: "Edit shop" }),
      actions.getByRole("button", { name: "Share" }),
    ]) {
      const box = (await action.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.goto(sandboxUrl("/profile"));
    const review = page
      .getByRole("list", { name: "Reviews" })
      .getByRole("listitem")
      .filter({ hasText: "Silky cortado" });
    await review.getByRole("heading", { name: shop.name }).waitFor();
    await review.getByText("Ordered a Hot Oat Milk Cortado (Light roast, Washed)").waitFor();
    await review.getByRole("img", { name: "Coffee: 5 out of 5 cups" }).waitFor();
    const photos = review.getByRole("img", { name: `Photo from this review of ${shop.name}` });
    await expect.poll(() => photos.count()).toBe(2);
    const badges = page.getByRole("list", { name: "Badges" });
    await badges.getByText("Percolating Critic").waitFor();
    await badges.getByText("Caffeine Shutterbug").waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    // What was stored, both sizes: the photo a JPEG at most 2048 px on the long side, and its small
    // copy (what the card shows) a WebP of 480 px within 60 KB; neither with an EXIF block or GPS text.
    const stored = await photos.evaluateAll(async (images) => {
      const read = async (url: string) => {
        const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
        const text = Array.from(bytes, (b) => String.fromCharCode(b)).join("");
        const bitmap = await createImageBitmap(new Blob([bytes]));
        return {
          side: Math.max(bitmap.width, bitmap.height),
          bytes: bytes.length,
          type: bytes[0] === 0xff && bytes[1] === 0xd8 ? "jpeg" : text.slice(8, 12) === "WEBP" ? "webp" : "other",
          exif: text.includes("Exif") || text.includes("GPS-42"),
        };
      };
      return Promise.all(
        (images as HTMLImageElement[]).map(async (img) => {
          const largeUrl = img.srcset.split(", ").at(-1)!.split(" ")[0];
          return { small: await read(img.src), large: await read(largeUrl) };
        }),
      );
    });
    expect(stored).toHaveLength(2);
    for (const photo of stored) {
      expect(photo.large).toMatchObject({ side: 2048, type: "jpeg", exif: false });
      expect(photo.small).toMatchObject({ side: 480, type: "webp", exif: false });
      expect(photo.small.bytes).toBeLessThanOrEqual(60 * 1024);
    }
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it("shows a review written in one browser on the other's open profile view, without reload", async () => {
    const writer = await newReviewer("Wes", "Whisk");
    const shop = demoShops()[1];
    const viewer = await newPage(browser(), MOBILE);
    await logIn(viewer.page, AVA.email, AVA.password);
    await viewer.page.goto(
      sandboxUrl(`/otheruser/${writer.userId.slice(-4)}-Wes%20Whisk?uid=${encodeURIComponent(btoa(writer.userId))}`),
    );
    await viewer.page.getByRole("heading", { name: writer.name }).waitFor();
    await viewer.page.getByText(MESSAGES.noReviewsFound).waitFor();
    await viewer.page.getByText(MESSAGES.noBadgesProfile).waitFor();

    const author = await newPage(browser(), DESKTOP);
    await logIn(author.page, writer.email, PASSWORD);
    await author.page.goto(sandboxUrl("/addreview"));
    await chooseShop(author.page, shop);
    await fillReview(author.page, "Written live from the other window.");
    await author.page.getByRole("button", { name: "Submit Review" }).click();
    await acknowledgeInPage(author.page, MESSAGES.reviewSuccess);

    // The viewer never reloads: the review and the badge arrive on their own.
    const review = viewer.page
      .getByRole("list", { name: "Reviews" })
      .getByRole("listitem")
      .filter({ hasText: "Written live from the other window." });
    await review.getByRole("heading", { name: shop.name }).waitFor();
    await viewer.page.getByRole("list", { name: "Badges" }).getByText("Percolating Critic").waitFor();
    expect(await viewer.page.getByText(MESSAGES.noReviewsFound).count()).toBe(0);
    await viewer.context.close();
    await author.context.close();
  });

  // The shop known from the address, three ratings and a sentence are a whole review.
  for (const [width, viewport] of [
    [375, MOBILE],
    [1280, DESKTOP],
  ] as const) {
    it(`posts a review of only ratings and text at ${width} px, the shop named instead of the pickers`, async () => {
      const reviewer = await newReviewer("Lia", width === 375 ? "Lightphone" : "Lightdesk");
      const shop = demoShops()[2]!;
      const ava = await signInOverHttp(inject("sandboxUrl"), AVA);
      const [stored] = (
        await callSandbox(
          "query",
          api.shops.inCity,
          { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
          ava.token,
        )
      ).page.filter((s: { name: string }) => s.name === shop.name);
      const { page, context } = await newPage(browser(), viewport);
      await logIn(page, reviewer.email, PASSWORD);
      await page.goto(sandboxUrl(paths.addReview({ shop: stored!.publicId })));
      await page.getByRole("heading", { name: `Review for ${shop.name}` }).waitFor();
      expect(await page.getByRole("combobox", { name: "Find the shop" }).count()).toBe(0);
      expect(await page.getByLabel("State").count()).toBe(0);
      await page.getByRole("link", { name: /^Change/ }).waitFor();
      expect(await page.getByRole("group", { name: "Drink" }).isVisible()).toBe(false);
      expect(await hasNoHorizontalScroll(page)).toBe(true);

      const text = `Quick stop at ${width} px: kind staff.`;
      await rateAndWrite(page, text);
      await page.getByRole("button", { name: "Submit Review" }).click();
      await acknowledgeInPage(page, MESSAGES.reviewSuccess);
      await page.waitForURL(/\/home\?shop=[^&]+&review=/);
      // On the reviewer's profile: the shop, the text and the cups, and no "Ordered" line.
      await page.goto(sandboxUrl("/profile"));
      const card = page.getByRole("list", { name: "Reviews" }).getByRole("listitem").filter({ hasText: text });
      await card.getByRole("heading", { name: shop.name }).waitFor();
      expect(await card.getByText(/^Ordered/).count()).toBe(0);
      await context.close();
    });
  }

  it("refuses a picked file that is not an image, by name, and removes it without picking the others again", async () => {
    const ava = await signInOverHttp(inject("sandboxUrl"), AVA);
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ava.token,
      )
    ).page;
    const { page, context } = await loggedInPage(browser(), MOBILE, AVA);
    await page.goto(sandboxUrl(paths.addReview({ shop: shop!.publicId })));
    const picker = page.getByLabel("Photos", { exact: true });
    await picker.setInputFiles([
      { name: "menu.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      { name: "cup.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a", "hex") },
    ]);
    await page
      .getByRole("alert")
      .filter({ hasText: MESSAGES.photoRefused(["menu.pdf"]) })
      .waitFor();
    const chosen = page.getByRole("list", { name: "Chosen photos" }).getByRole("listitem");
    expect(await chosen.allTextContents()).toEqual([expect.stringContaining("cup.png")]);
    await picker.setInputFiles([
      { name: "latte.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0b", "hex") },
    ]);
    expect(await chosen.allTextContents()).toEqual([
      expect.stringContaining("cup.png"),
      expect.stringContaining("latte.png"),
    ]);
    // Each shows as a thumbnail of the file itself, not only its name.
    const thumbnails = await chosen
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(thumbnails).toHaveLength(2);
    for (const src of thumbnails) expect(src).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Remove cup.png" }).click();
    expect(await chosen.allTextContents()).toEqual([expect.stringContaining("latte.png")]);
    await context.close();
  });
});
