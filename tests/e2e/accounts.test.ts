import { describe, expect, it } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import { paths } from "@/lib/routes";
import {
  MOBILE,
  browserDialogs,
  hasNoHorizontalScroll,
  browserForFile,
  logIn,
  newPage,
  pathOf,
  codeFromLog,
  sandboxUrl,
  waitForPath,
} from "../support/browser";
import { AVA } from "../support/demoAccounts";

const browser = browserForFile();

describe("accounts in a real browser", () => {
  it("registers (and stays signed in), edits the profile, logs out, logs in, and is then sent to /login", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    const email = `e2e-${Date.now()}@brewmap.test`;

    await page.goto(sandboxUrl("/register"));
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Drip");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByLabel("Confirm password").fill("a-different-one");
    // The taste profile is the form's optional second part, folded until opened.
    await page.getByText("Your coffee taste (optional)").click();
    await page.getByRole("group", { name: "Cafe drink" }).getByText("Latte").click();
    await page.getByRole("group", { name: "Cafe milk" }).getByText("Oat").click();
    await page.getByRole("group", { name: "Cafe temperature" }).getByText("Hot").click();
    await page.getByRole("button", { name: "Create account" }).click();
    // Under the field, which takes the focus (and in the toast).
    await page.getByRole("alert").filter({ hasText: MESSAGES.passwordsDiffer }).first().waitFor();
    await expect
      .poll(() => page.getByLabel("Confirm password").evaluate((el) => el === document.activeElement))
      .toBe(true);
    // Nothing the user typed is lost.
    expect(await page.getByLabel("Email").inputValue()).toBe(email);

    await page.getByLabel("Confirm password").fill("a-good-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText(MESSAGES.accountCreated).waitFor();
    // Signed in already: no second log-in.
    await waitForPath(page, "/home");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Edit Profile" }).click();
    await page.waitForURL("**/editprofile");
    expect(await page.getByLabel("Email").getAttribute("readonly")).not.toBeNull();
    await page.getByLabel("Favorite cafe").fill("Render Coffee");
    await page.getByLabel("Cafe milk").selectOption("Black");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText(MESSAGES.profileSaved).waitFor();
    await page.waitForURL("**/profile");
    await page.getByRole("heading", { name: "Dana Drip" }).waitFor();
    await page.getByText("Hot Black Latte").waitFor();

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.getByText(MESSAGES.logoutSuccess).waitFor();
    // Plain /login (no way back to the page just left), whichever redirect ran first; still so once settled.
    await waitForPath(page, "/login");
    await page.getByRole("button", { name: "Log In" }).waitFor();
    await page.waitForTimeout(500);
    expect(pathOf(page)).toBe("/login");
    await logIn(page, email, "a-good-password");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await waitForPath(page, "/login");

    await page.goto(sandboxUrl("/profile"));
    await page.waitForURL(/\/login\?next=%2Fprofile$/);
    await context.close();
  });

  it("shows the login error toast for a wrong password", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(sandboxUrl("/login"));
    await page.getByLabel("Email").fill(AVA.email);
    await page.getByLabel("Password").fill("not-her-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText(MESSAGES.loginError).waitFor();
    expect(page.url()).toContain("/login");
    await context.close();
  });

  it("resets a forgotten password with the code from the backend log", async () => {
    const { page, context } = await newPage(browser());
    await page.goto(sandboxUrl("/login"));
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.getByRole("heading", { name: "Reset your password" }).waitFor();
    await page.getByLabel("Email").fill("cleo@brewmap.test");
    await page.getByRole("button", { name: "Send reset code" }).click();
    await page.getByText(MESSAGES.resetCodeSent).waitFor();

    await page.getByLabel("Reset code").fill(await codeFromLog(page, "password reset", "cleo@brewmap.test"));
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
    await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Reset password" }).click();
    await waitForPath(page, "/home");
    await context.close();

    // The new password works; an unknown email gets the same neutral answer.
    const second = await newPage(browser());
    await logIn(second.page, "cleo@brewmap.test", "a-brand-new-pass");
    await second.page.goto(sandboxUrl("/forgotpassword"));
    await second.page.getByLabel("Email").fill("nobody@brewmap.test");
    await second.page.getByRole("button", { name: "Send reset code" }).click();
    await second.page.getByText(MESSAGES.resetCodeSent).waitFor();
    await second.context.close();
  });

  it("takes a failed log-in's toast away once the next log-in succeeds, and offers the map to a signed-in user on / and /login", async () => {
    const { page, context } = await newPage(browser(), MOBILE);
    const dialogs = browserDialogs(page);
    await page.goto(sandboxUrl(paths.login()));
    await page.getByLabel("Email").fill(AVA.email);
    await page.getByLabel("Password").fill("not-her-password");
    await page.getByRole("button", { name: "Log In" }).click();
    const toast = page.getByText(MESSAGES.loginError);
    await toast.waitFor();
    await page.getByLabel("Password").fill(AVA.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await waitForPath(page, "/home");
    await toast.waitFor({ state: "detached", timeout: 2_000 }); // gone at once, not 5 s later

    await page.goto(sandboxUrl(paths.login()));
    await waitForPath(page, "/home");
    await page.goto(sandboxUrl(paths.landing()));
    await page.getByRole("link", { name: "Go to the map" }).click();
    await waitForPath(page, "/home");
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
