import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import {
  MOBILE,
  codeFromLog,
  createAccount,
  hasNoHorizontalScroll,
  browserForFile,
  newPage,
  sandboxUrl,
  uniqueStamp,
  waitForPath,
} from "../support/browser";

// Decision 26: a new email is verified with a code, and anyone may log in with an
// emailed code instead of the password. The sandbox writes codes to its log, as it does reset codes.

const browser = browserForFile();

describe("email codes in a real browser", () => {
  it("signs up at 375 px, is asked for the emailed code, and is verified once it is entered", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    const email = `verify-${uniqueStamp()}@brewmap.test`;
    await page.goto(sandboxUrl("/register"));
    await page.getByLabel("First name").fill("Vera");
    await page.getByLabel("Last name").fill("Fied");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByLabel("Confirm password").fill("a-good-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await waitForPath(page, "/home");

    const banner = page.getByRole("region", { name: "Verification needed" });
    await banner.waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    // A new code at once is refused: the one sent at sign-up is still good.
    await banner.getByRole("button", { name: "Send a new code" }).click();
    await banner.getByText(MESSAGES.codeSentRecently).waitFor();
    await banner.getByLabel("Verification code").fill("00000000");
    await banner.getByRole("button", { name: "Verify" }).click();
    await banner.getByText(MESSAGES.codeFailed).waitFor();

    await banner.getByLabel("Verification code").fill(await codeFromLog(page, "email verification", email));
    await banner.getByRole("button", { name: "Verify" }).click();
    await page.getByText(MESSAGES.emailVerified).waitFor();
    await banner.waitFor({ state: "detached" });
    // Still signed in, on the new session.
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await context.close();
  });

  it("logs in with an emailed code instead of the password", async () => {
    const account = await createAccount("Coda");
    const { page, context } = await newPage(browser(), MOBILE);
    await page.goto(sandboxUrl("/login"));
    await page.getByRole("button", { name: "Email me a sign-in code instead" }).click();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Email me a code" }).click();
    await page.getByText(MESSAGES.signInCodeSent).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.getByLabel("Sign-in code").fill(await codeFromLog(page, "sign-in", account.email));
    await page.getByRole("button", { name: "Log In with code" }).click();
    await waitForPath(page, "/home");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });
});
