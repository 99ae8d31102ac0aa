import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import {
  DESKTOP,
  MOBILE,
  browserDialogs,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  sandboxUrl,
  storeInSandbox,
  uniqueStamp,
  type Account,
  waitForPath,
  clickWhenStill,
} from "../support/browser";
import { REVIEW, pngBytes, shopInput, webpBytes } from "../support/testData";

// Editing reviews (docs/product.md §10) in real browsers, two at once: the author edits or deletes a
// review, or someone marks it helpful, and the other browser's open screen follows without a reload.

const browser = browserForFile();

/** A shop of its own, so other tests' reviews never change what these see. */
async function createShop(by: Account): Promise<{ _id: Id<"shops">; name: string }> {
  const name = `Edit Lab ${uniqueStamp()}`;
  const { _id } = await callSandbox(
    "mutation",
    api.shops.create,
    shopInput({ name, streetAddress: `${Date.now() % 100000} Review Lane` }),
    by.token,
  );
  return { _id, name };
}

/** A photo and its small copy uploaded and registered as the browser's upload hook does it. */
async function uploadPhoto(by: Account, seed: number): Promise<Id<"_storage">> {
  const storageId = await storeInSandbox(by.token, pngBytes(seed), "image/png");
  const smallStorageId = await storeInSandbox(by.token, webpBytes(480, 360, seed), "image/webp");
  await callSandbox("action", api.photos.registerUpload, { storageId, smallStorageId }, by.token);
  return storageId;
}

async function writeReview(by: Account, shopId: Id<"shops">, text: string, photos: Id<"_storage">[] = []) {
  return await callSandbox("mutation", api.reviews.create, { shopId, ...REVIEW, text, photos }, by.token);
}

/** Signs in on a new page and opens the shop's panel. */
async function openPanel(account: Account, shopId: Id<"shops">, viewport: typeof DESKTOP | typeof MOBILE) {
  const opened = await loggedInPage(browser(), viewport, account);
  await opened.page.goto(sandboxUrl(`/home?shop=${shopId}`));
  await opened.page
    .getByRole("list", { name: "Shop Reviews" })
    .or(opened.page.getByText(MESSAGES.noShopReviews))
    .waitFor();
  return opened;
}

/** A real (decodable) 1×1 PNG, for the browser to prepare and upload. */
const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const card = (page: Page, text: string) =>
  page.getByRole("list", { name: "Shop Reviews" }).getByRole("listitem").filter({ hasText: text });

