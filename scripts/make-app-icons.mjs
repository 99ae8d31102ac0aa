// Draws the installed app's PNG icons (public/icons/icon-192.png, icon-512.png) from public/icons/app-icon.svg:
// the favicon's cup on a full-bleed espresso square, inside the maskable safe zone (the middle 80 %), so
// a phone's round or squircle mask never cuts it. Run after changing the logo: `node scripts/make-app-icons.mjs`.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";

const dir = resolve(import.meta.dirname, "../public/icons");
const svg = readFileSync(resolve(dir, "app-icon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({ path: resolve(dir, `icon-${size}.png`), omitBackground: false });
  await page.close();
}
await browser.close();
