import { readFileSync } from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { watchContext } from "./browserArtifacts";
import { callFunction, signUpOverHttp, type FunctionKind } from "./sandboxApi";
import { spawnSandbox, type SandboxProcess } from "./sandboxProcess";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The two widths every screen is checked at, named for test titles. */
export const PHONE_AND_DESKTOP = [
  ["phone", MOBILE],
  ["desktop", DESKTOP],
] as const;

/** A sandbox this file started for itself (ownSandboxForFile), else the suite's. */
let ownSandbox: SandboxProcess | null = null;
const suiteSandboxUrl = () => ownSandbox?.url ?? inject("sandboxUrl");

/**
 * This file's tests on a sandbox of their own, started before the first with `options` (e.g. photos on
 * a local bucket: `{ r2: true }`), stopped after the last; every helper here then talks to it.
 */
export function ownSandboxForFile(options: { r2?: boolean }): () => SandboxProcess {
  beforeAll(async () => {
    ownSandbox = await spawnSandbox({ testHooks: true, ...options });
  }, 300_000);
  afterAll(() => {
    ownSandbox?.stop();
    ownSandbox = null;
  });
  return () => ownSandbox!;
}

export function sandboxUrl(path = "/"): string {
  return new URL(path, suiteSandboxUrl()).href;
}

/** The page's address within the app: its path and query, as "/login" or "/home?shop=…". */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Waits until the page's address is exactly `path`, query included. (A URL glob ending in "/login"
 * never matches "/login?next=…", so it only times out; and it may match a passing "/login" that a
 * redirect then changes.)
 */
export async function waitForPath(page: Page, path: string, timeout = 30_000) {
  await expect.poll(() => pathOf(page), { timeout }).toBe(path);
}

/** Runs one of the app's functions on the browser tests' sandbox, as the holder of `token`. */
export function callSandbox<Kind extends FunctionKind, F extends FunctionReference<Kind>>(
  kind: Kind,
  fn: F,
  args: FunctionArgs<F>,
  token?: string,
): Promise<FunctionReturnType<F>> {
  return callFunction(suiteSandboxUrl(), kind, fn, args, token);
}

/** Stores `bytes` through an upload URL handed to the holder of `token`, as the browser does; resolves to the storage id. */
export async function storeInSandbox(token: string, bytes: Uint8Array, type: string): Promise<Id<"_storage">> {
  const url = await callSandbox("mutation", api.photos.generateUploadUrl, {}, token);
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": type }, body: new Uint8Array(bytes) });
  return ((await response.json()) as { storageId: Id<"_storage"> }).storageId;
}

/**
 * The last code of a kind the sandbox logged for `email` ("[label] code for <email>: <code>"; labels:
 * "password reset", "email verification", "sign-in"), waiting up to 10 s for the line to be written.
 */
export async function codeFromLog(page: Page, label: string, email: string): Promise<string> {
  const pattern = new RegExp(`\\[${label}\\] code for ${email.replace(/[.+]/g, "\\$&")}: (\\d{8})`, "g");
  for (let i = 0; i < 100; i++) {
    const codes = [...sandboxLog().matchAll(pattern)];
    if (codes.length > 0) return codes.at(-1)![1]!;
    await page.waitForTimeout(100);
  }
  throw new Error(`no ${label} code for ${email} in the sandbox log`);
}

/** Everything the sandbox process printed so far (password-reset codes are written there). */
export function sandboxLog(): string {
  return readFileSync(ownSandbox?.logPath ?? inject("sandboxLog"), "utf8");
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

/** A Chromium for this test file's tests, launched before the first and closed after the last. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** A page in a context of its own; the context is traced until the test ends (see browserArtifacts.ts). */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: BrowserContextOptions = {},
) {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: suiteSandboxUrl(), ...options });
  await watchContext(context);
  const page: Page = await context.newPage();
  return { context, page };
}

/** A new page at `viewport`, logged in as `account` through the real form (see logIn). */
export async function loggedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
) {
  const opened = await newPage(browser, viewport, options);
  await logIn(opened.page, account.email, account.password);
  return opened;
}

