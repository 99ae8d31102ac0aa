import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { PANEL_SHOP, REVIEW, insertReview, insertShop } from "../../support/testData";
import { renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

async function setup() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, sam.userId, { ...PANEL_SHOP, name: "Rated Roasters", lat: 42.36, lng: -71.06 }),
  );
  return { backend, sam, shopId };
}

describe("shop ratings summary", () => {
  it("shows the panel header's summary and keeps it live as reviews are added", async () => {
    const { backend, sam, shopId } = await setup();
    // Coffee 5 + 3, Vibe 4 + 4, Staff 5 + 4: averages 4.0, 4.0, 4.5; overall 25 / 6 = 4.17.
    await backend.t.run(async (ctx) => {
      await insertReview(ctx, shopId, sam.userId, { drinkRating: 5, shopRating: 4, staffRating: 5 });
      await insertReview(ctx, shopId, sam.userId, { drinkRating: 3, shopRating: 4, staffRating: 4 });
    });
    await renderApp(`/home?shop=${shopId}`, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
    const panel = await screen.findByRole("dialog", { name: "Rated Roasters" });
    const ratings = await within(panel).findByRole("region", { name: "Ratings" });
    expect(within(ratings).getByRole("img", { name: "Rated 4.2 out of 5 from 2 reviews" })).toBeInTheDocument();
    expect(ratings).toHaveTextContent("4.2");
    expect(ratings).toHaveTextContent("2 reviews");
    const averages = () =>
      [...ratings.querySelectorAll("dt")].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(averages()).toEqual(["Coffee 4.0", "Vibe 4.0", "Staff 4.5"]);
    // The marker says it too.
    expect(
      await screen.findByRole("button", { name: "Rated Roasters, rated 4.2 out of 5 from 2 reviews, Dark roast" }),
    ).toBeInTheDocument();

    // Someone else reviews the shop: the open panel and the marker update without a reload.
    const bea = await signUp(backend, { firstName: "Bea" });
    await establish(backend, bea.userId); // her review counts (decision 28)
    await bea.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      drinkRating: 1,
      shopRating: 2,
      staffRating: 3,
      photos: [],
    });
    // Coffee 9 / 3 = 3.0, Vibe 10 / 3 = 3.3, Staff 12 / 3 = 4.0; overall 31 / 9 = 3.44.
    expect(await within(ratings).findByRole("img", { name: "Rated 3.4 out of 5 from 3 reviews" })).toBeInTheDocument();
    expect(ratings).toHaveTextContent("3 reviews");
    expect(averages()).toEqual(["Coffee 3.0", "Vibe 3.3", "Staff 4.0"]);
    expect(
      await screen.findByRole("button", { name: "Rated Roasters, rated 3.4 out of 5 from 3 reviews, Dark roast" }),
    ).toBeInTheDocument();
  });

  it("draws every rating as cups: the panel's average filled to the tenth, each review's in whole cups, no stars", async () => {
    const { backend, sam, shopId } = await setup();
    // Overall (5 + 4 + 4) / 3 = 4.3 (to the tenth): 86 % of the five cups filled.
    await backend.t.run((ctx) =>
      insertReview(ctx, shopId, sam.userId, { drinkRating: 5, shopRating: 4, staffRating: 4, text: "Sam's cup." }),
    );
    await renderApp(`/home?shop=${shopId}`, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
    const panel = await screen.findByRole("dialog", { name: "Rated Roasters" });
    const average = await within(panel).findByRole("img", { name: "Rated 4.3 out of 5 from 1 review" });
    const [empty, filled] = [...average.children] as HTMLElement[];
    expect(empty!.querySelectorAll("svg")).toHaveLength(5);
    expect(filled!.querySelectorAll("svg")).toHaveLength(5);
    expect(filled!.style.width).toBe("86%");

    const coffee = await within(panel).findByRole("img", { name: "Coffee: 5 out of 5 cups" });
    expect(coffee.querySelectorAll("svg")).toHaveLength(10);
    expect((coffee.children[1] as HTMLElement).style.width).toBe("100%");
    expect(within(panel).getByRole("img", { name: "Vibe: 4 out of 5 cups" }).children[1]).toHaveStyle({ width: "80%" });
    // The list row, the marker's card and the panel: cups, never the old stars.
    expect(document.body.textContent).not.toContain("★");
  });

  it("says 'No reviews yet' until the first review, then shows it", async () => {
    const { backend, shopId } = await setup();
    await renderApp(`/home?shop=${shopId}`, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
    const panel = await screen.findByRole("dialog", { name: "Rated Roasters" });
    const ratings = await within(panel).findByRole("region", { name: "Ratings" });
    expect(ratings).toHaveTextContent("No reviews yet");
    expect(within(ratings).queryByRole("img")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Rated Roasters, Dark roast" })).toBeInTheDocument();

    const bea = await signUp(backend, { firstName: "Bea" });
    await establish(backend, bea.userId); // her review counts (decision 28)
    await bea.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      drinkRating: 5,
      shopRating: 5,
      staffRating: 4,
      photos: [],
    });
    expect(await within(ratings).findByRole("img", { name: "Rated 4.7 out of 5 from 1 review" })).toBeInTheDocument();
    await waitFor(() => expect(ratings).not.toHaveTextContent("No reviews yet"));
    expect(ratings).toHaveTextContent("1 review");
  });

  it("shows the summary in the shop dropdown", async () => {
    const { backend, sam, shopId } = await setup();
    const viewer = await signUp(backend, { firstName: "Vi" });
    await backend.t.run(async (ctx) => {
      await insertShop(ctx, sam.userId, {
        name: "Unrated Place",
        streetAddress: "2 Quiet St",
        city: "BOSTON",
        state: "MA",
      });
      await insertReview(ctx, shopId, sam.userId, {
        drinkRating: 5,
        shopRating: 4,
        staffRating: 4,
        text: "Sam's cup.",
      });
    });

    const { userEvent } = await renderApp("/addreview", { backend, as: viewer });
    const state = await screen.findByLabelText("State");
    await within(state).findByRole("option", { name: "MA" });
    await userEvent.selectOptions(state, "MA");
    const city = await screen.findByLabelText("City");
    await within(city).findByRole("option", { name: "Boston" });
    await userEvent.selectOptions(city, "BOSTON");
    const shop = await screen.findByLabelText("Shop");
    await waitFor(() =>
      expect(
        within(shop)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Choose a shop", "Rated Roasters — 1 Panel St · 4.3 of 5 · 1 review", "Unrated Place — 2 Quiet St"]),
    );
  });

  it("shows the summary beside the feed's shop items; a review item shows the review's own ratings", async () => {
    const { backend, sam, shopId } = await setup();
    const viewer = await signUp(backend, { firstName: "Vi" });
    await viewer.as.mutation(api.follows.follow, { userId: sam.userId });
    await backend.t.run((ctx) =>
      insertReview(ctx, shopId, sam.userId, { drinkRating: 5, shopRating: 4, staffRating: 4, text: "Sam's cup." }),
    );
    await renderApp("/feed", { backend, as: viewer });
    const [review, shop] = await screen.findAllByRole("article");
    expect(review).toHaveTextContent("Sam's cup.");
    expect(within(review!).queryByText("Rated 4.3 out of 5 from 1 review")).toBeNull();
    expect(shop).toHaveTextContent("Rated Roasters");
    expect(within(shop!).getByText("Rated 4.3 out of 5 from 1 review")).toBeInTheDocument();
  });
});
