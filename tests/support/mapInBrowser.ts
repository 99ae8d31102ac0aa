import type { Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { AVA } from "./demoAccounts";
import { signInOverHttp } from "./sandboxApi";

/** Ava's token for calls over the HTTP API, signed in once per test file. */
let ava: Promise<string> | undefined;
export const avaToken = () => (ava ??= signInOverHttp(inject("sandboxUrl"), AVA).then(({ token }) => token));

/** `text` matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// On the map only: the list of shops in view names its rows the same way. A marker takes the pointer
// on its pin and its card only, so tests click `pinOf` it (the middle of its box may be empty room).
export const pinOf = (marker: Locator) => marker.locator(":scope > span").first();
export const marker = (page: Page, name: RegExp | string) =>
  page
    .getByRole("region", { name: "Map of coffee shops" })
    .getByRole("button", { name: typeof name === "string" ? new RegExp(`^${escapeRegExp(name)}, `) : name });

/** A plain PNG of one colour, drawn by the browser (a map tile, a shop's photo). */
export async function plainPng(page: Page, width = 256, height = 256, color = "#a8c8e0"): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context2d = canvas.getContext("2d")!;
      context2d.fillStyle = fill;
      context2d.fillRect(0, 0, w, h);
      return canvas.toDataURL("image/png");
    },
    [width, height, color] as const,
  );
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}
