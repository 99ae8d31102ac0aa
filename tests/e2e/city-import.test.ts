import { describe, expect, it } from "vitest";
import { DEMO_MODERATOR } from "@convex/data/demoData";
import {
  DESKTOP,
  MOBILE,
  browserForFile,
  clickWhenStill,
  hasNoHorizontalScroll,
  logIn,
  newPage,
  sandboxUrl,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";
import { marker, pinOf } from "../support/mapInBrowser";

// A city imported from OpenStreetMap (docs/product.md, "Moderation"): a moderator on a phone previews Melbourne from
// the sandbox's recorded Overpass extract, the preview names the chain and the member's shop it skips, and the
// import's shops appear on a member's open map on a desktop, live, each crediting OpenStreetMap. (Run once: a second
// import of the same extract updates the shops instead of adding them, so nothing would appear.)

const browser = browserForFile();
// A member's shop a few metres from OpenStreetMap's Flinders Filter Bar: the preview must call it already here.
const MEMBERS_SHOP = {
  name: "Flinders Filter Bar",
  lat: -37.81355,
  lng: 144.96325,
  city: "MELBOURNE",
  state: "VIC",
  country: "AU",
};

describe("importing a city from OpenStreetMap", () => {
  it("previews Melbourne, names what it skips, and the new shops appear on another open map", async () => {
    const response = await fetch(sandboxUrl("/sandbox/insert-shop"), {
      method: "POST",
      body: JSON.stringify(MEMBERS_SHOP),
    });
    expect(response.ok).toBe(true);
    const member = await newPage(browser(), DESKTOP);
    await logIn(member.page, AVA.email, AVA.password);
    const search = member.page.getByRole("combobox", { name: "Search cities and coffee shops" });
    await search.fill("melbourne");
    await search.press("Enter");
    // The list of shops in view, not a marker: other tests' Melbourne shops, placed at the town's centre, cluster
    // with it.
    const inView = member.page.getByRole("region", { name: /shops? in view$/ });
    await inView.getByRole("button", { name: MEMBERS_SHOP.name }).waitFor({ timeout: 30_000 });
    expect(await inView.getByRole("button", { name: "Degraves Lane Roasters" }).count()).toBe(0);

    const moderator = await newPage(browser(), MOBILE);
    await logIn(moderator.page, DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    await moderator.page.goto(sandboxUrl("/moderation"));
    const section = moderator.page.getByRole("region", { name: "Import a city from OpenStreetMap" });
    await section.getByLabel("City or town").fill("Melbourne");
    await section.getByRole("button", { name: "Preview" }).click();
    const row = (text: string) => section.getByRole("listitem").filter({ hasText: text });
    await row("Gloria Jean's").getByText("a chain").waitFor({ timeout: 30_000 });
    await row(MEMBERS_SHOP.name).getByText(`already here as ${MEMBERS_SHOP.name}`).waitFor();
    await row("Bubble Lab").getByText("not a coffee place").waitFor();
    expect(await hasNoHorizontalScroll(moderator.page)).toBe(true);
    await section.getByRole("button", { name: /^Import \d+ shops?$/ }).click();
    await section.getByText(/^Imported: \d+ shops? added/).waitFor({ timeout: 30_000 });

    // Live on the member's map, with the credit on its panel.
    await marker(member.page, "Degraves Lane Roasters").waitFor({ timeout: 20_000 });
    await clickWhenStill(pinOf(marker(member.page, "Degraves Lane Roasters")));
    // The desktop's panel is a side sheet beside the map: its About section holds the credit.
    const panel = member.page.getByRole("region", { name: "About" });
    await member.page.getByRole("heading", { name: "Degraves Lane Roasters" }).waitFor({ timeout: 20_000 });
    const source = panel.getByRole("link", { name: "From OpenStreetMap" });
    await source.waitFor({ timeout: 20_000 });
    expect(await source.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\/(node|way)\/\d+$/);
    expect(await panel.getByRole("link", { name: "© OpenStreetMap contributors, ODbL" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/copyright",
    );
    await member.context.close();
    await moderator.context.close();
  });
});
