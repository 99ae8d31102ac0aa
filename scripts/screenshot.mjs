// Captures the README screenshot from a running sandbox: node scripts/screenshot.mjs [url] [path-after-login]
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:5180";
const path = process.argv[3] ?? "/home";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 375, height: 812 }],
]) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill("ava@brewmap.test");
  await page.getByLabel("Password").fill("espresso-lover-1");
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL("**/home");
  if (path !== "/home") await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `docs/screenshot-${name}.png` });
  await page.close();
}
await browser.close();
