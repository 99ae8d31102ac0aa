import type { Page } from "playwright-core";

const pick = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group }).getByText(option, { exact: true }).click();

/** Rates the review as a person does, 5, 4 and 5 cups, and writes `text`: all a review needs. */
export async function rateAndWrite(page: Page, text: string) {
  await pick(page, "Coffee rating (1 to 5)", "5");
  await pick(page, "Vibe rating (1 to 5)", "4");
  await pick(page, "Staff rating (1 to 5)", "5");
  await page.getByLabel("Review", { exact: true }).fill(text);
}

/**
 * Fills the review form as a person does: rated 5, 4 and 5 with `text`, then, unfolding "What you
 * ordered", a hot oat-milk cortado, light and washed.
 */
export async function fillReview(page: Page, text: string) {
  await rateAndWrite(page, text);
  const details = page.locator("details", { has: page.getByText("What you ordered (optional)") });
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open)))
    await details.getByText("What you ordered (optional)").click();
  await pick(page, "Drink", "Cortado");
  await pick(page, "Milk", "Oat");
  await pick(page, "Hot or cold", "Hot");
  await pick(page, "Roast", "Light");
  await pick(page, "Process", "Washed");
}
