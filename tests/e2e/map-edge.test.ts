import { describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import {
  PHONE_AND_DESKTOP,
  browserForFile,
  callSandbox,
  createAccount,
  logIn,
  newPage,
  ownSandboxForFile,
  sandboxUrl,
} from "../support/browser";
import { marker } from "../support/mapInBrowser";
import { api } from "@convex/_generated/api";
import { regionOf, wideKeyOf } from "@convex/rules/mapRegions";

// The map from the edge (decisions 40 and 43): the sandbox started with --r2 publishes each map region's markers
// as a file on its local bucket, and each wide region's, and the page draws them from there, with no
// shops.inViewport query.

const sandbox = ownSandboxForFile({ r2: true });
const browser = browserForFile();

describe.each(PHONE_AND_DESKTOP)("the map from the bucket (%s)", (_label, viewport) => {
  it("draws the markers from region files on the bucket, and a new shop appears live", async () => {
    const bucketUrl = sandbox().bucketUrl!;
    const person = await createAccount("Edge");
    const { page, context } = await newPage(browser(), viewport);
    const sent: string[] = [];
    page.on("websocket", (socket) => socket.on("framesent", ({ payload }) => void sent.push(String(payload))));
    const files: string[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(`${bucketUrl}/map/`) && response.ok()) files.push(response.url());
    });
    await logIn(page, person.email, person.password);
    await marker(page, demoShops()[0].name).waitFor({ timeout: 40_000 });
    expect(files.length).toBeGreaterThan(0);
    expect(sent.some((frame) => frame.includes("mapEdge:regions"))).toBe(true);
    expect(sent.some((frame) => frame.includes("shops:inViewport"))).toBe(false);

    // A shop added elsewhere: its region is published again and the page fetches the new file.
    const name = `Edge Roastery ${viewport.width} ${Date.now() % 100000}`;
    const response = await fetch(sandboxUrl("/sandbox/insert-shop"), {
      method: "POST",
      // In view and over 100 px from the seeded shops and the other run's (nearby markers make a cluster).
      body: JSON.stringify(
        viewport.width > 1000 ? { name, lat: 42.3673, lng: -71.0517 } : { name, lat: 42.35629, lng: -71.05976 },
      ),
    });
    expect(response.ok).toBe(true);
    const before = files.length;
    await marker(page, name).waitFor({ timeout: 20_000 });
    expect(files.length).toBeGreaterThan(before);
    expect(sent.some((frame) => frame.includes("shops:inViewport"))).toBe(false);

    // Zoomed out past nine regions, the map draws from wide regions' files (decision 43), made a while after
    // their regions' files.
    const wide = wideKeyOf(regionOf(demoShops()[0].lat, demoShops()[0].lng));
    const widePublished = async () =>
      (await callSandbox("query", api.mapEdge.regions, { keys: [wide] }))[0]!.pending === false;
    await expect.poll(widePublished, { timeout: 90_000, interval: 2_000 }).toBe(true);
    for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "Zoom out", exact: true }).click();
    await expect
      .poll(() => files.some((url) => url.startsWith(`${bucketUrl}/map/${wide}/`)), { timeout: 20_000 })
      .toBe(true);
    // Boston's shops, drawn as markers or, this far out, gathered into clusters.
    await marker(page, /, (Light|Medium|Dark) roast$|shops here/)
      .first()
      .waitFor();
    expect(sent.some((frame) => frame.includes("shops:inViewport"))).toBe(false);
    await context.close();
  });
});
