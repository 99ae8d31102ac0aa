import convexPlugin from "@convex-dev/eslint-plugin";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";
import { layerZones } from "./config/importLayers.js";

export default tseslint.config(
  { ignores: ["dist", "dist-sandbox", "convex/_generated", "node_modules", "docs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Convex's own checks for the backend (validators, ids, queries, env): its recommended set, scoped to convex/**.
  ...convexPlugin.configs.recommended,
  // The front end's layers (docs/architecture.md, "The layers"): app → pages → features → shared code
  // (components, lib) and the backend's API. A feature never imports another feature; a page hands
  // parts between them. Every import names its file by alias, so a move is a search and replace.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones() }],
      "import-x/no-cycle": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^\\.{1,2}/", message: "Import by alias: @/… for src/, @convex/… for convex/." }] },
      ],
    },
  },
  {
    // A function a reader holds in their head: forms split by section, hooks hold state, jobs go by table.
    // Test files are lists of cases, so a describe block may run longer.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },
  {
    files: ["convex/rules/**"],
    ignores: ["convex/rules/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["convex/*", "../_generated/*", "../model/*", "../integrations/*"],
              message: "convex/rules holds pure rules: no Convex imports.",
            },
          ],
        },
      ],
    },
  },
  {
    // User text is only ever rendered as text (docs/QUALITY.md): no raw HTML into the page. Messages are
    // in-page (toasts, inline alerts, AlertDialog), never the browser's blocking alert() (docs/product.md §8).
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "no-alert": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: "Render user text as text." },
        { selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]", message: "Render user text as text." },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: "Render user text as text." },
      ],
    },
  },
  {
    // Every route pattern comes from the one route table (src/lib/routes.ts), so links and tests can use it.
    files: ["src/app/App.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='path'] > Literal[value!='*']",
          message: "Add the route to ROUTES in src/lib/routes.ts and use it here.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
