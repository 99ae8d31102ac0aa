import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Comments and cheers on a review card (docs/product.md, "Comments and cheers"): the Comment control and its
// count, the conversation with @mentions, the box's messages with the text kept, Edit and Delete, visitors.

async function reviewedShop() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const ana = await signUp(backend, { firstName: "Ana", lastName: "Reyes" });
  const ben = await signUp(backend, { firstName: "Ben", lastName: "Ortiz" });
  for (const who of [ana, ben]) await establish(backend, who.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId, { name: "Blue Bottle" }));
  const reviewId = await ana.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Ana's review.", photos: [] });
  return { backend, ana, ben, shopId, reviewId };
}

const card = async () => (await screen.findByText("Ana's review.")).closest("article")!;

describe("comments on a review card", () => {
  it("opens the conversation, mentions someone chosen from people search, and counts the comment live", async () => {
    const { backend, ben, shopId } = await reviewedShop();
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    const review = await card();
    await userEvent.click(within(review).getByRole("button", { name: /^Comment \(review by Ana Reyes/ }));
    expect(await within(review).findByText("No comments yet.")).toBeInTheDocument();
    const box = within(review).getByRole("combobox", { name: "Write a comment" });
    await userEvent.type(box, "Great pick @An");
    const option = await within(review).findByRole("option", { name: /Ana Reyes/ });
    expect(box).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect(option).not.toBeInTheDocument();
    expect(box).toHaveValue("Great pick @Ana Reyes ");
    await userEvent.type(box, "thanks!");
    await userEvent.click(within(review).getByRole("button", { name: "Send" }));
    const link = await within(review).findByRole("link", { name: "@Ana Reyes" });
    expect(link).toHaveAttribute("href", expect.stringContaining("/otheruser/"));
    expect(box).toHaveValue("");
    expect(await within(review).findByRole("button", { name: /^1 comment \(/ })).toBeInTheDocument();
  });

  it("keeps the text when a comment is too long or refused, and says why under the box", async () => {
    const { backend, ben, shopId } = await reviewedShop();
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    const review = await card();
    await userEvent.click(within(review).getByRole("button", { name: /^Comment \(/ }));
    const box = await within(review).findByRole("combobox", { name: "Write a comment" });
    const long = "a".repeat(1001);
    fireEvent.change(box, { target: { value: long } });
    expect(within(review).getByText("1,001 / 1,000")).toBeInTheDocument();
    await userEvent.click(within(review).getByRole("button", { name: "Send" }));
    expect(await within(review).findByRole("alert")).toHaveTextContent(MESSAGES.commentTooLong("1,000", "1,001"));
    expect(box).toHaveValue(long);
    fireEvent.change(box, { target: { value: "What a shitty cup" } });
    await userEvent.click(within(review).getByRole("button", { name: "Send" }));
    expect(await within(review).findByRole("alert")).toHaveTextContent(MESSAGES.objectionable("Comment"));
    expect(box).toHaveValue("What a shitty cup");
  });

  it("lets the writer edit and the review's author delete, live on both screens", async () => {
    const { backend, ana, ben, shopId, reviewId } = await reviewedShop();
    await ben.as.mutation(api.comments.add, { reviewId, text: "First thought", mentions: [] });
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    const review = await card();
    await userEvent.click(await within(review).findByRole("button", { name: /^1 comment \(/ }));
    await userEvent.click(await within(review).findByRole("button", { name: /^Edit \(comment by Ben Ortiz/ }));
    const box = within(review).getByRole("combobox", { name: "Edit your comment" });
    await userEvent.clear(box);
    await userEvent.type(box, "Second thought");
    await userEvent.click(within(review).getByRole("button", { name: "Save" }));
    expect(await within(review).findByText("Second thought")).toBeInTheDocument();
    expect(within(review).getByText("edited")).toBeInTheDocument();
    const [comment] = (
      await ana.as.query(api.comments.list, { reviewId, paginationOpts: { numItems: 5, cursor: null } })
    ).page;
    await ana.as.mutation(api.comments.remove, { commentId: comment!._id });
    await waitFor(() => expect(within(review).queryByText("Second thought")).not.toBeInTheDocument());
    expect(await within(review).findByRole("button", { name: /^Comment \(/ })).toBeInTheDocument();
  });

  it("cheers with one tap, shown at once and counted", async () => {
    const { backend, ben, shopId } = await reviewedShop();
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    const review = await card();
    const cheer = within(review).getByRole("button", { name: /^Cheer \(review by Ana/ });
    await userEvent.click(cheer);
    const pressed = await within(review).findByRole("button", { name: /^1 cheer \(/ });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
  });

  it("shows the viewer's own cheer from the panel's query, with no query of its own per card", async () => {
    const { backend, ben, shopId, reviewId } = await reviewedShop();
    await ben.as.mutation(api.cheers.set, { targetId: reviewId, cheered: true });
    const calls = vi.spyOn(backend, "run");
    await renderApp(paths.home({ shop: shopId }), { backend, as: ben });
    const review = await card();
    const pressed = await within(review).findByRole("button", { name: /^1 cheer \(review by Ana/ });
    await waitFor(() => expect(pressed).toHaveAttribute("aria-pressed", "true"));
    const asked = calls.mock.calls.map(([, path]) => path.replace(/\.js(:|$)/, "$1"));
    expect(asked.filter((path) => path.startsWith("cheers:"))).toEqual([]);
  });

  it("visitors read the comments and are asked to sign up to write", async () => {
    const { backend, ben, shopId, reviewId } = await reviewedShop();
    await ben.as.mutation(api.comments.add, { reviewId, text: "Visible to all", mentions: [] });
    const { userEvent } = await renderApp(paths.home({ shop: shopId }), { backend });
    const review = await card();
    await userEvent.click(await within(review).findByRole("button", { name: /^1 comment \(/ }));
    expect(await within(review).findByText("Visible to all")).toBeInTheDocument();
    expect(within(review).getByText(MESSAGES.commentSignUp)).toBeInTheDocument();
    expect(within(review).queryByRole("combobox")).not.toBeInTheDocument();
  });
});
