// @vitest-environment node
// Every route of src/lib/routes.ts is a screen a person can reach: App.tsx routes it to a page of src/pages/,
// `paths` builds its address, something in the app links or navigates to it, and docs/product.md §2 lists it.
// A route added to ROUTES alone fails here (tests/web/axe.test.ts would visit it and find the not-found page).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES, paths } from "@/lib/routes";
import { ROOT, readRepoFile as read, trackedFiles } from "../support/repository";

const names = Object.keys(ROUTES) as (keyof typeof ROUTES)[];

describe("the app's routes", () => {
  it("are each routed in src/app/App.tsx to a page of src/pages/", () => {
    const app = read("src/app/App.tsx");
    const pageOf = (name: string) =>
      new RegExp(`<Route path=\\{ROUTES\\.${name}\\} element=\\{<(\\w+) />\\}`).exec(app)?.[1];
    const unrouted = names.filter((name) => {
      const page = pageOf(name);
      return page === undefined || !existsSync(resolve(ROOT, `src/pages/${page}.tsx`));
    });
    expect(unrouted, "routes without a <Route> to a page").toEqual([]);
  });

  it("each have a `paths` builder, and every builder a route", () => {
    expect(Object.keys(paths).sort()).toEqual([...names].sort());
  });

  it("are each linked or navigated to from somewhere in the app", () => {
    const files = trackedFiles("src").filter(
      (path) => /\.tsx?$/.test(path) && path !== "src/lib/routes.ts" && !/\.test\.tsx?$/.test(path),
    );
    const source = files.map(read).join("\n");
    expect(
      names.filter((name) => !source.includes(`paths.${name}(`)),
      "routes nothing links to",
    ).toEqual([]);
  });

  it("are each listed in docs/product.md §2", () => {
    const table = read("docs/product.md")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    const listed = (pattern: string) => table.some((line) => line.includes(`\`${pattern.split(":")[0]}`));
    expect(
      Object.values(ROUTES).filter((pattern) => !listed(pattern)),
      "routes missing from docs/product.md §2",
    ).toEqual([]);
  });
});
