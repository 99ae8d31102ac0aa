// Builds convex/rules/commonPasswords.json: the passwords among the 10,000 most common (the
// frequency-ranked list of @zxcvbn-ts/language-common, MIT) that the length rule alone would
// accept (8 to 128 characters), lowercase. Shorter ones are already refused, so they are left out
// to keep the file small. Run again to refresh: node scripts/build-common-passwords.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const TOP = 10_000;
const MIN = 8;
const MAX = 128;

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("@zxcvbn-ts/language-common/package.json"));
const ranked = JSON.parse(readFileSync(join(packageDir, "src/passwords.json"), "utf8"));

const kept = [...new Set(ranked.slice(0, TOP).map((p) => String(p).toLowerCase()))].filter(
  (p) => p.length >= MIN && p.length <= MAX,
);
writeFileSync(
  new URL("../convex/rules/commonPasswords.json", import.meta.url),
  `[\n${kept.map((p) => JSON.stringify(p)).join(",\n")}\n]\n`,
);
console.log(`Wrote ${kept.length} of the ${TOP} most common passwords (the rest are shorter than ${MIN}).`);