describe("review editing in real browsers", () => {
  it("the author edits on a phone (text, a rating, one photo out and one in); the other browser's panel shows it, marked edited", async () => {
    const author = await createAccount("Edna");
    const reader = await createAccount("Rex");
    const shop = await createShop(reader);
    const photos = [await uploadPhoto(author, 1), await uploadPhoto(author, 2)];
    const reviewId = await writeReview(author, shop._id, "First visit: fine.", photos);

    const watching = await openPanel(reader, shop._id, DESKTOP);
    await card(watching.page, "First visit: fine.").getByRole("img", { name: "Coffee: 5 out of 5 cups" }).waitFor();

    const phone = await openPanel(author, shop._id, MOBILE);
    const dialogs = browserDialogs(phone.page);
    await card(phone.page, "First visit: fine.").getByRole("link", { name: "Edit" }).click();
    await phone.page.waitForURL(`**/editreview/${reviewId}`);
    await phone.page.getByRole("heading", { name: `Edit your review of ${shop.name}` }).waitFor();
    expect(await phone.page.getByRole("textbox", { name: "Review" }).inputValue()).toBe("First visit: fine.");
    await phone.page.getByRole("checkbox", { name: "Keep photo 1" }).uncheck();
    await phone.page
      .getByLabel("Photos", { exact: true })
      .setInputFiles({ name: "second-cup.png", mimeType: "image/png", buffer: Buffer.from(ONE_PIXEL_PNG, "base64") });
    await phone.page.getByRole("group", { name: "Coffee rating (1 to 5)" }).getByText("2", { exact: true }).click();
    await phone.page.getByRole("textbox", { name: "Review" }).fill("Second visit: the coffee slipped.");
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);
    await phone.page.getByRole("button", { name: "Save Changes" }).click();
    // The shop's panel, scrolled to the review just edited, which has the focus (docs/product.md §2).
    await waitForPath(phone.page, `/home?shop=${shop._id}&review=${reviewId}`);
    await phone.page.getByText(MESSAGES.reviewUpdated).waitFor();
    await expect
      .poll(() => phone.page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Second visit: the coffee slipped.");

    // The reader's open panel, untouched: the review changed in place, edited, with two photos.
    const edited = card(watching.page, "Second visit: the coffee slipped.");
    await edited.waitFor({ timeout: 10_000 });
    await edited.getByText("edited", { exact: true }).waitFor();
    await edited.getByRole("img", { name: "Coffee: 2 out of 5 cups" }).waitFor();
    expect(await edited.getByRole("img", { name: /^Photo from this review/ }).count()).toBe(2);
    expect(await card(watching.page, "First visit: fine.").count()).toBe(0);
    const stored = await callSandbox("query", api.reviews.get, { reviewId }, reader.token);
    expect(stored?.photos).toHaveLength(2);
    expect(stored?.photos[0]).toBe(photos[1]);
    expect(dialogs).toEqual([]);
    await phone.context.close();
    await watching.context.close();
  });

  it("the author deletes after confirming; the review leaves the other browser's panel live", async () => {
    const author = await createAccount("Dora");
    const reader = await createAccount("Ray");
    const shop = await createShop(reader);
    await writeReview(author, shop._id, "Here today, gone soon.");

    const watching = await openPanel(reader, shop._id, MOBILE);
    await card(watching.page, "Here today, gone soon.").waitFor();
    expect(await card(watching.page, "Here today, gone soon.").getByRole("button", { name: "Delete" }).count()).toBe(0);

    const desk = await openPanel(author, shop._id, DESKTOP);
    // The panel may still be sliding in and scrolling to its reviews: click once the button is still.
    await clickWhenStill(card(desk.page, "Here today, gone soon.").getByRole("button", { name: "Delete" }));
    const confirm = desk.page.getByRole("dialog", { name: "Delete this review?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    await card(desk.page, "Here today, gone soon.").getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete review" }).click();
    await desk.page.getByText(MESSAGES.reviewDeleted).waitFor();

    await watching.page.getByText(MESSAGES.noShopReviews).waitFor({ timeout: 10_000 });
    expect(await hasNoHorizontalScroll(watching.page)).toBe(true);
    await desk.context.close();
    await watching.context.close();
  });

  it("a Helpful vote shows live in the author's browser, toggles back, and sorts; long text reads more on demand", async () => {
    const author = await createAccount("Hana");
    const reader = await createAccount("Vic", {}, { established: true });
    const shop = await createShop(reader);
    const long = `${"Long and careful notes on every sip, the room and the people. ".repeat(12)}The end.`;
    await writeReview(author, shop._id, "Worth a detour.");
    await writeReview(reader, shop._id, long);

    const authorView = await openPanel(author, shop._id, MOBILE);
    const own = card(authorView.page, "Worth a detour.");
    await own.waitFor();
    expect(await own.getByRole("button", { name: "Helpful" }).count()).toBe(0);

    const readerView = await openPanel(reader, shop._id, DESKTOP);
    const theirs = card(readerView.page, "Worth a detour.");
    const helpful = theirs.getByRole("button", { name: "Helpful" });
    expect(await helpful.getAttribute("aria-pressed")).toBe("false");
    await helpful.click();
    await theirs.getByRole("button", { name: "Helpful", pressed: true }).waitFor();
    await own.getByText("1 person found this helpful").waitFor({ timeout: 10_000 });

    // Most helpful first puts it above the newer review.
    await readerView.page.getByLabel("Sort by").selectOption("helpful");
    await expect
      .poll(() =>
        readerView.page.getByRole("list", { name: "Shop Reviews" }).getByRole("listitem").first().textContent(),
      )
      .toContain("Worth a detour.");

    await theirs.getByRole("button", { name: "Helpful", pressed: true }).click();
    await theirs.getByRole("button", { name: "Helpful", pressed: false }).waitFor();
    await own.getByText("1 person found this helpful").waitFor({ state: "detached", timeout: 10_000 });

    // The long review is cut, and opens and closes with its button.
    const longCard = card(authorView.page, "The end.");
    const more = longCard.getByRole("button", { name: "Read more" });
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.click();
    expect(await longCard.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(await hasNoHorizontalScroll(authorView.page)).toBe(true);
    await readerView.context.close();
    await authorView.context.close();
  });
});
