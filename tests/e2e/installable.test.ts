import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { MOBILE, PHONE_AND_DESKTOP, browserForFile, newPage, sandboxUrl } from "../support/browser";

const browser = browserForFile();

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

describe("an app a phone can install", () => {
  it("links a manifest with standalone display and maskable PNG icons of 192 and 512 px", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await page.goto(sandboxUrl("/"));
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await page.request.get(sandboxUrl(href!))).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Brew Map",
      short_name: "Brew Map",
      start_url: "/home",
      display: "standalone",
      theme_color: "#4b3621",
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === "maskable");
      const response = await page.request.get(sandboxUrl(icon!.src));
      expect(response.headers()["content-type"]).toBe("image/png");
      const bytes = await response.body();
      // The PNG header's width and height.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
    await context.close();
  });

  it.each(PHONE_AND_DESKTOP)(
    "opens from its service worker with no network and says it is offline, until the network is back (%s)",
    async (_, viewport) => {
      const { page, context } = await newPage(browser(), viewport);
      await page.goto(sandboxUrl("/"));
      await page
        .getByRole("heading", { name: /Brew Map/ })
        .first()
        .waitFor();
      // Installed and active: the shell and the assets are precached.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });

      await context.setOffline(true);
      await page.reload();
      // The app itself, not the browser's error page.
      await page.getByText(MESSAGES.offlineConnecting).waitFor();
      await page
        .getByRole("heading", { name: /Brew Map/ })
        .first()
        .waitFor();

      await context.setOffline(false);
      await expect.poll(() => page.getByText(MESSAGES.offlineConnecting).count(), { timeout: 20_000 }).toBe(0);
      await context.close();
    },
  );
});

describe("a new version of the app", () => {
  const nextDeployment = (on: boolean) =>
    fetch(sandboxUrl("/sandbox/next-deployment"), { method: "POST", body: JSON.stringify({ on }) });
  afterAll(async () => {
    await nextDeployment(false);
  });

  it("is offered with an in-page Reload, not served silently, and Reload switches to it", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    await page.goto(sandboxUrl("/"));
    const firstWorker = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return (await navigator.serviceWorker.getRegistration())?.active?.scriptURL;
    });
    expect(firstWorker).toMatch(/\/sw\.js$/);
    // A returning visit: this version now serves the page.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    await nextDeployment(true);
    // What the browser does on its own at its next update check.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const prompt = page.getByText("A new version is available");
    await prompt.waitFor({ timeout: 30_000 });
    // Until the person chooses, the old version keeps serving and the new one waits.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await page
      .getByRole("heading", { name: /Brew Map/ })
      .first()
      .waitFor();
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(false);
    expect(await prompt.count()).toBe(0);
    await context.close();
  });
});
