import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { formatDate } from "@/lib/dates";
import { paths } from "@/lib/routes";
import { createBackend, signUp } from "../../support/backendHarness";
import { api } from "@convex/_generated/api";
import { LARGE_PHOTO_SIDE, SMALL_PHOTO_SIDE } from "@convex/rules/imageTypes";
import { PANEL_SHOP, insertReview, insertShop, pngBytes, storeFile, webpBytes } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";

// jsdom has no WebGL: the map's drawing is replaced by marker buttons fed by the same props.
vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

const SHOP = "Lightbox Roasters";

/** Sam's review with two photos (each with its small copy), then Bob's with one (stored before small copies): the shop's photos in that order. */
async function seed() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Submitter" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Barista" });
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, sam.userId, { ...PANEL_SHOP, name: SHOP, city: "BOSTON", state: "MA", lat: 42.36, lng: -71.06 }),
  );
  const posted: Record<string, number> = {};
  for (const [user, seeds] of [
    [sam, [1, 2]],
    [bob, [3]],
  ] as const) {
    const files = await Promise.all(seeds.map((seed) => storeFile(backend, pngBytes(seed), "image/png")));
    const smallCopies =
      user === sam
        ? await Promise.all(seeds.map((seed) => storeFile(backend, webpBytes(480, 360, seed), "image/webp")))
        : [];
    posted[user.userId] = await backend.t.run(async (ctx) => {
      const reviewId = await insertReview(ctx, shopId, user.userId, { photos: files });
      for (const [i, storageId] of files.entries()) {
        await ctx.db.insert("photos", {
          shopId,
          reviewId,
          userId: user.userId,
          storageId,
          smallStorageId: smallCopies[i],
        });
      }
      return (await ctx.db.get(reviewId))!._creationTime;
    });
  }
  return { backend, sam, bob, shopId, posted };
}

async function openViewer(backend: Awaited<ReturnType<typeof seed>>["backend"], shopId: Id<"shops">) {
  const app = await renderApp(`/home?shop=${shopId}`, { backend, as: { firstName: "Vera", lastName: "Viewer" } });
  const panel = await screen.findByRole("dialog", { name: SHOP });
  await app.userEvent.click(await within(panel).findByRole("button", { name: "View Photos" }));
  const viewer = await screen.findByRole("dialog", { name: `Photos of ${SHOP}` });
  await within(viewer).findByRole("img", { name: `Photo 3 of ${SHOP}` });
  return { ...app, panel, viewer };
}

const lightbox = () => screen.getByRole("dialog", { name: `Photo of ${SHOP}` });
const position = () => within(lightbox()).getByText(/^\d+ of \d+$/);
const caption = () => within(lightbox()).getByText(/^Posted by/);

