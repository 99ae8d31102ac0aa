import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { organiserWithPlan, planShops } from "../../support/planWrites";
import { currentPath, renderApp, UI_ADDRESS } from "../../support/uiHarness";
import { paths } from "@/lib/routes";

// Coffee plans (docs/product.md, "Coffee plans"): the plan page's live votes and choice, the new-plan form's
// messages, and a dead invite link.

const card = (name: RegExp) => screen.getByRole("listitem", { name });

describe("a coffee plan's page", () => {
  it("takes the viewer's vote, shows others' votes as they arrive, then the organiser's choice", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const { organiser, invited, planId, shops, times } = await organiserWithPlan(backend);
    const [ann, ben] = invited as [(typeof invited)[0], (typeof invited)[0]];
    const { userEvent } = await renderApp(paths.plan(planId), { backend, as: ann });
    await screen.findByRole("heading", { name: "Saturday catch-up" });
    expect(await screen.findByRole("button", { name: "A. Bean 0" })).toBeInTheDocument();

    const first = card(/^A\. Bean 0/);
    await userEvent.click(within(first).getByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(within(first).getByTestId("tally")).toHaveTextContent("1 yes"));
    expect(within(first).getByRole("radio", { name: "Yes" })).toBeChecked();

    await ben.as.mutation(api.plans.vote, { planId, optionId: shops[0]!.optionId, answer: "maybe" });
    await waitFor(() => expect(within(first).getByTestId("tally")).toHaveTextContent("1 yes · 1 maybe"));
    expect(screen.getByText("1 still to answer.")).toBeInTheDocument();

    await ben.as.mutation(api.plans.vote, { planId, optionId: times[1]!.optionId, answer: "yes" });
    await organiser.as.mutation(api.plans.decide, { planId });
    expect(await screen.findByText("Voting is closed: the organiser has chosen.")).toBeInTheDocument();
    expect(screen.getByTestId("plan-choice")).toHaveTextContent("Bean 0");
    expect(screen.getByRole("link", { name: "Directions" })).toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Yes" })).not.toBeInTheDocument();
  });

  it("says a plan the viewer is not in is not found, and a dead invite link no longer works", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const { planId } = await organiserWithPlan(backend, { friends: 0 });
    const outsider = await signUp(backend);
    const { view } = await renderApp(paths.plan(planId), { backend, as: outsider });
    expect(await screen.findByText(MESSAGES.planNotFound)).toBeInTheDocument();
    view.unmount();
    await renderApp(paths.joinPlan("x".repeat(24)), { backend, as: outsider });
    expect(await screen.findByText(MESSAGES.planLinkInvalid)).toBeInTheDocument();
  });
});

describe("the new-plan form", () => {
  it("starts from a shop, says what is wrong and keeps what was typed, then makes the plan", async () => {
    const backend = await createBackend({ storageBaseUrl: UI_ADDRESS });
    const olive = await signUp(backend, { firstName: "Olive" });
    const [first, second] = await planShops(backend, olive.userId, 2);
    await olive.as.mutation(api.saved.set, { shopId: second!, list: "favourite", saved: true });
    const publicId = (await backend.t.run((ctx) => ctx.db.get("shops", first!)))!.publicId;
    const { userEvent } = await renderApp(paths.newPlan({ shop: publicId }), { backend, as: olive });
    const title = await screen.findByRole("textbox", { name: /Title/ });
    await userEvent.type(title, "x".repeat(81));
    await userEvent.click(screen.getByRole("button", { name: "Plan it" }));
    expect(await screen.findByText(MESSAGES.planTitleTooLong(80))).toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.type(title, "Saturday catch-up");
    await waitFor(() => expect(screen.queryByText(MESSAGES.planTitleTooLong(80))).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Plan it" }));
    expect(await screen.findByText(MESSAGES.planShopCount(2, 5))).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: /your lists and saved shops/ }),
      "saved:favourite",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add Bean 1" }));
    await userEvent.click(screen.getByRole("button", { name: "Plan it" }));
    expect(await screen.findByText(MESSAGES.planTimePast)).toBeInTheDocument();
    expect(title).toHaveValue("Saturday catch-up");

    const next = new Date(Date.now() + 2 * 86_400_000);
    const local = new Date(next.getTime() - next.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(screen.getByLabelText("Time 1"), { target: { value: local } });
    await userEvent.click(screen.getByRole("button", { name: "Plan it" }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/plans\/[^/]+$/));
    expect(await screen.findByRole("heading", { name: "Saturday catch-up" })).toBeInTheDocument();
  });
});
