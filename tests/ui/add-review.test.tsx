import { screen, waitFor, within } from "@testing-library/react";
import userEvents from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { insertShop, pngBytes, textBytes, webpBytes } from "../support/testData";
import { currentPath, renderApp } from "../support/uiHarness";
import { createBackend, signUp } from "../support/backendHarness";

// jsdom has no canvas: the browser test covers real resizing; here the prepared photo is the
// original and its small copy a tiny WebP.
vi.mock("@/features/photos/prepareImage", () => ({
  prepareImage: async (file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return { large: file, small: new File([webpBytes()], "small.webp", { type: "image/webp" }) };
  },
}));

async function withShops() {
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

async function fillReview(user: Awaited<ReturnType<typeof renderApp>>["userEvent"]) {
  const pick = async (group: string, option: string) =>
    user.click(within(screen.getByRole("group", { name: group })).getByRole("radio", { name: option }));
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

const png = (name: string, seed: number) => new File([pngBytes(seed) as BlobPart], name, { type: "image/png" });

describe("add review", () => {
  it("picks State, City then Shop, validates, uploads two photos and saves", async () => {
    const { backend, shopId } = await withShops();
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
    await userEvent.click(screen.getByRole("radio", { name: "Cortado" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.badChoice("milk"));
    // Under the milk choices, which take the focus, not beside the button.
    const milk = screen.getByRole("group", { name: "Milk" });
    expect(milk).toHaveAccessibleDescription(MESSAGES.badChoice("milk"));
    await waitFor(() => expect(within(milk).getAllByRole("radio")[0]).toHaveFocus());
    expect(screen.getByRole("radio", { name: "Cortado" })).toBeChecked();
    // Choosing the milk fixes that problem: its message goes (the next submit names the next one).
    await userEvent.click(screen.getByRole("radio", { name: "Oat" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await fillReview(userEvent);
    await userEvent.upload(screen.getByLabelText("Photos"), [png("front.png", 1), png("cup.png", 2)]);
    expect(within(screen.getByRole("list", { name: "Chosen photos" })).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));

    // The alert of docs/product.md §8, in the page; the map waits until it is read.
    const done = await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess });
    expect(currentPath()).toMatch(/^\/addreview/);
    await userEvent.click(within(done).getByRole("button", { name: "OK" }));
    // Back on the map, on the reviewed shop's open panel.
    await waitFor(() => expect(currentPath()).toBe(`/home?shop=${shopId}`));
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

  it("opens with the shop already chosen from ?shop=", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    expect(await screen.findByRole("heading", { name: "Review for Aroma Lab" })).toBeInTheDocument();
    expect(screen.getByLabelText("State")).toHaveValue("MA");
    await waitFor(() => expect(screen.getByLabelText("Shop")).toHaveDisplayValue("Aroma Lab — 12 Oak Ave"));
  });

  it("finds the shop by typing its name, without the three dropdowns; rates with cups", async () => {
    const { backend } = await withShops();
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

  it("offers the camera beside the gallery on a touch screen, and only there", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const touch = (query: string) => ({
      matches: query === "(pointer: coarse)",
      media: query,
      addEventListener() {},
      removeEventListener() {},
    });
    const before = window.matchMedia;
    window.matchMedia = touch as unknown as typeof window.matchMedia;
    try {
      const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
      const camera = await screen.findByLabelText("Take a photo");
      expect(camera).toHaveAttribute("capture", "environment");
      expect(camera).toHaveAttribute("accept", "image/*");
      expect(screen.getByLabelText("Photos")).not.toHaveAttribute("capture");
      await userEvent.upload(camera, png("snap.png", 7));
      expect(within(screen.getByRole("list", { name: "Chosen photos" })).getByText("snap.png")).toBeInTheDocument();
    } finally {
      window.matchMedia = before;
    }
  });

  it("has no camera button where there is no touch screen", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    expect(screen.queryByLabelText("Take a photo")).not.toBeInTheDocument();
  });

  it("says so for an unknown ?shop= and lets the user pick", async () => {
    const { backend } = await withShops();
    await renderApp("/addreview?shop=999999999999", { backend, as: {} });
    expect(await screen.findByText("That shop was not found. Please choose one below.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Review" })).not.toBeInTheDocument();
  });

  it("says so on a failed upload and saves nothing, keeping the form; without the bad file it saves", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReview(userEvent);
    const fake = new File([textBytes() as BlobPart], "notes.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Photos"), [png("ok.png", 5), fake]);
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.uploadFailed);
    expect(await screen.findByText("Failed")).toBeInTheDocument();
    expect(currentPath()).toMatch(/^\/addreview/);
    expect(screen.getByLabelText("Review")).toHaveValue("Sweet and bright.");
    const left = await backend.t.run(async (ctx) => ({
      reviews: (await ctx.db.query("reviews").collect()).length,
      photos: (await ctx.db.query("photos").collect()).length,
      uploads: (await ctx.db.query("uploads").collect()).length,
      files: (await ctx.db.system.query("_storage").collect()).length,
    }));
    expect(left).toEqual({ reviews: 0, photos: 0, uploads: 0, files: 0 });

    // The bad file goes on its own; the good one stays, and so does the rest of the form.
    await userEvent.click(screen.getByRole("button", { name: "Remove notes.jpg" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Chosen photos" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("ok.png")]);
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    await screen.findByRole("alertdialog", { name: MESSAGES.reviewSuccess });
    const [review] = await backend.t.run((ctx) => ctx.db.query("reviews").collect());
    expect(review!.photos).toHaveLength(1);
  });

  it("says why a review with objectionable language is refused, keeping everything entered", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReview(userEvent);
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

  it("refuses a file that is not an image when it is picked, by name, and adds the next pick to the list", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    // A picker set to "All files" lets anything through: the page checks, not just the accept filter.
    const user = userEvents.setup({ applyAccept: false });
    const picker = screen.getByLabelText("Photos");
    await user.upload(picker, [png("front.png", 1), new File(["hello"], "notes.txt", { type: "text/plain" })]);
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.photoRefused(["notes.txt"]));
    expect(MESSAGES.photoRefused(["notes.txt"])).toBe(
      "notes.txt is not an image file, so it was not added. Please choose photos.",
    );
    const chosen = () =>
      within(screen.getByRole("list", { name: "Chosen photos" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(chosen()).toEqual([expect.stringContaining("front.png")]);

    // A second pick adds to the first; the refusal goes once a pick is fine.
    await user.upload(picker, [png("cup.png", 2)]);
    expect(chosen()).toEqual([expect.stringContaining("front.png"), expect.stringContaining("cup.png")]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove front.png" }));
    expect(chosen()).toEqual([expect.stringContaining("cup.png")]);
  });

  it("refuses more than 10 photos before uploading anything", async () => {
    const { backend, shopId } = await withShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    const requests = vi.spyOn(globalThis, "fetch");
    const uploads = () => requests.mock.calls.filter(([url]) => String(url).includes("/api/storage/upload"));
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReview(userEvent);
    await userEvent.upload(
      screen.getByLabelText("Photos"),
      Array.from({ length: 11 }, (_, i) => png(`p${i}.png`, i)),
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.tooManyPhotos);
    expect(uploads()).toEqual([]);
    // Removing one photo fixes it: the message goes.
    await userEvent.click(screen.getByRole("button", { name: "Remove p10.png" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