describe("photo lightbox", () => {
  it("opens the photo clicked, steps with the buttons and arrow keys, and says who posted each and when", async () => {
    const { backend, shopId, sam, bob, posted } = await seed();
    const { userEvent, viewer } = await openViewer(backend, shopId);

    const opener = within(viewer).getByRole("button", { name: `Photo 2 of ${SHOP}` });
    await userEvent.click(opener);
    expect(within(lightbox()).getByRole("img", { name: `Photo 2 of ${SHOP}` })).toBeInTheDocument();
    expect(position()).toHaveTextContent("2 of 3");
    expect(position()).toHaveAttribute("aria-live", "polite");
    expect(caption()).toHaveTextContent(`Posted by Sam Submitter · ${formatDate(posted[sam.userId])}`);
    expect(within(lightbox()).getByRole("link", { name: "Sam Submitter" })).toHaveAttribute(
      "href",
      paths.otherUser(sam.userId, "Sam Submitter"),
    );
    expect(within(lightbox()).getByRole("button", { name: "Next photo" })).toHaveFocus();

    await userEvent.keyboard("{ArrowRight}");
    expect(position()).toHaveTextContent("3 of 3");
    expect(within(lightbox()).getByRole("img", { name: `Photo 3 of ${SHOP}` })).toBeInTheDocument();
    expect(caption()).toHaveTextContent(`Posted by Bob Barista · ${formatDate(posted[bob.userId])}`);
    // The last photo: Next stays put, and says it cannot go on.
    expect(within(lightbox()).getByRole("button", { name: "Next photo" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(position()).toHaveTextContent("3 of 3");

    await userEvent.click(within(lightbox()).getByRole("button", { name: "Previous photo" }));
    await userEvent.click(within(lightbox()).getByRole("button", { name: "Previous photo" }));
    expect(position()).toHaveTextContent("1 of 3");
    expect(within(lightbox()).getByRole("button", { name: "Previous photo" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(position()).toHaveTextContent("1 of 3");
    await userEvent.click(within(lightbox()).getByRole("button", { name: "Next photo" }));
    expect(position()).toHaveTextContent("2 of 3");

    // Escape goes back to the column, to the photo that was opened.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: `Photo of ${SHOP}` })).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: `Photos of ${SHOP}` })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("changes photo on a sideways swipe of more than 50 px, not on a short or upright one", async () => {
    const { backend, shopId } = await seed();
    const { userEvent, viewer } = await openViewer(backend, shopId);
    await userEvent.click(within(viewer).getByRole("button", { name: `Photo 1 of ${SHOP}` }));
    const swipe = (from: [number, number], to: [number, number]) => {
      const image = within(lightbox()).getByRole("img");
      fireEvent.pointerDown(image, { clientX: from[0], clientY: from[1], isPrimary: true });
      fireEvent.pointerUp(image, { clientX: to[0], clientY: to[1], isPrimary: true });
    };
    swipe([300, 200], [260, 200]);
    expect(position()).toHaveTextContent("1 of 3");
    swipe([300, 100], [240, 300]);
    expect(position()).toHaveTextContent("1 of 3");
    swipe([300, 200], [200, 210]);
    expect(position()).toHaveTextContent("2 of 3");
    swipe([100, 200], [200, 200]);
    expect(position()).toHaveTextContent("1 of 3");
  });

  it("opens a review card's photos, and the poster's name leads to their profile", async () => {
    const { backend, shopId, sam } = await seed();
    const { userEvent } = await renderApp(`/home?shop=${shopId}`, {
      backend,
      as: { firstName: "Vera", lastName: "Viewer" },
    });
    const panel = await screen.findByRole("dialog", { name: SHOP });
    const reviews = await within(panel).findByRole("list", { name: "Shop Reviews" });
    const samsReview = (await within(reviews).findByRole("link", { name: "Sam Submitter" })).closest("article")!;
    const thumbnails = within(samsReview as HTMLElement).getAllByRole("button", {
      name: `Photo from this review of ${SHOP}`,
    });
    expect(thumbnails).toHaveLength(2);
    await userEvent.click(thumbnails[1]);
    const box = screen.getByRole("dialog", { name: `Photos from this review of ${SHOP}` });
    expect(within(box).getByText("2 of 2")).toBeInTheDocument();
    await userEvent.click(within(box).getByRole("link", { name: "Sam Submitter" }));
    await waitFor(() => expect(currentPath()).toBe(paths.otherUser(sam.userId, "Sam Submitter")));
    expect(screen.queryByRole("dialog", { name: `Photos from this review of ${SHOP}` })).not.toBeInTheDocument();
  });

  it("lists show each photo's small copy, sized and lazy; the viewer and the lightbox the photo itself", async () => {
    const { backend, shopId } = await seed();
    const photos = (
      await backend.t.query(api.photos.forShop, { shopId, paginationOpts: { numItems: 3, cursor: null } })
    ).page;
    const path = (url: string) => new URL(url, UI_ADDRESS).pathname;
    const { userEvent, panel, viewer } = await openViewer(backend, shopId);

    const header = within(panel).getByRole("img", { name: SHOP });
    expect(path(header.getAttribute("src")!)).toBe(path(photos[0].smallUrl));
    expect(path(photos[0].smallUrl)).not.toBe(path(photos[0].url));
    // The header is a cover: the small copy only, whatever the screen's density.
    expect(header).not.toHaveAttribute("srcset");
    for (const [name, value] of [
      ["loading", "lazy"],
      ["decoding", "async"],
      ["width", "384"],
      ["height", "216"],
    ])
      expect(header).toHaveAttribute(name, value);

    const thumbnails = within(panel).getAllByRole("img", { name: `Photo from this review of ${SHOP}` });
    const sams = thumbnails.find((img) => img.hasAttribute("srcset"))!;
    const candidates = sams
      .getAttribute("srcset")!
      .split(", ")
      .map((candidate) => candidate.split(" "));
    const samsPhoto = photos.find((photo) => path(photo.smallUrl) === path(sams.getAttribute("src")!))!;
    expect(candidates.map(([url, width]) => [path(url), width])).toEqual([
      [path(samsPhoto.smallUrl), `${SMALL_PHOTO_SIDE}w`],
      [path(samsPhoto.url), `${LARGE_PHOTO_SIDE}w`],
    ]);
    expect(thumbnails.map((img) => path(img.getAttribute("src")!)).sort()).toEqual(
      photos.map((photo) => path(photo.smallUrl)).sort(),
    );
    for (const img of thumbnails) {
      for (const [name, value] of [
        ["sizes", "80px"],
        ["width", "80"],
        ["height", "80"],
        ["loading", "lazy"],
        ["decoding", "async"],
      ]) {
        // A photo stored before small copies has nothing to choose from: no srcset, no sizes.
        if (name === "sizes" && !img.hasAttribute("srcset")) continue;
        expect(img).toHaveAttribute(name, value);
      }
    }
    // Bob's photo has no small copy yet: lists show the photo itself.
    expect(photos[2].smallUrl).toBe(photos[2].url);

    const viewed = within(viewer).getAllByRole("img", { name: /^Photo \d of / });
    expect(viewed.map((img) => path(img.getAttribute("src")!))).toEqual(photos.map((photo) => path(photo.url)));
    await userEvent.click(within(viewer).getByRole("button", { name: `Photo 1 of ${SHOP}` }));
    expect(
      path(
        within(lightbox())
          .getByRole("img", { name: `Photo 1 of ${SHOP}` })
          .getAttribute("src")!,
      ),
    ).toBe(path(photos[0].url));
  });
});
