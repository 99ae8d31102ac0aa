import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { DEMO_MODERATOR } from "@convex/data/demoData";
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
  shopPanel,
} from "../support/browser";
import { paths } from "@/lib/routes";

// Reports and moderation (decision 20), in two real browsers: a report sent from a desktop's shop panel reaches
// the demo moderator's queue on a phone live, and hiding it there takes the review out of the
// desktop's open panel at once.

const browser = browserForFile();

describe("reports and moderation, in real browsers", () => {
  it("a report reaches the moderator's queue live, and a hide takes the review out of the reader's open panel", async () => {
    const ann = await createAccount("Ann");
    const rex = await createAccount("Rex");
    const [shop] = (
      await callSandbox(
        "query",
        api.shops.inCity,
        { state: "MA", city: "BOSTON", paginationOpts: { numItems: 100, cursor: null } },
        ann.token,
      )
    ).page;
    const text = `Cheap pills at example.com ${ann.lastName}`;
    await callSandbox("mutation", api.reviews.create, { shopId: shop!._id, ...REVIEW, text, photos: [] }, ann.token);

    const mod = await loggedInPage(browser(), MOBILE, DEMO_MODERATOR);
    await mod.page.goto(sandboxUrl(paths.moderation()));
    await mod.page.getByRole("heading", { name: "Moderation" }).waitFor();

    const reader = await loggedInPage(browser(), DESKTOP, rex);
    await reader.page.goto(sandboxUrl(paths.home({ shop: shop!._id })));
    const panel = shopPanel(reader.page, shop!.name);
    await panel.getByText(text).waitFor();
    await panel.getByRole("button", { name: `Report review by ${ann.name}` }).click();
    const dialog = reader.page.getByRole("dialog", { name: "Report this review" });
    await dialog.getByText("Spam", { exact: true }).click();
    await dialog.getByLabel(/Anything else/).fill("Advertising pills");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await reader.page.getByText(MESSAGES.reportThanks).waitFor();

    const item = mod.page.getByRole("article", { name: `Review of ${shop!.name} by ${ann.name}` });
    await item.getByText("Advertising pills", { exact: false }).waitFor({ timeout: 10_000 });
    // How many wait, beside the queue's heading, on a phone too (decision 27).
    await mod.page
      .getByRole("status")
      .filter({ hasText: /^\d+ items? waits?$/ })
      .waitFor();
    expect(await hasNoHorizontalScroll(mod.page)).toBe(true);
    await item.getByRole("button", { name: "Hide" }).click();
    const hide = mod.page.getByRole("dialog", { name: /^Hide:/ });
    await hide.getByLabel(/Reason/).fill("Advertising");
    await hide.getByRole("button", { name: "Hide" }).click();
    await item.waitFor({ state: "detached", timeout: 10_000 });

    await panel.getByText(text).waitFor({ state: "detached", timeout: 10_000 });
    const [notice] = (
      await callSandbox("query", api.notifications.list, { paginationOpts: { numItems: 5, cursor: null } }, ann.token)
    ).page;
    expect(notice).toMatchObject({
      kind: "moderation",
      statement: `A moderator hid your review of ${shop!.name}. Reason: Advertising`,
    });

    for (const { context } of [mod, reader]) await context.close();
  });
});
