import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";
import { UI_ADDRESS, renderApp } from "../../support/uiHarness";

// Shop websites are typed by any signed-in user and shown to everyone: only http(s) becomes a link,
// and links open in a new tab that cannot reach back into the app.

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props
// (support/fakeShopMap.tsx); the panel opens from the URL (/home?shop=id).
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

const HOSTILE = [
  "javascript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
];

describe("website links", () => {
  it("the feed links only web addresses, with noopener noreferrer, and leaves anything else out", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const viewer = await signUp(backend, { firstName: "Vi" });
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
    for (const [i, website] of ["bobsbeans.example", ...HOSTILE].entries()) {
      await backend.t.run((ctx) =>
        insertShop(ctx, bob.userId, { name: `Shop ${i}`, streetAddress: `${i} Link St`, website }),
      );
    }
    // Following after the shops exist copies them into the viewer's feed.
    await viewer.as.mutation(api.follows.follow, { userId: bob.userId });
    await renderApp("/feed", { backend, as: viewer });

    const list = await screen.findByRole("list", { name: "Friends' activity" });
    const links = within(list)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("target") === "_blank");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://bobsbeans.example/"]);
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    for (const website of HOSTILE) {
      // Never a link, never markup.
      expect(within(list).queryByText(website)).toBeNull();
    }
    expect(list.querySelectorAll("img[src=x]")).toHaveLength(0);
  });

  it("the shop panel links an http(s) website safely and shows anything else as plain text", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam" });
    const safe = await backend.t.run(
      async (ctx) =>
        (await ctx.db.get(
          "shops",
          await insertShop(ctx, sam.userId, { name: "Safe Site", website: "samscoffee.example/menu" }),
        ))!,
    );
    const hostile = await backend.t.run(
      async (ctx) =>
        (await ctx.db.get(
          "shops",
          await insertShop(ctx, sam.userId, { name: "Hostile Site", streetAddress: "2 Link St", website: HOSTILE[0] }),
        ))!,
    );

    const first = await renderApp(`/home?shop=${safe._id}`, { backend, as: { firstName: "Vera" } });
    const about = within(await screen.findByRole("region", { name: "About" }));
    const link = about.getByRole("link", { name: "samscoffee.example/menu" });
    expect(link).toHaveAttribute("href", "https://samscoffee.example/menu");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    first.view.unmount();

    await renderApp(`/home?shop=${hostile._id}`, { backend, as: { firstName: "Vera" } });
    const hostileAbout = within(await screen.findByRole("region", { name: "About" }));
    expect(hostileAbout.getByText(HOSTILE[0]!)).toBeInTheDocument();
    // Only the address (to directions) is a link; the hostile website is not.
    expect(hostileAbout.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/dir\//),
    ]);
  });
  it("the shop panel shows a look-alike website by its real host", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam" });
    const shop = await backend.t.run(
      async (ctx) =>
        (await ctx.db.get(
          "shops",
          await insertShop(ctx, sam.userId, { name: "Look Alike", website: "https://\u0430pple.com/menu" }),
        ))!,
    );

    await renderApp(`/home?shop=${shop._id}`, { backend, as: { firstName: "Vera" } });
    const about = within(await screen.findByRole("region", { name: "About" }));
    expect(about.getByRole("link", { name: "https://xn--pple-43d.com/menu" })).toHaveAttribute(
      "href",
      "https://xn--pple-43d.com/menu",
    );
    expect(about.queryByText("https://\u0430pple.com/menu")).toBeNull();
  });

  // The websites of docs/product.md §5 ("Websites"): saved before the rules, or typed since.
  it.each([
    ["\u0430\u0440\u0440\u04CF\u0435.com", "https://xn--80ak6aa92e.com/"],
    ["app\u01C0e.com", "https://xn--appe-2kb.com/"],
    ["\u0261oogle.com", "https://xn--oogle-qmc.com/"],
    ["apple.com\u2215login.evil.net", "https://apple.xn--comlogin-0f7d.evil.net/"],
    ["google.com\u3002evil.net", "https://google.com.evil.net/"],
  ])("the shop panel and the feed show %j by its real host", async (typed, real) => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam" });
    const viewer = await signUp(backend, { firstName: "Vera" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, sam.userId, { name: "Look Alike", website: typed }));
    await viewer.as.mutation(api.follows.follow, { userId: sam.userId });

    const panel = await renderApp(`/home?shop=${shopId}`, { backend, as: viewer });
    const about = within(await screen.findByRole("region", { name: "About" }));
    expect(about.getByRole("link", { name: real })).toHaveAttribute("href", real);
    expect(about.queryByText(typed)).toBeNull();
    panel.view.unmount();

    await renderApp("/feed", { backend, as: viewer });
    const list = await screen.findByRole("list", { name: "Friends' activity" });
    expect(await within(list).findByRole("link", { name: real })).toHaveAttribute("href", real);
    expect(within(list).queryByText(typed)).toBeNull();
  });

  it("the edit history shows a look-alike website by its real host", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const sam = await signUp(backend, { firstName: "Sam" });
    const shop = await backend.t.run(
      async (ctx) => (await ctx.db.get("shops", await insertShop(ctx, sam.userId, { name: "Look Alike" })))!,
    );
    await sam.as.mutation(api.shops.update, {
      id: shop._id,
      version: shop.version,
      name: shop.name,
      streetAddress: shop.streetAddress,
      hours: shop.hours,
      website: "app\u01C0e.com",
      beverages: shop.beverages,
      roastStyle: shop.roastStyle,
    });
    const { userEvent } = await renderApp(`/home?shop=${shop._id}`, { backend, as: { firstName: "Vera" } });
    const panel = await screen.findByRole("dialog");
    await userEvent.click(await within(panel).findByRole("button", { name: "Show edit history" }));
    await waitFor(() => expect(panel).toHaveTextContent("Last edited by"));
    expect(panel).toHaveTextContent("https://xn--appe-2kb.com/");
    expect(panel).not.toHaveTextContent("https://app\u01C0e.com");
  });
});
