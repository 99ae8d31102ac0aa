import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

vi.mock("@/features/map/ShopMap", () => import("../../support/fakeShopMap"));

// Leaving (decision 20) on screen: Download my data saves one JSON file; Delete account asks for the
// password, keeps the dialog open on a wrong one, and on the right one signs out to /login.

async function setUp() {
  const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
  const leo = await signUp(backend, { firstName: "Leo", lastName: "Leaving" });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, leo.userId, { name: "Calm Cup" }));
  await leo.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Leo's only review.", photos: [] });
  return { backend, leo };
}

describe("your account", () => {
  it("downloads the account's data as one JSON file holding its review", async () => {
    const { backend, leo } = await setUp();
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:brew-map-data";
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { userEvent } = await renderApp(paths.profile(), { backend, as: leo });
    await userEvent.click(await screen.findByRole("button", { name: "Download my data" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("brew-map-my-data.json");
    const data = JSON.parse(await saved[0]!.text()) as { reviews: { text: string }[] };
    expect(data.reviews.map((review) => review.text)).toEqual(["Leo's only review."]);
    vi.restoreAllMocks();
  });

  it("deletes the account only with its password, then signs out to /login; the review is gone for everyone", async () => {
    const { backend, leo } = await setUp();
    const { userEvent } = await renderApp(paths.profile(), { backend, as: leo });
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText("Your password"), "wrong-password");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(MESSAGES.wrongPassword);
    expect(await leo.as.query(api.users.me, {})).not.toBeNull();

    await userEvent.clear(within(dialog).getByLabelText("Your password"));
    await userEvent.type(within(dialog).getByLabelText("Your password"), leo.params.password);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText(MESSAGES.accountDeleted)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(paths.login()));
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.query("reviews").collect())).toEqual([]);
  });
});
