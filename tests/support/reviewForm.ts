import type { Page } from "playwright-core";

/** Fills the review form as a person does: a hot oat-milk cortado, light and washed, rated 5, 4 and 5, with `text`. */
export async function fillReview(page: Page, text: string) {
  const pick = (group: string, option: string) =>
    page.getByRole("group", { name: group }).getByText(option, { exact: true }).click();
  await pick("Drink", "Cortado");
  await pick("Milk", "Oat");
  await pick("Hot or cold", "Hot");
  await pick("Roast", "Light");
  await pick("Process", "Washed");
  await pick("Coffee rating (1 to 5)", "5");
  await pick("Vibe rating (1 to 5)", "4");
  await pick("Staff rating (1 to 5)", "5");
  await page.getByLabel("Review", { exact: true }).fill(text);
}