/** A suffix no other test run or call has used: tests share one sandbox. */
export const uniqueStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A fresh account (a clean slate in the shared sandbox), signed up over Convex's HTTP API, its email
 * verified unless `verified: false`; with `established`, one whose Helpful votes and presence count,
 * as an old account's do (rules/trust.ts).
 */
export async function createAccount(
  firstName: string,
  profile: Record<string, string> = {},
  { established = false, verified = true } = {},
) {
  const stamp = uniqueStamp();
  const account = {
    email: `${firstName.toLowerCase()}-${stamp}@brewmap.test`,
    password: "a-good-password",
    firstName,
    lastName: `Tester${stamp}`,
  };
  const { userId, token } = await signUpOverHttp(
    suiteSandboxUrl(),
    {
      ...account,
      cafeDrink: "Latte",
      cafeMilk: "Oat",
      cafeTemp: "Hot",
      ...profile,
    },
    { verified },
  );
  if (established) {
    const response = await fetch(sandboxUrl("/sandbox/establish"), {
      method: "POST",
      body: JSON.stringify({ userId }),
    });
    if (!response.ok) throw new Error(`establishing ${firstName} failed: ${response.status}`);
  }
  return { ...account, name: `${firstName} ${account.lastName}`, userId, token };
}

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** Logs in through the real form, as a person would, and waits for the map screen. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto(sandboxUrl("/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await waitForPath(page, "/home");
}

/**
 * The open shop panel, by the shop's name: a side sheet (a region) on a desktop, a modal dialog on
 * a phone.
 */
export function shopPanel(page: Page, name: string) {
  return page.getByRole("dialog", { name, exact: true }).or(page.getByRole("region", { name, exact: true }));
}

/** The page never scrolls sideways (a layout that fits 375 px). */
export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Chooses a shop in a shop dropdown by name and street (its label goes on with the ratings summary). */
export async function selectShop(page: Page, name: string, street: string) {
  const select = page.getByLabel("Shop", { exact: true });
  // The city's shops arrive after the city is chosen: wait for the option, not for a moment.
  const option = select.locator("option", { hasText: `${name} — ${street}` }).first();
  await option.waitFor({ state: "attached" });
  await select.selectOption((await option.getAttribute("value"))!);
}

/**
 * Records (and accepts) any alert, confirm or prompt of the browser's own: the app shows its
 * messages in the page (docs/product.md §8), so a test expects this list to stay empty. (The leave-page
 * question the Convex client asks while a write is unsent is accepted and not counted.)
 */
export function browserDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    if (dialog.type() !== "beforeunload") messages.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return messages;
}

/**
 * The app's alert before a redirect: waits for the alert dialog named by `message` and presses its OK.
 * (acknowledge in uiHarness.tsx does the same in a jsdom render.)
 */
export async function acknowledgeInPage(page: Page, message: string) {
  const dialog = page.getByRole("alertdialog", { name: message });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "OK" }).click();
}

/**
 * Waits until `target` is drawn and stops moving: the same box in two looks 250 ms apart (a map
 * settling, a toast sliding in).
 */
export async function whenStill(target: Locator) {
  const box = async () => JSON.stringify(await target.boundingBox());
  let last = "";
  await expect
    .poll(
      async () => {
        const now = await box();
        const still = now === last && now !== "null";
        last = now;
        return still;
      },
      { interval: 250, timeout: 10_000 },
    )
    .toBe(true);
}

/**
 * Clicks `target` once it has stopped moving, as a person taps what they see: a map that is still
 * settling (its box growing on first layout, a pan) moves its markers between a look and a tap.
 */
export async function clickWhenStill(target: Locator) {
  await whenStill(target);
  await target.click();
}

/** Whether any of `covers` (toasts) lies over `target` or the elements that describe it (its message). */
export async function coveredBy(target: Locator, covers: Locator): Promise<boolean> {
  const coverBoxes = await covers.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  return target.evaluate((element, boxes) => {
    const described =
      (element.closest("fieldset") ?? element).getAttribute("aria-describedby") ??
      element.getAttribute("aria-describedby") ??
      "";
    const parts = [element, ...described.split(" ").map((id) => document.getElementById(id))].filter(
      (part) => part !== null,
    );
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return parts.some((part) => boxes.some((box) => meet(part.getBoundingClientRect(), box)));
  }, coverBoxes);
}
