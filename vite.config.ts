import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vitest/config";

const root = import.meta.dirname;

/** `--mode sandbox` builds the app against the offline sandbox instead of a Convex deployment. */
function sandboxClient(mode: string): Plugin {
  const real = resolve(root, "src/lib/convexClient.ts");
  const sandbox = resolve(root, "tests/support/client/sandboxBrowserClient.ts");
  return {
    name: "brew-map-sandbox-client",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (mode !== "sandbox" || !source.endsWith("convexClient")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? sandbox : null;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), sandboxClient(mode)],
  build: {
    outDir: mode === "sandbox" ? "dist-sandbox" : "dist",
    chunkSizeWarningLimit: 1200,
  },
  server: { port: 5173 },
  test: {
    server: { deps: { inline: ["convex-test"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["convex/model/**/*.test.ts", "src/**/*.test.ts", "tests/backend/**/*.test.ts"],
          environment: "edge-runtime",
          // Password hashing and whole-app renders are CPU-bound; leave room for a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          include: ["tests/ui/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/jsdomSetup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        // `npm run bench`: cost budgets on a large data set (not part of `npm test`).
        extends: true,
        test: {
          name: "bench",
          include: ["tests/bench/**/*.test.ts"],
          environment: "edge-runtime",
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        // `npm run test:web`: browser budgets, Lighthouse and axe against the sandbox.
        extends: true,
        test: {
          name: "web",
          include: ["tests/web/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/support/e2eGlobalSetup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/support/e2eGlobalSetup.ts"],
        },
      },
    ],
  },
}));
