import { resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { contentSecurityPolicyPlugin } from "./config/contentSecurityPolicy.ts";

export default defineConfig({
  // The Content-Security-Policy (build only): a <meta> in index.html and dist/_headers.
  plugins: [react(), tailwindcss(), contentSecurityPolicyPlugin(), installableApp()],
  // The same aliases as tsconfig.json's paths (tsx, which runs the sandbox, reads those).
  resolve: {
    alias: {
      "@convex": resolve(import.meta.dirname, "convex"),
      "@": resolve(import.meta.dirname, "src"),
    },
  },
  build: {
    chunkSizeWarningLimit: 1200,
    // index.html preloads the entry's imports; a lazy chunk's imports are not preloaded through injected
    // <link rel="modulepreload"> tags: adding them (23 for the signed-in screens) was a third of the main
    // chunk's first task on /home, and the browser fetches those imports as soon as it reads the chunk.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []) },
  },
  server: { port: 5173 },
  test: {
    server: { deps: { inline: ["convex-test"] } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "convex/rules/**/*.test.ts",
            "src/**/*.test.ts",
            "sandbox/**/*.test.ts",
            "scripts/**/*.test.ts",
            "config/**/*.test.ts",
            "tests/backend/**/*.test.ts",
            "tests/docs/**/*.test.ts",
          ],
          environment: "edge-runtime",
          // Each project's one timeout; no test file sets its own (tests/README.md). Sign-ups hash
          // passwords and the property tests run many cases (tests/backend/integrity/consistency.test.ts
          // takes about 20 s on a busy 2-core machine), so the budget is generous: a test that fails does
          // so at its assertion, only a hung one waits this long.
          testTimeout: 240_000,
          // The authorization matrix's files each sign up their fixture's four accounts in a beforeAll
          // (tests/support/authorizationMatrix.ts), which outran vitest's default 10 s on a busy machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          include: ["tests/ui/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/jsdomSetup.ts"],
          // Whole-app renders against the real functions, with sign-ups that hash passwords.
          testTimeout: 60_000,
        },
      },
      {
        // The sandbox as a Convex stand-in: its sync protocol, HTTP API and defences, over real sockets.
        extends: true,
        test: {
          name: "sandbox",
          include: ["tests/sandbox/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          // A Lighthouse run of one route takes minutes.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/support/e2eGlobalSetup.ts"],
          setupFiles: ["tests/support/browserTestSetup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          // The longest walk through the app (every screen at a phone's width) takes over a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/support/e2eGlobalSetup.ts"],
          setupFiles: ["tests/support/browserTestSetup.ts"],
        },
      },
    ],
  },
});

/**
 * The installable app (docs/product.md §10): a web app manifest, and a service worker (Workbox, generated at
 * build) that precaches the shell and the hashed assets, so a reload with no network still opens
 * the app, which then says it is offline. It caches nothing else: Convex's traffic (the sync socket,
 * HTTP calls, file URLs under /api/) always goes to the network. A new build waits until the person
 * chooses "Reload" (src/features/connection/UpdatePrompt.tsx).
 */
function installableApp() {
  return VitePWA({
    registerType: "prompt",
    injectRegister: false,
    manifest: {
      name: "Brew Map",
      short_name: "Brew Map",
      description: "Find specialty coffee shops, leave reviews and see what your friends are drinking.",
      start_url: "/home",
      scope: "/",
      display: "standalone",
      theme_color: "#4b3621",
      background_color: "#f2f0ed",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      navigateFallback: "/index.html",
      // Photo and API URLs opened on their own are the backend's, never the app shell.
      navigateFallbackDenylist: [/^\/api\//, /^\/sandbox\//],
      cleanupOutdatedCaches: true,
    },
  });
}
