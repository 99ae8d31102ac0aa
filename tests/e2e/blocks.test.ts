import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { REVIEW } from "../support/testData";
import {
  DESKTOP,
  MOBILE,
  callSandbox,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  loggedInPage,
  sandboxUrl,
} from "../support/browser";
import { paths } from "@/lib/routes";

// Blocking (docs/product.md §6), in two real browsers: blocking someone on a phone takes their review out of the
// blocker's panel open on a desktop, live, and the blocked person can no longer follow.

const browser = browserForFile();

describe("blocking, in real browsers", () => {
  it("a block on the phone takes their review out of the desktop's open panel at once; they cannot follow back", async () => {
    const vic = await createAccount("Vic");
    const tro = await createAccount("Tro");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        vic.token,
      )
    ).page;
    await callSandbox(
      "mutation",
      api.reviews.create,
      { shopId: shop!._id, ...REVIEW, text: `Trolling ${tro.lastName}.`, photos: [] },
      tro.token,
    );

    const desk = await loggedInPage(browser(), DESKTOP, vic);
    await desk.page.goto(sandboxUrl(paths.home({ shop: shop!._id })));
    // On a desktop the panel is a side sheet beside the map (a region named by the shop).
    const panel = desk.page.getByRole("region", { name: shop!.name });
    await panel.getByText(`Trolling ${tro.lastName}.`).waitFor();

    const phone = await loggedInPage(browser(), MOBILE, vic);
    await phone.page.goto(sandboxUrl(paths.otherUser(tro.userId as Id<"users">, tro.name)));
    await phone.page.getByRole("button", { name: "Block" }).click();
    await phone.page.getByRole("dialog", { name: "Block Tro?" }).getByRole("button", { name: "Block" }).click();
    await phone.page.getByText(/You blocked Tro:/).waitFor();
    expect(await hasNoHorizontalScroll(phone.page)).toBe(true);

    await panel.getByText(`Trolling ${tro.lastName}.`).waitFor({ state: "detached", timeout: 10_000 });

    // The blocked person's own browser: following is refused, with the reason.
    const theirs = await loggedInPage(browser(), MOBILE, tro);
    await theirs.page.goto(sandboxUrl(paths.otherUser(vic.userId as Id<"users">, vic.name)));
    await theirs.page.getByRole("button", { name: "Follow", exact: true }).click();
    await theirs.page.getByText(MESSAGES.cannotFollowBlocked).waitFor();
    expect(await callSandbox("query", api.follows.isFollowing, { userId: vic.userId }, tro.token)).toBe(false);

    for (const { context } of [desk, phone, theirs]) await context.close();
  });
});
