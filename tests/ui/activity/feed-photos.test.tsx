import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, uploadPhoto } from "../../support/testData";
import { UI_ADDRESS, renderApp } from "../../support/uiHarness";

describe("friends' feed photos", () => {
  it("shows a friend's review photos as the review card does, small, opening large", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const viewer = await signUp(backend, { firstName: "Vi" });
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Brew" });
    await viewer.as.mutation(api.follows.follow, { userId: bob.userId });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId, { name: "Bob's Beans" }));
    const photos = [await uploadPhoto(backend, bob), await uploadPhoto(backend, bob)];
    await bob.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos });
    await finishScheduled(backend);

    const { userEvent } = await renderApp("/feed", { backend, as: viewer });
    const list = await screen.findByRole("list", { name: "Friends' activity" });
    const item = (await within(list).findAllByRole("listitem"))[0]!;
    const shown = await within(item).findAllByRole("img", { name: "Photo from this review of Bob's Beans" });
    expect(shown).toHaveLength(2);
    await userEvent.click(shown[0]!);
    expect(await screen.findByRole("dialog", { name: /Photos from this review of Bob's Beans/ })).toBeInTheDocument();
  });
});
