import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { formatDate } from "@/lib/dates";
import type { Id } from "@convex/_generated/dataModel";
import {
  DESKTOP,
  MOBILE,
  callSandbox,
  hasNoHorizontalScroll,
  browserForFile,
  logIn,
  newPage,
  sandboxUrl,
  shopPanel,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { avaToken, plainPng } from "../support/mapInBrowser";

const browser = browserForFile();

describe("shop photos in a real browser", () => {
  /** Through an upload URL, as the app uploads: a deployment takes no file without one. */
  const upload = async (body: Buffer) => {
    const uploadUrl = await callSandbox("mutation", api.photos.generateUploadUrl, {}, await avaToken());
    const response = await fetch(uploadUrl, {
      method: "POST",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(body),
    });
    return ((await response.json()) as { storageId: string }).storageId;
  };

  it("shows the first photo as the shop image and sizes portrait and landscape photos in the viewer", async () => {
    const { page, context } = await newPage(browser(), DESKTOP);
    await page.goto(sandboxUrl("/"));
    const landscape = await upload(await plainPng(page, 400, 200, "#b07d4f"));
    const portrait = await upload(await plainPng(page, 200, 400, "#4b3621"));
    const name = `Photo Bar ${Date.now() % 100000}`;
    const response = await fetch(sandboxUrl("/sandbox/insert-shop"), {
      method: "POST",
      body: JSON.stringify({ name, lat: 42.3781, lng: -71.0559, photos: [landscape, portrait] }),
    });
    const { id } = (await response.json()) as { id: string };

    await logIn(page, AVA.email, AVA.password);
    await page.goto(sandboxUrl(`/home?shop=${id}`));
    const panel = shopPanel(page, name);
    const shopImage = panel.getByRole("img", { name, exact: true });
    await shopImage.waitFor();
    expect(await shopImage.getAttribute("src")).toContain(`/api/storage/`);
    expect(await panel.getByRole("img", { name: `Photo from this review of ${name}` }).count()).toBe(2);

    await panel.getByRole("button", { name: "View Photos" }).click();
    const viewer = page.getByRole("dialog", { name: `Photos of ${name}` });
    const first = viewer.getByRole("img", { name: `Photo 1 of ${name}` });
    const second = viewer.getByRole("img", { name: `Photo 2 of ${name}` });
    await expect.poll(() => second.getAttribute("data-orientation")).toBe("portrait");
    expect(await first.getAttribute("data-orientation")).toBe("landscape");
    const [l, p] = [await first.boundingBox(), await second.boundingBox()];
    const vh = DESKTOP.height / 100;
    expect(l!.height).toBeCloseTo(60 * vh, 0);
    expect(l!.width).toBeGreaterThan(DESKTOP.width * 0.85);
    expect(p!.height).toBeCloseTo(80 * vh, 0);
    expect(p!.width).toBeLessThan(DESKTOP.width / 2);
    await viewer.getByRole("button", { name: "Close" }).click();
    await viewer.waitFor({ state: "detached" });
    await panel.waitFor();
    await context.close();
  });

  it("opens a photo large at 375 px, steps on with the arrow key and says who posted it when", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await page.goto(sandboxUrl("/"));
    const photos = [
      await upload(await plainPng(page, 400, 200, "#b07d4f")),
      await upload(await plainPng(page, 200, 400, "#4b3621")),
    ];
    const name = `Lightbox Bar ${Date.now() % 100000}`;
    const response = await fetch(sandboxUrl("/sandbox/insert-shop"), {
      method: "POST",
      body: JSON.stringify({ name, lat: 42.3791, lng: -71.0569, photos }),
    });
    const { id } = (await response.json()) as { id: Id<"shops"> };
    const [, second] = (
      await callSandbox(
        "query",
        api.photos.forShop,
        { shopId: id, paginationOpts: { numItems: 2, cursor: null } },
        await avaToken(),
      )
    ).page;

    await logIn(page, AVA.email, AVA.password);
    await page.goto(sandboxUrl(`/home?shop=${id}`));
    await shopPanel(page, name).getByRole("button", { name: "View Photos" }).click();
    const viewer = page.getByRole("dialog", { name: `Photos of ${name}` });
    await viewer.getByRole("button", { name: `Photo 1 of ${name}` }).click();
    const lightbox = page.getByRole("dialog", { name: `Photo of ${name}` });
    await lightbox.getByText("1 of 2", { exact: true }).waitFor();
    await page.keyboard.press("ArrowRight");
    await lightbox.getByText("2 of 2", { exact: true }).waitFor();
    expect(await lightbox.getByRole("img", { name: `Photo 2 of ${name}` }).isVisible()).toBe(true);
    expect(await lightbox.getByText(/^Posted by/).textContent()).toBe(
      `Posted by ${second.userName} · ${formatDate(second.postedAt)}`,
    );
    const next = await lightbox.getByRole("button", { name: "Next photo" }).boundingBox();
    expect([next!.width, next!.height]).toEqual([44, 44]);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.keyboard.press("Escape");
    await lightbox.waitFor({ state: "detached" });
    await viewer.waitFor();
    await context.close();
  });
});
