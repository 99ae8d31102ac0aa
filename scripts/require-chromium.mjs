// Browser tests drive Debian's Chromium; say how to get it instead of failing obscurely.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
  );
  process.exit(1);
}
