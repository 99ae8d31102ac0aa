import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { MOBILE, PHONE_AND_DESKTOP, launchBrowser, logIn, newPage, sandboxUrl } from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { PUBLIC_ROUTES } from "@/lib/routes";
import { appRoutes, concretePaths, sharedLinks } from "./routes";

// axe on every route of src/app/App.tsx, at phone and desktop width, signed in where the route needs
// it: no serious or critical violation. Menus and dialogs are opened and checked too.

let browser: Browser;
let paths: string[];
let shared: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  paths = await concretePaths();
  shared = await sharedLinks();
});
afterAll(async () => {
  await browser?.close();
});

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByText(MESSAGES.authLoading).waitFor({ state: "detached" });
  await page
    .getByText(MESSAGES.loading, { exact: true })
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  // Proof that axe looked at a rendered page (landmarks, labels, contrast, ...).
  expect(passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(5);
  const minor = violations.filter((v) => v.impact === "moderate" || v.impact === "minor");
  if (minor.length) console.log(`${where}: moderate/minor: ${minor.map((v) => v.id).join(", ")}`);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

describe("accessibility (axe)", () => {
  it("covers every route", () => {
    expect(paths).toHaveLength(appRoutes().length);
    expect(appRoutes().length).toBeGreaterThanOrEqual(13);
  });

  for (const [label, viewport] of PHONE_AND_DESKTOP) {
    it(`has no serious or critical violation on any route (${label})`, async () => {
      const found: string[] = [];
      const signedOut = await newPage(browser, viewport);
      const signedIn = await newPage(browser, viewport);
      await logIn(signedIn.page, AVA.email, AVA.password);
      for (const path of paths) {
        const route = path.split("?")[0]!;
        const { page } = PUBLIC_ROUTES.has(route) ? signedOut : signedIn;
        await page.goto(sandboxUrl(path));
        await settle(page);
        found.push(...(await seriousViolations(page, path)));
      }
      // What a visitor reads from a shared link.
      for (const path of shared) {
        await signedOut.page.goto(sandboxUrl(path));
        await settle(signedOut.page);
        found.push(...(await seriousViolations(signedOut.page, `${path} (visitor)`)));
      }
      // Open menus are part of the page too.
      await signedIn.page.goto(sandboxUrl("/profile"));
      await settle(signedIn.page);
      for (const menu of ["Add menu", "Account menu"]) {
        await signedIn.page.getByRole("button", { name: menu }).click();
        await signedIn.page.getByRole("menu").waitFor();
        found.push(...(await seriousViolations(signedIn.page, `/profile with ${menu} open`)));
        await signedIn.page.keyboard.press("Escape");
      }
      // So are dialogs: the recommendation preferences.
      await signedIn.page.getByRole("button", { name: "Recommend Coffee Shops" }).click();
      await signedIn.page.getByRole("dialog").waitFor();
      found.push(...(await seriousViolations(signedIn.page, "/profile with the recommendation dialog open")));
      await signedIn.page.keyboard.press("Escape");
      // The map's list of shops in view (a sheet to open on a phone) and its filters dialog.
      await signedIn.page.goto(sandboxUrl("/home"));
      await settle(signedIn.page);
      if (viewport === MOBILE) await signedIn.page.getByRole("button", { name: "List" }).click();
      await signedIn.page
        .getByRole("region", { name: /shops? in view$/ })
        .getByRole("listitem")
        .first()
        .waitFor();
      found.push(...(await seriousViolations(signedIn.page, "/home with the list of shops in view open")));
      await signedIn.page.getByRole("button", { name: "Filters" }).click();
      await signedIn.page.getByRole("dialog", { name: "Filters" }).waitFor();
      found.push(...(await seriousViolations(signedIn.page, "/home with the filters dialog open")));
      await signedIn.page.keyboard.press("Escape");
      await signedOut.context.close();
      await signedIn.context.close();
      expect(found).toEqual([]);
    });
  }
});
