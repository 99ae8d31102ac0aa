import { readdirSync } from "node:fs";

// The import zones of src/ (docs/architecture.md, "The layers"), for import-x/no-restricted-paths:
// each zone forbids `target` to import from `from`. Features are read from the folder, so a new one
// is a boundary the day it is made.

const FEATURES = "./src/features";

export function features() {
  return readdirSync(new URL("../src/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function layerZones() {
  return [
    ...features().map((feature) => ({
      target: `${FEATURES}/${feature}`,
      from: FEATURES,
      except: [`./${feature}`],
      message:
        "A feature imports no other feature: move the shared part to components/ or lib/, or let the page hand it over.",
    })),
    {
      target: FEATURES,
      from: ["./src/pages", "./src/app"],
      message: "Features sit below pages and the app shell.",
    },
    {
      target: "./src/pages",
      from: "./src/app",
      message: "Pages sit below the app shell.",
    },
    {
      target: ["./src/components", "./src/lib"],
      from: [FEATURES, "./src/pages", "./src/app"],
      message: "Shared code imports only shared code and the backend's API.",
    },
  ];
}
