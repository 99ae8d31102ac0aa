// What a month of Brew Map costs on Convex's Professional plan at 10,000 and 100,000 daily users, with photos
// in Convex storage and on an R2 bucket (decision 36): function calls, database I/O and file egress beside what
// the plan includes. Per-call figures: `npm run bench` (docs/cost-per-call.json, docs/cost-per-write.json);
// usage: scripts/costModel/profile.mjs, each figure labelled assumed or counted.
//   node scripts/cost-model.mjs           the table and each row's source
//   node scripts/cost-model.mjs --check   also fails (exit 1) when the goals below are not met
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { estimate } from "./costModel/estimate.mjs";
import { PROFESSIONAL } from "./costModel/profile.mjs";

const root = resolve(import.meta.dirname, "..");
const read = (file) => JSON.parse(readFileSync(resolve(root, file), "utf8"));
const perCall = read("docs/cost-per-call.json");
const perWrite = read("docs/cost-per-write.json");

/** The goals: 10,000 daily users within the plan's quotas with the bucket; 100,000 at most $400 a month beyond. */
const GOALS = { withinAt: 10_000, overAt: 100_000, maxOver: 400 };

const SETTINGS = [10_000, 100_000].flatMap((dailyUsers) => [false, true].map((r2) => ({ dailyUsers, r2 })));
const results = SETTINGS.map((setting) => ({ setting, ...estimate(setting, perCall, perWrite) }));
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const label = ({ dailyUsers, r2 }) => `${fmt(dailyUsers)}${r2 ? ", R2" : ""}`;

console.log(`Per-call figures measured ${perCall.measured} and ${perWrite.measured} (npm run bench).\n`);
console.log(`| a month | ${results.map((r) => label(r.setting)).join(" | ")} | Professional includes |`);
console.log(`|---|${results.map(() => "---:|").join("")}---:|`);
for (const [name, key, unit] of [
  ["function calls", "calls", ""],
  ["database I/O", "dbGB", " GB"],
  ["file egress", "egressGB", " GB"],
]) {
  console.log(
    `| ${name} | ${results.map((r) => fmt(r.month[key]) + unit).join(" | ")} | ${fmt(PROFESSIONAL[key])}${unit} |`,
  );
}
console.log(`| beyond the plan | ${results.map((r) => `$${r.overTotal.toFixed(2)}`).join(" | ")} | |`);

const base = results.find((r) => r.setting.dailyUsers === 10_000 && r.setting.r2);
console.log(`\nBy row at ${label(base.setting)} (a day): calls, MB of database I/O, where the figures come from`);
for (const row of [...base.rows].sort((a, b) => b.calls + b.kb / 10 - (a.calls + a.kb / 10)))
  console.log(`  ${row.name}: ${fmt(row.calls)} calls, ${(row.kb / 1024).toFixed(1)} MB (${row.source})`);

if (process.argv.includes("--check")) {
  const broken = [];
  const within = results.find((r) => r.setting.dailyUsers === GOALS.withinAt && r.setting.r2);
  for (const key of ["calls", "dbGB", "egressGB"])
    if (within.month[key] > PROFESSIONAL[key])
      broken.push(`${label(within.setting)}: ${key} ${fmt(within.month[key])} > ${fmt(PROFESSIONAL[key])}`);
  const big = results.find((r) => r.setting.dailyUsers === GOALS.overAt && r.setting.r2);
  if (big.overTotal > GOALS.maxOver)
    broken.push(`${label(big.setting)}: $${big.overTotal.toFixed(2)} beyond the plan > $${GOALS.maxOver}`);
  if (broken.length > 0) {
    console.error(`\nCost goals broken:\n  ${broken.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nCost goals met.");
}
