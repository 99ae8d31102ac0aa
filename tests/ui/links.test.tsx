import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "../../convex/_generated/api";
import { createBackend, signUp } from "../support/backendHarness";
import { insertShop } from "../support/fixtures";
import { UI_ADDRESS, renderApp } from "../support/uiHarness";

// Shop websites are typed by any signed-in user and shown to everyone: only http(s) becomes a link,
// and links open in a new tab that cannot reach back into the app.

const HOSTILE = ["javascript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>", "<img src=x onerror=alert(1)>"];

describe("website links", () => {
  it("the feed links only web addresses, with noopener noreferrer, and leaves anything else out", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const viewer = await signUp(backend, { firstName: "Vi" });
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
    await viewer.as.mutation(api.follows.follow, { userId: bob.userId });
    for (const [i, website] of ["bobsbeans.example", ...HOSTILE].entries()) {
      await insertShop(backend.t, bob.userId, { name: `Shop ${i}`, streetAddress: `${i} Link St`, website });
    }
    await renderApp("/feed", { backend, as: { token: viewer.token } });

    const list = await screen.findByRole("list", { name: "Friends' activity" });
    const links = within(list).getAllByRole("link").filter((a) => a.getAttribute("target") === "_blank");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://bobsbeans.example/"]);
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    for (const website of HOSTILE) {
      // Never a link, never markup.
      expect(within(list).queryByText(website)).toBeNull();
    }
    expect(list.querySelectorAll("img[src=x]")).toHaveLength(0);
  }, 30_000);
});
