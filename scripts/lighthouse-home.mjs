// Lighthouse (mobile, simulated throttling, as tests/web/lighthouse.test.ts runs it) on /home signed in
// as the demo user Ava, RUNS times against a running sandbox, with where the blocking time went: every
// main-thread task over 12.5 ms (50 ms after Lighthouse's 4× CPU multiplier), named by what it ran.
//   npm run sandbox            # in one terminal
//   node scripts/lighthouse-home.mjs [http://127.0.0.1:5180] [runs]
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:5180";
const runs = Number(process.argv[3] ?? 5);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
  logLevel: "silent",
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const page = await browser.contexts()[0].newPage();
await page.goto(`${base}/login`);
await page.getByLabel("Email").fill("ava@brewmap.test");
await page.getByLabel("Password").fill("espresso-lover-1");
await page.getByRole("button", { name: "Log In" }).click();
await page.waitForURL("**/home");
await page.close();
await browser.close();

/** What a task ran: its longest script call or evaluation (with the script's file), else its longest event. */
function describe(task, events) {
  const inside = events.filter(
    (e) => e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur && e !== task && e.name !== "RunTask",
  );
  const calls = inside.filter((e) =>
    [
      "FunctionCall",
      "v8.evaluateModule",
      "EvaluateScript",
      "TimerFire",
      "FireAnimationFrame",
      "v8.compile",
      "LargeScriptCatchup",
    ].includes(e.name),
  );
  const top = (calls.length ? calls : inside).sort((a, b) => b.dur - a.dur)[0];
  if (!top) return "?";
  const url = top.args?.data?.url ? ` ${top.args.data.url.split("/").pop()}` : "";
  return `${top.name}${url}`;
}

const scores = [];
for (let run = 0; run < runs; run++) {
  const result = await lighthouse(`${base}/home`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    disableStorageReset: true,
  });
  const { lhr, artifacts } = result;
  const score = Math.round(lhr.categories.performance.score * 100);
  scores.push(score);
  const events = artifacts.Trace.traceEvents;
  const perThread = new Map();
  for (const e of events)
    if (e.name === "FunctionCall") perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0][0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const start = Math.min(...onMain.filter((e) => e.name === "RunTask").map((e) => e.ts));
  const long = onMain.filter((e) => e.name === "RunTask" && e.dur > 12_500);
  console.log(
    `performance ${score}, total blocking time ${Math.round(lhr.audits["total-blocking-time"].numericValue)} ms, ` +
      `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  for (const task of long)
    console.log(
      `  ${String(Math.round((task.ts - start) / 1000)).padStart(5)} ms  ${(task.dur / 1000).toFixed(1).padStart(5)} ms  ${describe(task, onMain)}`,
    );
}
await chrome.kill();
const sorted = [...scores].sort((a, b) => a - b);
console.log(`/home performance over ${runs} audits: ${scores.join(", ")} (median ${sorted[Math.floor(runs / 2)]})`);
