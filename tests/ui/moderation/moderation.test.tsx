import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { MODERATION_PAGE, REOPEN_REQUEST_FLAG } from "@convex/rules/reports";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Reports and moderation (decision 20) on screen: Report with a reason (thanks, then "already reported"), the
// moderation page for moderators only, an action with its reason, and the author's hidden review
// and statement of reasons.

async function setUp() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const ann = await signUp(backend, { firstName: "Ann", lastName: "Author" });
  const rex = await signUp(backend, { firstName: "Rex", lastName: "Reader" });
  const mod = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  for (const user of [ann, rex, mod]) await establish(backend, user.userId);
  await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, mod.userId, { name: "Calm Cup" }));
  const reviewId = await ann.as.mutation(api.reviews.create, {
    shopId,
    ...REVIEW,
    text: "Buy my pills at example.com",
    photos: [],
  });
  return { backend, ann, rex, mod, shopId, reviewId };
}

describe("reporting", () => {
  it("asks for a reason, keeps the note when it is missing, thanks the reporter and says so on a second try", async () => {
    const { backend, rex, shopId, reviewId } = await setUp();
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: rex });
    await screen.findByText("Buy my pills at example.com");
    await userEvent.click(screen.getByRole("button", { name: "Report review by Ann Author" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this review" });
    expect(within(dialog).queryByRole("radio", { name: "Permanently closed" })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Anything else/), "Selling pills");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please choose a reason.");
    expect(within(dialog).getByLabelText(/Anything else/)).toHaveValue("Selling pills");

    await userEvent.click(within(dialog).getByRole("radio", { name: "Spam" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText(MESSAGES.reportThanks)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Report this review" })).not.toBeInTheDocument());
    expect(await backend.t.run((ctx) => ctx.db.query("reports").collect())).toMatchObject([
      { subject: `review:${reviewId}`, reason: "spam", note: "Selling pills" },
    ]);

    await userEvent.click(screen.getByRole("button", { name: "Report review by Ann Author" }));
    const again = await screen.findByRole("dialog", { name: "Report this review" });
    expect(await within(again).findByText(MESSAGES.alreadyReported)).toBeInTheDocument();
  });

  it("offers Report on other people's reviews only; a visitor's Report asks them to join", async () => {
    const { backend, ann, shopId } = await setUp();
    const own = await renderApp(paths.home({ shop: shopId }), { backend, as: ann });
    await screen.findByText("Buy my pills at example.com");
    expect(screen.queryByRole("button", { name: /^Report review/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Report Calm Cup" })).toBeInTheDocument();
    own.view.unmount();

    const visitor = await renderApp(paths.home({ shop: shopId }), { backend });
    await screen.findByText("Buy my pills at example.com");
    await visitor.userEvent.click(screen.getAllByRole("button", { name: /^Report review/ })[0]!);
    // Decision 30: joining comes first; no report form, nothing sent.
    expect(await screen.findByRole("dialog", { name: "Join Brew Map to report this review" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Report this review" })).not.toBeInTheDocument();
  });
});

describe("a closed shop", () => {
  it("says so at the top of its panel, and the map's filters can ask for closed shops", async () => {
    const { backend, ann, rex, shopId } = await setUp();
    // A moderator's own "permanently closed" report closes it (the shop's submitter cannot report it).
    await backend.t.mutation(internal.moderation.grant, { email: ann.params.email });
    await ann.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "closed" });
    const panel = await renderApp(paths.home({ shop: shopId }), { backend, as: rex });
    expect(await screen.findByText(/^Permanently closed\./)).toBeInTheDocument();
    panel.view.unmount();

    const { userEvent } = await renderApp(paths.home(), { backend, as: rex });
    await userEvent.click(await screen.findByRole("button", { name: "Filters" }));
    const filters = await screen.findByRole("dialog", { name: "Filters" });
    await userEvent.click(within(filters).getByText("Permanently closed shops"));
    await waitFor(() => expect(currentPath()).toContain("closed=1"));
  });
});

describe("a closed shop's edit form", () => {
  it("lets an established member say it is open, which asks a moderator and leaves it closed meanwhile", async () => {
    const { backend, ann, rex, mod, shopId } = await setUp();
    await ann.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "wrongInfo" });
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "close", reason: "Boarded up" });
    const { publicId } = (await backend.t.run((ctx) => ctx.db.get(shopId)))!;
    const { userEvent } = await renderApp(paths.editShop({ shop: publicId }), { backend, as: rex });
    await userEvent.click(await screen.findByRole("checkbox", { name: "It is open" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(MESSAGES.reopenRequested)).toBeInTheDocument();
    expect((await backend.t.run((ctx) => ctx.db.get(shopId)))!.closedAt).toEqual(expect.any(Number));
    const { page } = await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 5, cursor: null } });
    expect(page[0]).toMatchObject({ subject: `shop:${shopId}`, flag: REOPEN_REQUEST_FLAG });
  });
});

describe("the moderation page", () => {
  it("is for moderators only", async () => {
    const { backend, rex } = await setUp();
    await renderApp(paths.moderation(), { backend, as: rex });
    expect(await screen.findByText(MESSAGES.moderatorsOnly)).toBeInTheDocument();
  });

  it("shows new reports live; hiding asks for a reason, empties the queue and tells the author, who still sees the review", async () => {
    const { backend, rex, mod, ann, reviewId } = await setUp();
    const { userEvent, view } = await renderApp(paths.moderation(), { backend, as: mod });
    expect(await screen.findByText(/Nothing waits for a moderator/)).toBeInTheDocument();

    await rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam", note: "Pills" });
    const item = await screen.findByRole("article", { name: "Review of Calm Cup by Ann Author" });
    expect(within(item).getByText(/1 report · waiting/)).toBeInTheDocument();
    expect(await screen.findByText("1 item waits")).toBeInTheDocument();
    expect(within(item).getByText("Spam")).toBeInTheDocument();
    expect(within(item).getByText(/Pills/)).toBeInTheDocument();

    await userEvent.click(within(item).getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: /^Hide:/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Please give a reason");
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Advertising");
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    expect(await screen.findByText(/Nothing waits for a moderator/)).toBeInTheDocument();
    const log = screen.getByRole("list", { name: "Recent actions" });
    expect(within(log).getByText(/Advertising/)).toBeInTheDocument();
    view.unmount();

    const author = await renderApp(paths.profile(), { backend, as: ann });
    const hidden = await screen.findByRole("list", { name: "Hidden by a moderator" });
    expect(within(hidden).getByText("Buy my pills at example.com")).toBeInTheDocument();
    expect(within(hidden).queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    await author.userEvent.click(screen.getByRole("button", { name: /Notifications, 1 unread/ }));
    expect(await screen.findByText("A moderator hid your review of Calm Cup. Reason: Advertising")).toBeInTheDocument();
  });

  it("says how many items wait and pages through them with Load more, flags shown with their reason", async () => {
    const { backend, mod } = await setUp();
    const flagged = await backend.t.run(async (ctx) => {
      let flaggedId = "";
      for (let i = 0; i < MODERATION_PAGE + 5; i++) {
        const shopId = await insertShop(ctx, mod.userId, { name: `Queued ${i}` });
        if (i === 7) flaggedId = shopId;
        await ctx.db.insert("reportedItems", {
          subject: `shop:${shopId}`,
          kind: "shop",
          itemId: shopId,
          reports: 0,
          establishedReporters: 0,
          firstReportedAt: i,
          waitOrder: -i,
          weight: i === 7 ? 1000 : 1,
          open: true,
          ...(i === 7 ? { flag: "A burst of low ratings from new accounts" } : {}),
        });
      }
      await ctx.db.insert("moderationCounts", { waiting: MODERATION_PAGE + 5 });
      return flaggedId;
    });
    const { userEvent } = await renderApp(paths.moderation(), { backend, as: mod });
    expect(await screen.findByText(`${MODERATION_PAGE + 5} items wait`)).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Reported items" });
    const first = within(list).getAllByRole("article")[0]!;
    expect(first).toHaveAccessibleName(/Queued 7,/);
    expect(within(first).getByText(/A burst of low ratings from new accounts/)).toBeInTheDocument();
    // A flag is no report, and a flagged shop is judged on its panel.
    expect(within(first).getByText(/^waiting/)).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Open the shop" })).toHaveAttribute(
      "href",
      paths.home({ shop: flagged as Id<"shops"> }),
    );
    expect(within(list).getAllByRole("article")).toHaveLength(MODERATION_PAGE);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(MODERATION_PAGE + 5));
  });
});
