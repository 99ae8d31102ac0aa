import convexPlugin from "@convex-dev/eslint-plugin";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  {
    // Pages compose features; features and components never import pages (docs/architecture.md, "The layers").
    files: ["src/features/**", "src/components/**", "src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/pages/**"], message: "Only pages compose pages." }] },
      ],
    },
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
    files: ["src/App.tsx"],
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
