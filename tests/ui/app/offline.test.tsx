import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { InProcessNetwork } from "../../../sandbox/inProcessSocket";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";
import { renderApp } from "../../support/uiHarness";

describe("a lost connection", () => {
  it("says the app is offline, stops a submit at once keeping what was typed, and clears when it is back", async () => {
    const backend = await createBackend({ storageBaseUrl: "http://sandbox.test" });
    const owner = await signUp(backend);
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, owner.userId, { name: "Aroma Lab", city: "BOSTON", state: "MA" }),
    );
    const publicId = (await backend.t.run((ctx) => ctx.db.get(shopId)))!.publicId;
    const network = new InProcessNetwork();
    const { userEvent } = await renderApp(`/addreview?shop=${publicId}`, { backend, as: {}, network });
    await screen.findByRole("heading", { name: "Review for Aroma Lab" });
    expect(screen.queryByText(MESSAGES.offlineReconnecting)).not.toBeInTheDocument();

    network.goOffline();
    // After a moment, not at the first blip.
    expect(await screen.findByText(MESSAGES.offlineReconnecting, {}, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Review"), "Typed on the train.");
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText(MESSAGES.offlineSubmit)).toBeInTheDocument();
    // The form's own check never ran (it would have asked for the coffee rating), nothing is spinning, nothing was lost.
    expect(screen.queryByText(MESSAGES.reviewRating("coffee"))).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Review" })).toBeEnabled();
    expect(screen.getByLabelText("Review")).toHaveValue("Typed on the train.");

    network.goOnline();
    await waitFor(() => expect(screen.queryByText(MESSAGES.offlineReconnecting)).not.toBeInTheDocument(), {
      timeout: 20_000,
    });
    await waitFor(() => expect(screen.queryByText(MESSAGES.offlineSubmit)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Submit Review" }));
    expect(await screen.findByText(MESSAGES.reviewRating("coffee"))).toBeInTheDocument();
  });
});
