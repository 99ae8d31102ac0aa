import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import {
  DETAILS_SUMMARY,
  backendWithShops,
  fillReviewForm,
  openReviewDetails,
  pngFile,
} from "../../support/addReviewScreen";
import { currentPath, renderApp } from "../../support/uiHarness";

// jsdom has no canvas: photos go up as picked, with a tiny WebP as the small copy.
vi.mock("@/features/review-form/prepareImage", () => import("../../support/fakePrepareImage"));

describe("add review", () => {
  it("picks State, City then Shop, validates, uploads two photos and saves", async () => {
    const { backend, shopId } = await backendWithShops();
    const { userEvent, user } = await renderApp("/addreview", {
      backend,
      as: { firstName: "Rita", cafeDrink: "Latte" },
    });

    const state = await screen.findByLabelText("State");
    await waitFor(() =>
      expect(
        within(state)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Choose a state", "MA", "ME"]),
    );
    expect(screen.queryByLabelText("City")).not.toBeInTheDocument();
    await userEvent.selectOptions(state, "MA");
    const city = await screen.findByLabelText("City");
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Choose a city", "Boston", "Cambridge"]),
    );
    expect(screen.queryByLabelText("Shop")).not.toBeInTheDocument();
    await userEvent.selectOptions(city, "BOSTON");
    const shop = await screen.findByLabelText("Shop");
    expect(
      within(shop)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a shop", "Aroma Lab — 12 Oak Ave", "Zebra Espresso — 9 Elm St"]);
    expect(screen.queryByRole("button", { name: "Submit Review" })).not.toBeInTheDocument();
    await userEvent.selectOptions(shop, "Aroma Lab — 12 Oak Ave");
    expect(await screen.findByRole("heading", { name: "Review for Aroma Lab" })).toBeInTheDocument();

    // Missing ratings: said clearly, nothing written, nothing lost.
    await userEvent.type(screen.getByLabelText("Review"), "Draft");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.reviewRating("coffee"));
    // Under the coffee cups, which take the focus, not beside the button.
    const coffee = screen.getByRole("group", { name: "Coffee rating (1 to 5)" });
    expect(coffee).toHaveAccessibleDescription(MESSAGES.reviewRating("coffee"));
    await waitFor(() => expect(within(coffee).getAllByRole("radio")[0]).toHaveFocus());
    expect(screen.getByLabelText("Review")).toHaveValue("Draft");
    // Rating the coffee fixes that problem: its message goes (the next submit names the next one).
    await userEvent.click(within(coffee).getByRole("radio", { name: "5 cups" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Review"));

    await fillReviewForm(userEvent);
    await userEvent.upload(screen.getByLabelText("Photos"), [pngFile("front.png", 1), pngFile("cup.png", 2)]);
    expect(within(screen.getByRole("list", { name: "Chosen photos" })).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));

    // The alert of docs/product.md §8, in the page; the map waits until it is read.
    const done = await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess });
    expect(currentPath()).toMatch(/^\/addreview/);
    await userEvent.click(within(done).getByRole("button", { name: "OK" }));
    // Back on the map, on the reviewed shop's open panel.
    await waitFor(() => expect(currentPath()).toMatch(new RegExp(`^/home\\?shop=${shopId}&review=`)));
    expect(await screen.findByRole("dialog", { name: "Aroma Lab" })).toBeInTheDocument();
    const saved = await backend.t.run(async (ctx) => ({
      reviews: await ctx.db.query("reviews").collect(),
      photos: await ctx.db.query("photos").collect(),
      badges: await ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", user!.userId))
        .unique(),
    }));
    expect(saved.reviews).toMatchObject([
      {
        shopId,
        shopName: "Aroma Lab",
        bev: "Cortado",
        milk: "Oat",
        flavoring: true,
        temp: "Hot",
        roast: "Light",
        process: "Washed",
        drinkRating: 5,
        shopRating: 4,
        staffRating: 3,
        text: "Sweet and bright.",
        userFavDrink: "Latte",
      },
    ]);
    expect(saved.reviews[0].photos).toHaveLength(2);
    expect(saved.photos.map((p) => p.storageId)).toEqual(saved.reviews[0].photos);
    expect(saved.badges).toMatchObject({ reviews: 1, photos: 1 });
  });

  it("opens with the shop already chosen from ?shop=: its name instead of the pickers, and a way to change it", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    expect(await screen.findByRole("heading", { name: "Review for Aroma Lab" })).toBeInTheDocument();
    expect(screen.getByText("12 Oak Ave, Boston, MA")).toBeInTheDocument();
    expect(screen.queryByLabelText("State")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Find the shop" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: /^Change/ }));
    await waitFor(() => expect(currentPath()).toBe("/addreview"));
    expect(await screen.findByRole("combobox", { name: "Find the shop" })).toBeInTheDocument();
    expect(screen.getByLabelText("State")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Review for Aroma Lab" })).not.toBeInTheDocument();
  });

  it("asks for ratings, then the text; the drink details come after, folded and optional", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    const form = (await screen.findByRole("heading", { name: "Review for Aroma Lab" })).closest("form")!;

    // In reading order: the three ratings, the text, the folded details, the photos.
    const order = [
      screen.getByRole("group", { name: "Coffee rating (1 to 5)" }),
      screen.getByRole("group", { name: "Vibe rating (1 to 5)" }),
      screen.getByRole("group", { name: "Staff rating (1 to 5)" }),
      screen.getByLabelText("Review"),
      screen.getByText(DETAILS_SUMMARY),
      screen.getByLabelText("Photos"),
    ];
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const details = screen.getByText(DETAILS_SUMMARY).closest("details")!;
    expect(details.open).toBe(false);
    for (const legend of ["Drink", "Milk", "Hot or cold"])
      expect(within(details).getByRole("group", { name: legend, hidden: true })).not.toHaveAttribute("aria-required");

    // Only the ratings are required.
    expect(form.querySelectorAll("[aria-required=true], [required]").length).toBeGreaterThan(0);
    for (const required of form.querySelectorAll("[aria-required=true], [required]"))
      expect(details.contains(required)).toBe(false);
    await openReviewDetails(userEvent);
    expect(details.open).toBe(true);
  });

  it("posts a review with only ratings and text, and an espresso with no milk", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    const pick = async (group: string, option: string) =>
      userEvent.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }));
    await pick("Coffee rating (1 to 5)", "4 cups");
    await pick("Vibe rating (1 to 5)", "5 cups");
    await pick("Staff rating (1 to 5)", "5 cups");
    await userEvent.type(screen.getByLabelText("Review"), "Fast and friendly.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess })).getByRole("button", {
        name: "OK",
      }),
    );
    const [light] = await backend.t.run((ctx) => ctx.db.query("reviews").collect());
    expect(light).toMatchObject({ drinkRating: 4, shopRating: 5, staffRating: 5, text: "Fast and friendly." });
    expect(light!.bev).toBeUndefined();
    expect(light!.milk).toBeUndefined();

    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await pick("Coffee rating (1 to 5)", "5 cups");
    await pick("Vibe rating (1 to 5)", "5 cups");
    await pick("Staff rating (1 to 5)", "5 cups");
    await openReviewDetails(userEvent);
    await pick("Drink", "Espresso");
    await pick("Hot or cold", "Hot");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess });
    const espresso = (await backend.t.run((ctx) => ctx.db.query("reviews").collect())).find((r) => r.bev);
    expect(espresso).toMatchObject({ bev: "Espresso", temp: "Hot", text: "" });
    expect(espresso!.milk).toBeUndefined();
  });

  it("finds the shop by typing its name, without the three dropdowns; rates with cups", async () => {
    const { backend } = await backendWithShops();
    const { userEvent } = await renderApp("/addreview", { backend, as: {} });
    const finder = await screen.findByRole("combobox", { name: "Find the shop" });
    await userEvent.type(finder, "zebra");
    await userEvent.click(await screen.findByRole("option", { name: "Zebra Espresso, 9 Elm St, Boston, MA" }));
    expect(await screen.findByRole("heading", { name: "Review for Zebra Espresso" })).toBeInTheDocument();
    // The dropdowns agree, so the choice can still be changed there.
    expect(screen.getByLabelText("State")).toHaveValue("MA");
    await waitFor(() => expect(screen.getByLabelText("Shop")).toHaveDisplayValue("Zebra Espresso — 9 Elm St"));

    // A name nobody has: said, with the way forward.
    await userEvent.clear(finder);
    await userEvent.type(finder, "nowhere roasters");
    expect(
      await screen.findByText("No shop by that name yet. Choose one by state and city below."),
    ).toBeInTheDocument();

    // Enter takes the best match.
    await userEvent.clear(finder);
    await userEvent.type(finder, "aroma");
    await screen.findByRole("option", { name: "Aroma Lab, 12 Oak Ave, Boston, MA" });
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { name: "Review for Aroma Lab" })).toBeInTheDocument();

    // Ratings are chosen as cups: every cup up to the chosen one fills.
    const vibe = screen.getByRole("group", { name: "Vibe rating (1 to 5)" });
    expect(
      within(vibe)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label")),
    ).toEqual(["1 cup", "2 cups", "3 cups", "4 cups", "5 cups"]);
    await userEvent.click(within(vibe).getByRole("radio", { name: "4 cups" }));
    expect(within(vibe).getByRole("radio", { name: "4 cups" })).toBeChecked();
    expect(vibe.querySelectorAll("svg.text-black")).toHaveLength(4);
    expect(vibe.querySelectorAll("svg.text-grey\\/50")).toHaveLength(1);
  });

  it("says so for an unknown ?shop= and lets the user pick", async () => {
    const { backend } = await backendWithShops();
    await renderApp("/addreview?shop=999999999999", { backend, as: {} });
    expect(await screen.findByText("That shop was not found. Please choose one below.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Review" })).not.toBeInTheDocument();
  });

  it("says why a review with objectionable language is refused, keeping everything entered", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReviewForm(userEvent);
    await userEvent.type(screen.getByLabelText("Review"), " Staff were b1tches.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.objectionable("Review"));
    expect(screen.getByLabelText("Review")).toHaveValue("Sweet and bright. Staff were b1tches.");
    expect(within(screen.getByRole("group", { name: "Drink" })).getByRole("radio", { name: "Cortado" })).toBeChecked();
    expect(await backend.t.run((ctx) => ctx.db.query("reviews").collect())).toEqual([]);

    await userEvent.clear(screen.getByLabelText("Review"));
    await userEvent.type(screen.getByLabelText("Review"), "Sweet and bright.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess });
  });
});
