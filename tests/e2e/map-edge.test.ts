import { describe, expect, it } from "vitest";
import { demoShops } from "@convex/data/demoData";
import {
  PHONE_AND_DESKTOP,
  browserForFile,
  createAccount,
  logIn,
  newPage,
  ownSandboxForFile,
  sandboxUrl,
} from "../support/browser";
import { marker } from "../support/mapInBrowser";

// The map from the edge (decision 40): the sandbox started with --r2 publishes each map region's markers
// as a file on its local bucket, and the page draws them from there, with no shops.inViewport query.

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
    await context.close();
  });
});
