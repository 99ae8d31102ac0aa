import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { REVIEW, insertShop, pngBytes, uploadPhoto } from "../../support/testData";
import { currentPath, renderApp } from "../../support/uiHarness";
import { createBackend, signUp } from "../../support/backendHarness";

// Editing one's own review (docs/product.md §2, §10) in the page: the author's edit form
// (/editreview/:id) and Edit / Delete on their reviews.

async function withReview() {
  const backend = await createBackend({ storageBaseUrl: "http://sandbox.test" });
  const author = await signUp(backend, { firstName: "Rita", lastName: "Writer" });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, author.userId, { name: "Aroma Lab" }));
  const photos = [await uploadPhoto(backend, author, pngBytes(1)), await uploadPhoto(backend, author, pngBytes(2))];
  const reviewId = await author.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "First visit.", photos });
  return { backend, author, shopId, reviewId, photos };
}

describe("editing and deleting one's review", () => {
  it("opens the author's review in the form, keeps one photo, changes a rating and the text, and saves", async () => {
    const { backend, author, shopId, reviewId, photos } = await withReview();
    const { userEvent } = await renderApp(`/editreview/${reviewId}`, { backend, as: author });

    expect(await screen.findByRole("heading", { name: "Edit your review of Aroma Lab" })).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Drink" })).getByRole("radio", { name: REVIEW.bev })).toBeChecked();
    expect(
      within(screen.getByRole("group", { name: "Coffee rating (1 to 5)" })).getByRole("radio", { name: "5 cups" }),
    ).toBeChecked();
    expect(screen.getByLabelText("Review")).toHaveValue("First visit.");
    const kept = screen.getByRole("group", { name: "Photos in this review" });
    expect(within(kept).getByRole("checkbox", { name: "Keep photo 1" })).toBeChecked();

    await userEvent.click(within(kept).getByRole("checkbox", { name: "Keep photo 1" }));
    await userEvent.click(
      within(screen.getByRole("group", { name: "Coffee rating (1 to 5)" })).getByRole("radio", { name: "2 cups" }),
    );
    await userEvent.clear(screen.getByLabelText("Review"));
    await userEvent.type(screen.getByLabelText("Review"), "Second visit: weaker.");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(currentPath()).toMatch(new RegExp(`^/home\\?shop=${shopId}&review=`)));
    const saved = (await backend.t.run((ctx) => ctx.db.get(reviewId)))!;
    expect(saved).toMatchObject({ drinkRating: 2, text: "Second visit: weaker.", photos: [photos[1]] });
    expect(saved.editedAt).toBeDefined();
    expect(await backend.t.run(async (ctx) => (await ctx.db.system.get("_storage", photos[0]!)) === null)).toBe(true);
  });

  it("tells anyone else that they cannot edit it", async () => {
    const { backend, reviewId } = await withReview();
    const other = await signUp(backend, { firstName: "Olly" });
    await renderApp(`/editreview/${reviewId}`, { backend, as: other });
    expect(await screen.findByText(MESSAGES.reviewNotYours)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
  });

  it("an address naming no review says so", async () => {
    await renderApp("/editreview/not-a-review", { as: { firstName: "Olly" } });
    expect(await screen.findByText(MESSAGES.reviewNotFound)).toBeInTheDocument();
  });

  it("on the profile: Edit and Delete on one's own reviews; Delete asks first, Cancel keeps it, Delete review removes it", async () => {
    const { backend, author, reviewId } = await withReview();
    const { userEvent } = await renderApp("/profile", { backend, as: author });
    const reviews = await screen.findByRole("list", { name: "Reviews" });
    const card = await within(reviews).findByRole("article");
    expect(within(card).getByRole("link", { name: "Edit your review of Aroma Lab" })).toHaveAttribute(
      "href",
      `/editreview/${reviewId}`,
    );

    await userEvent.click(within(card).getByRole("button", { name: "Delete your review of Aroma Lab" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this review?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await backend.t.run((ctx) => ctx.db.get(reviewId))).not.toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Delete your review of Aroma Lab" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Delete this review?" })).getByRole("button", {
        name: "Delete review",
      }),
    );
    expect(await screen.findByText(MESSAGES.noReviewsFound)).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.reviewDeleted)).toBeInTheDocument();
    expect(await backend.t.run((ctx) => ctx.db.get(reviewId))).toBeNull();
  });

  it("someone else's reviews have no Edit or Delete", async () => {
    const { backend, author } = await withReview();
    const other = await signUp(backend, { firstName: "Olly" });
    await renderApp(`/otheruser/${author.userId.slice(-4)}-RitaWriter?uid=${encodeURIComponent(btoa(author.userId))}`, {
      backend,
      as: other,
    });
    const card = await within(await screen.findByRole("list", { name: "Reviews" })).findByRole("article");
    expect(within(card).getByText("First visit.")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
