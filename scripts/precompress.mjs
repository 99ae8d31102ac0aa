// Writes a .gz beside each text asset of a build, as a production static host would compress
// them; the offline sandbox (sirv with `gzip: true`) then serves the compressed copies, so browser
// budgets and Lighthouse measure what users would download. Usage: node scripts/precompress.mjs dist-sandbox
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { constants, gzipSync } from "node:zlib";

const dir = resolve(process.argv[2] ?? "dist");
let files = 0;
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(name)) {
      writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }));
      files++;
    }
  }
};
walk(dir);
console.log(`precompress: ${files} files in ${dir}`);
