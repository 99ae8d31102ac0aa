import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import { MESSAGES } from "@convex/rules/messages";
import { OPEN_MAP_TILES } from "../../config/contentSecurityPolicy";
import {
  DESKTOP,
  MOBILE,
  PHONE_AND_DESKTOP,
  acknowledgeInPage,
  launchBrowser,
  logIn,
  newPage,
  sandboxUrl,
  selectShop,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { signUpOverHttp } from "../support/sandboxApi";
import { appRoutes, concretePaths } from "./routes";
import { fillReview } from "../support/reviewForm";

// The Content-Security-Policy of the production build (config/contentSecurityPolicy.ts): present as a
// <meta> and as the sandbox's header, naming the Convex deployment, and nothing the app does on any route,
// signed in or out, at phone and desktop width, breaks it (no `securitypolicyviolation`, no CSP console
// message). The open map loads tiles (served locally) and a review with a photo is written, so the map's
// worker, tiles, blob:/data: images, uploads and storage URLs run under the policy too.

let browser: Browser;
let paths: string[];
const origin = () => new URL(inject("sandboxUrl")).origin;
const wsOrigin = () => origin().replace(/^http/, "ws");

beforeAll(async () => {
  browser = await launchBrowser();
  paths = await concretePaths();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG: every map tile, so tile loading runs under the policy without the network. */
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type Watched = { context: BrowserContext; page: Page; violations: string[]; tiles: () => number };

/** A page that records every CSP violation it sees, from the DOM event and from Chromium's console report. */
async function watchedPage(viewport: { width: number; height: number }): Promise<Watched> {
  const { context, page } = await newPage(browser, viewport);
  const violations: string[] = [];
  await context.exposeBinding("__cspViolation", ({ page: from }, text: string) =>
    violations.push(`${from.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text()))
      violations.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
  });
  let tiles = 0;
  await context.route(`${OPEN_MAP_TILES}/**`, async (route) => {
    tiles++;
    await route.fulfill({ body: TILE, contentType: "image/png", headers: { "Access-Control-Allow-Origin": "*" } });
  });
  return { context, page, violations, tiles: () => tiles };
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByText(MESSAGES.authLoading).waitFor({ state: "detached" });
  await page
    .getByText(MESSAGES.loading, { exact: true })
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
}

/** The <meta> policy, and whether it comes before every script, stylesheet and preload of the page. */
function metaPolicy(page: Page) {
  return page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]');
    const governed = [...document.querySelectorAll("script, link[rel=stylesheet], link[rel=modulepreload]")];
    const first = governed.every(
      (element) => meta !== null && meta.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return { content: meta?.content ?? null, inHead: meta?.parentElement === document.head, first };
  });
}

describe("Content-Security-Policy", () => {
  it("is sent as a header (with frame-ancestors) and as a <meta> in index.html, naming the Convex deployment", async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const response = await page.goto(sandboxUrl("/"));
    const header = response?.headers()["content-security-policy"] ?? "";
    expect(header).toContain("script-src 'self';");
    expect(header).toContain(`connect-src 'self' ${origin()} ${wsOrigin()};`);
    expect(header).toMatch(new RegExp(`img-src [^;]*${origin().replace(/[.]/g, "\\.")}`));
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'self'");
    expect(header).toContain("form-action 'self'");
    expect(header).toContain("frame-ancestors 'none'");
    // A client-side route gets the same header (index.html served for it).
    const deep = await page.goto(sandboxUrl("/feed"));
    expect(deep?.headers()["content-security-policy"]).toBe(header);

    const meta = await metaPolicy(page);
    expect(meta.inHead).toBe(true);
    expect(meta.first).toBe(true);
    // The same policy, less frame-ancestors (which a <meta> cannot carry).
    expect(meta.content).toBe(header.replace(/; frame-ancestors 'none'$/, ""));
    await context.close();
  });

  it("covers every route", () => {
    expect(paths).toHaveLength(appRoutes().length);
  });

  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    for (const signedIn of [false, true]) {
      it(`no violation on any route, ${signedIn ? "signed in" : "signed out"} (${label})`, async () => {
        const watched = await watchedPage(viewport);
        const { page } = watched;
        if (signedIn) await logIn(page, AVA.email, AVA.password);
        for (const path of paths) {
          await page.goto(sandboxUrl(path));
          await settle(page);
          expect((await metaPolicy(page)).content, path).toContain(`connect-src 'self' ${origin()} ${wsOrigin()}`);
          if (signedIn && path === "/home") {
            // The open map started under the policy and asked for at least one tile.
            await page.locator(".leaflet-container").waitFor();
            await expect.poll(() => watched.tiles(), { timeout: 15_000 }).toBeGreaterThan(0);
          }
        }
        await watched.context.close();
        expect(watched.violations).toEqual([]);
      });
    }
  }

  it("no violation while a review with a photo is prepared, uploaded and shown", async () => {
    const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@brewmap.test`;
    const password = "csp-reviewer-password-1";
    await signUpOverHttp(inject("sandboxUrl"), {
      email,
      password,
      firstName: "Cy",
      lastName: "Policy",
      cafeDrink: "Cortado",
      cafeMilk: "Oat",
      cafeTemp: "Hot",
      selectedRoast: "Light",
    });
    const watched = await watchedPage(MOBILE);
    const { page } = watched;
    await logIn(page, email, password);
    const shop = demoShops()[0]!;
    await page.goto(sandboxUrl("/addreview"));
    await settle(page);
    await page.getByLabel("State").selectOption("MA");
    await page.getByLabel("City").selectOption("BOSTON");
    await selectShop(page, shop.name, shop.streetAddress);
    await page.getByRole("heading", { name: `Review for ${shop.name}` }).waitFor();
    await fillReview(page, "Checked under the content security policy.");
    const jpeg = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 1600;
      canvas.height = 1200;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#4b3621";
      ctx.fillRect(0, 0, 1600, 1200);
      return canvas.toDataURL("image/jpeg", 0.9).split(",")[1]!;
    });
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([{ name: "cup.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") }]);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await acknowledgeInPage(page, MESSAGES.reviewSuccess);
    await page.waitForURL("**/home?shop=*");

    // The photo, from the deployment's storage URL, shown on the profile.
    await page.goto(sandboxUrl("/profile"));
    const photo = page.getByRole("img", { name: `Photo from this review of ${shop.name}` });
    await photo.waitFor();
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.getAttribute("src")).toMatch(new RegExp(`^${origin()}/api/storage/`));
    await watched.context.close();
    expect(watched.violations).toEqual([]);
  });
});
