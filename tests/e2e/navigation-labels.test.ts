import { describe, expect, it } from "vitest";
import { paths } from "@/lib/routes";
import { DESKTOP, MOBILE, browserForFile, loggedInPage, sandboxUrl } from "../support/browser";
import { AVA } from "../support/demoAccounts";

// The main navigation's icons carry their names as text on a desktop; on a phone the text is only
// read out, and the icons stay icons.

const browser = browserForFile();

describe("navigation labels, in a real browser", () => {
  it("names the navigation icons on a desktop, and keeps them icons on a phone", async () => {
    const { page, context } = await loggedInPage(browser(), DESKTOP, AVA);
    await page.goto(sandboxUrl(paths.profile()));
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const text of ["Map", "Friends' activity", "Notifications", "Add", "Account"]) {
      const label = nav.getByText(text, { exact: true });
      const box = (await label.boundingBox())!;
      expect(box.width, text).toBeGreaterThan(20);
    }
    await page.setViewportSize(MOBILE);
    for (const text of ["Map", "Friends' activity", "Notifications", "Add", "Account"]) {
      const box = await nav.getByText(text, { exact: true }).boundingBox();
      expect(box === null || box.width <= 1, text).toBe(true);
    }
    await context.close();
  });
});
