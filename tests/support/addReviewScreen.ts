import { screen, within } from "@testing-library/react";
import { createBackend, signUp } from "./backendHarness";
import { insertShop, pngBytes } from "./testData";
import type { renderApp } from "./uiHarness";

/**
 * A backend with four shops to review: Zebra Espresso and Aroma Lab (whose id it returns) in Boston, MA,
 * Cambridge Cup in Cambridge, MA and Portland Pour in Portland, ME.
 */
export async function backendWithShops() {
  const backend = await createBackend({ storageBaseUrl: "http://sandbox.test" });
  const owner = await signUp(backend);
  await backend.t.run((ctx) =>
    insertShop(ctx, owner.userId, { name: "Zebra Espresso", streetAddress: "9 Elm St", city: "BOSTON", state: "MA" }),
  );
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, owner.userId, { name: "Aroma Lab", streetAddress: "12 Oak Ave", city: "BOSTON", state: "MA" }),
  );
  await backend.t.run((ctx) =>
    insertShop(ctx, owner.userId, { name: "Cambridge Cup", city: "CAMBRIDGE", state: "MA" }),
  );
  await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Portland Pour", city: "PORTLAND", state: "ME" }));
  return { backend, shopId };
}

type UserEvent = Awaited<ReturnType<typeof renderApp>>["userEvent"];

/** The folded drink details of the review form (all optional, docs/product.md §5). */
export const DETAILS_SUMMARY = "What you ordered (optional)";

/** Unfolds the form's drink details, if folded. */
export async function openReviewDetails(user: UserEvent) {
  const summary = screen.getByText(DETAILS_SUMMARY);
  if (!summary.closest("details")!.open) await user.click(summary);
}

/**
 * Answers the add-review form in jsdom: a hot flavoured oat-milk cortado, light and washed, rated 5, 4 and 3
 * cups, "Sweet and bright." (fillReview in reviewForm.ts does the like in Chromium.)
 */
export async function fillReviewForm(user: UserEvent) {
  const pick = async (group: string, option: string) =>
    user.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }));
  await openReviewDetails(user);
  await pick("Drink", "Cortado");
  await pick("Milk", "Oat");
  await pick("Flavoring", "Yes");
  await pick("Hot or cold", "Hot");
  await pick("Roast", "Light");
  await pick("Process", "Washed");
  await pick("Coffee rating (1 to 5)", "5 cups");
  await pick("Vibe rating (1 to 5)", "4 cups");
  await pick("Staff rating (1 to 5)", "3 cups");
  await user.type(screen.getByLabelText("Review"), "Sweet and bright.");
}

/** A PNG file as a person picks it (`seed` makes its bytes differ). */
export const pngFile = (name: string, seed: number) =>
  new File([pngBytes(seed) as BlobPart], name, { type: "image/png" });
