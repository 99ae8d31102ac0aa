import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { watchersText } from "@convex/rules/presence";
import {
  DESKTOP,
  MOBILE,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  sandboxUrl,
  uniqueStamp,
} from "../support/browser";
import { shopInput } from "../support/testData";

const browser = browserForFile();

/** Their profiles say Boston, MA. */
const BOSTONIANS = { yourCity: "Boston", yourState: "MA" };

/**
 * A Boston shop of this test's own: an open panel counts for minutes after its tab vanishes (decision 39), so a
 * shop other tests open may show them as looking.
 */
async function ownBostonShop(token: string) {
  const stamp = uniqueStamp();
  const name = `Looking Lab ${stamp}`;
  // Its own address too: other tests' shops in this sandbox take the fixture streets ("1 Fixture St", …).
  const streetAddress = `${stamp} Looking Lab Way`;
  const { _id } = await callSandbox(
    "mutation",
    api.shops.create,
    shopInput({ name, streetAddress, city: "Boston", state: "MA" }),
    token,
  );
  return { _id, name };
}

describe("friends, live, in real browsers", () => {
  it("a follow lights the other browser's bell at once; opening it lists and reads it", async () => {
    const ann = await createAccount("Ann", BOSTONIANS);
    const bob = await createAccount("Bob", BOSTONIANS);

    const desk = await loggedInPage(browser(), DESKTOP, ann);
    const bell = desk.page.getByRole("button", { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Notifications");

    // Bob finds Ann with the people search on a phone and follows her.
    const phone = await loggedInPage(browser(), MOBILE, bob);
    await phone.page.goto(sandboxUrl("/feed"));
    await phone.page.getByRole("combobox", { name: "Find people" }).fill(ann.lastName);
    await phone.page.getByRole("option", { name: new RegExp(ann.name) }).click();
    await phone.page.getByRole("heading", { name: ann.name }).waitFor();
    await phone.page.getByRole("button", { name: "Follow", exact: true }).click();
    await phone.page.getByRole("button", { name: "Unfollow" }).waitFor();
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);

    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications, 1 unread");
    await bell.click();
    const dialog = desk.page.getByRole("dialog", { name: "Notifications" });
    await dialog.getByText(`${bob.name} started following you.`).waitFor();
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 10_000 }).toBe("Notifications");
    await desk.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await phone.context.close();
    await desk.context.close();
  });

  it("the shop panel counts who else is looking, live in the other browser, and forgets them when they close it", async () => {
    // Established (rules/trust.ts): a new account's open panel is not counted.
    const ann = await createAccount("Ava", BOSTONIANS, { established: true });
    const bob = await createAccount("Ben", BOSTONIANS, { established: true });
    const shop = await ownBostonShop(ann.token);

    const desk = await loggedInPage(browser(), DESKTOP, ann);
    await desk.page.goto(sandboxUrl(`/home?shop=${shop._id}`));
    // The panel is a side sheet on a desktop and a dialog on a phone: its "You and your friends" part either way.
    const annPanel = desk.page.getByRole("region", { name: "You and your friends" });
    await annPanel.getByText(watchersText(0, false)).waitFor();

    const phone = await loggedInPage(browser(), MOBILE, bob);
    // What the phone sends its deployment, to tell one call from two below.
    const sent: string[] = [];
    phone.page.on("websocket", (socket) => socket.on("framesent", ({ payload }) => sent.push(String(payload))));
    await phone.page.goto(sandboxUrl(`/home?shop=${shop._id}`));
    const bobPanel = phone.page.getByRole("dialog", { name: shop.name });
    const bobSocial = bobPanel.getByRole("region", { name: "You and your friends" });
    await bobSocial.getByText(watchersText(1, false)).waitFor({ timeout: 10_000 });
    await annPanel.getByText(watchersText(1, false)).waitFor({ timeout: 10_000 });
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);

    // Saved from the phone's panel, server-checked, on the profile.
    await bobSocial.getByRole("button", { name: "Want to try" }).click();
    await expect
      .poll(() => bobSocial.getByRole("button", { name: "Want to try" }).getAttribute("aria-pressed"))
      .toBe("true");

    // Closing the panel and opening another shop's a moment later: one join that leaves the first shop
    // (decision 41), no leave of its own.
    const nextShop = await ownBostonShop(bob.token);
    const sentBefore = sent.length;
    await bobPanel.getByRole("button", { name: "Close shop panel" }).click();
    await phone.page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/home?shop=${nextShop._id}`);
    await phone.page.getByRole("dialog", { name: nextShop.name }).waitFor();
    await annPanel.getByText(watchersText(0, false)).waitFor({ timeout: 10_000 });
    const calls = sent.slice(sentBefore).filter((frame) => frame.includes('"udfPath":"presence:'));
    expect(calls.some((frame) => frame.includes("presence:join") && frame.includes(`"leaving":"${shop._id}"`))).toBe(
      true,
    );
    expect(calls.filter((frame) => frame.includes("presence:leave"))).toEqual([]);

    await phone.page.goto(sandboxUrl("/profile"));
    await phone.page
      .getByRole("region", { name: "Saved shops" })
      .getByRole("link", { name: new RegExp(shop.name) })
      .waitFor();
    await phone.context.close();
    await desk.context.close();
  });
});
