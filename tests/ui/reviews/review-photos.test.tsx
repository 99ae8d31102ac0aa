import { screen, within } from "@testing-library/react";
import userEvents from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { backendWithShops, fillReviewForm, pngFile } from "../../support/addReviewScreen";
import { textBytes } from "../../support/testData";
import { currentPath, renderApp } from "../../support/uiHarness";

// jsdom has no canvas: photos go up as picked, with a tiny WebP as the small copy.
vi.mock("@/features/review-form/prepareImage", () => import("../../support/fakePrepareImage"));

describe("add review", () => {
  it("offers the camera beside the gallery on a touch screen, and only there", async () => {
    const { backend, shopId } = await backendWithShops();
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
      await userEvent.upload(camera, pngFile("snap.png", 7));
      expect(within(screen.getByRole("list", { name: "Chosen photos" })).getByText("snap.png")).toBeInTheDocument();
    } finally {
      window.matchMedia = before;
    }
  });

  it("has no camera button where there is no touch screen", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    expect(screen.queryByLabelText("Take a photo")).not.toBeInTheDocument();
  });

  it("says so on a failed upload and saves nothing, keeping the form; without the bad file it saves", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReviewForm(userEvent);
    const fake = new File([textBytes() as BlobPart], "notes.jpg", { type: "image/jpeg" });
    await userEvent.upload(screen.getByLabelText("Photos"), [pngFile("ok.png", 5), fake]);
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

  it("refuses a file that is not an image when it is picked, by name, and adds the next pick to the list", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    // A picker set to "All files" lets anything through: the page checks, not just the accept filter.
    const user = userEvents.setup({ applyAccept: false });
    const picker = screen.getByLabelText("Photos");
    await user.upload(picker, [pngFile("front.png", 1), new File(["hello"], "notes.txt", { type: "text/plain" })]);
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
    await user.upload(picker, [pngFile("cup.png", 2)]);
    expect(chosen()).toEqual([expect.stringContaining("front.png"), expect.stringContaining("cup.png")]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove front.png" }));
    expect(chosen()).toEqual([expect.stringContaining("cup.png")]);
  });

  it("refuses more than 10 photos before uploading anything", async () => {
    const { backend, shopId } = await backendWithShops();
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {} });
    const requests = vi.spyOn(globalThis, "fetch");
    const uploads = () => requests.mock.calls.filter(([url]) => String(url).includes("/api/storage/upload"));
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    await fillReviewForm(userEvent);
    await userEvent.upload(
      screen.getByLabelText("Photos"),
      Array.from({ length: 11 }, (_, i) => pngFile(`p${i}.png`, i)),
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.tooManyPhotos);
    expect(uploads()).toEqual([]);
    // Removing one photo fixes it: the message goes.
    await userEvent.click(screen.getByRole("button", { name: "Remove p10.png" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
