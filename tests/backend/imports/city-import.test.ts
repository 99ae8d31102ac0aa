import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { answerOverpass } from "../../../sandbox/recordedOverpass";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

// A city import from OpenStreetMap: a moderator previews an area from the sandbox's recorded extracts (through the
// real Overpass client), the preview names what is new, already here and skipped, and the import writes the shops
// in batches, each marked as OpenStreetMap's; a later import changes only what nobody here edited.

const BOSTON = { south: 42.33, west: -71.1, north: 42.39, east: -71.0 };
const realFetch = globalThis.fetch;

function answerFromRecording(rewrite: (body: string) => Response | Promise<Response> = answerOverpass) {
  vi.stubGlobal("fetch", async (url: string | URL | Request, init?: RequestInit) =>
    String(url).includes("/overpass/") ? rewrite(String(init?.body ?? "")) : realFetch(url, init),
  );
}

afterEach(() => vi.unstubAllGlobals());

async function setUp() {
  const backend = await createBackend();
  const moderator = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
  const member = await signUp(backend, { firstName: "Ava", lastName: "Barista" });
  // A member's Thinking Cup, a few metres from OpenStreetMap's.
  await backend.t.run((ctx) =>
    insertShop(ctx, member.userId, {
      name: "Thinking Cup",
      lat: 42.36618,
      lng: -71.06786,
      streetAddress: "107 Tremont St",
    }),
  );
  return { backend, moderator, member };
}

describe("importing a city from OpenStreetMap", () => {
  it("previews what is new, already here and skipped with its reason, then imports the new shops", async () => {
    answerFromRecording();
    const { backend, moderator } = await setUp();
    await moderator.as.mutation(api.osmImports.start, { area: BOSTON });
    await finishScheduled(backend);
    const preview = (await moderator.as.query(api.osmImports.latest, {}))!;
    expect(preview.status).toBe("previewed");
    expect(preview.counts).toEqual({ new: 3, updates: 0, duplicates: 1, skipped: 4 });
    const byName = Object.fromEntries(preview.rows.map((row) => [row.name || row.osmKey, row]));
    expect(byName["Thinking Cup"]).toMatchObject({ kind: "duplicate", shopName: "Thinking Cup" });
    expect(byName["Starbucks"]).toMatchObject({ kind: "skip", reason: "chain" });
    expect(byName["Dunkin'"]).toMatchObject({ kind: "skip", reason: "chain" });
    expect(byName["Harbor Scoops"]).toMatchObject({ kind: "skip", reason: "notCoffee" });
    expect(byName["node/900000003"]).toMatchObject({ kind: "skip", reason: "noName" });

    await moderator.as.mutation(api.osmImports.confirm, { importId: preview._id });
    await finishScheduled(backend);
    expect((await moderator.as.query(api.osmImports.latest, {}))!).toMatchObject({ status: "done", written: 3 });
    const imported = await backend.t.run((ctx) =>
      ctx.db
        .query("shops")
        .collect()
        .then((shops) => shops.filter((shop) => shop.osm)),
    );
    expect(imported.map((shop) => shop.name).sort()).toEqual([
      "Harbor Light Espresso",
      "Kettle & Crane",
      "Winter Street Pour House",
    ]);
    const pourHouse = imported.find((shop) => shop.name === "Winter Street Pour House")!;
    expect(pourHouse).toMatchObject({
      submitterName: "OpenStreetMap",
      osm: { key: "node/900000005" },
      streetAddress: "12 Winter Street",
      city: "BOSTON",
      state: "MA",
      wifi: true,
      openingHours: "Mo-Fr 07:00-17:00; Sa 08:00-15:00; Su off",
    });
    // Hours the app cannot read stay as OpenStreetMap wrote them.
    expect(imported.find((shop) => shop.name === "Kettle & Crane")).toMatchObject({
      hours: expect.stringContaining("by appointment"),
    });
    expect(imported.find((shop) => shop.name === "Kettle & Crane")!.openingHours).toBeUndefined();
    // On the map for everyone.
    const inView = await backend.t.query(api.shops.inViewport, BOSTON);
    expect(inView.shops.map((shop) => shop.name)).toContain("Harbor Light Espresso");
  });

  it("a later import updates only the fields nobody here edited", async () => {
    answerFromRecording();
    const { backend, moderator } = await setUp();
    await moderator.as.mutation(api.osmImports.start, { area: BOSTON });
    await finishScheduled(backend);
    await moderator.as.mutation(api.osmImports.confirm, {
      importId: (await moderator.as.query(api.osmImports.latest, {}))!._id,
    });
    await finishScheduled(backend);
    const pourHouse = await backend.t.run(async (ctx) =>
      (await ctx.db.query("shops").collect()).find((shop) => shop.osm?.key === "node/900000005")!,
    );
    // A member corrects the website; OpenStreetMap later changes the website and the name.
    await backend.t.run((ctx) => ctx.db.patch("shops", pourHouse._id, { website: "https://members.example/pour" }));
    answerFromRecording(async (body) => {
      const text = (await answerOverpass(body).text())
        .replace("https://example.com/winter-street-pour-house", "https://osm.example/new")
        .replace('"Winter Street Pour House"', '"Pour House on Winter"');
      return new Response(text, { status: 200 });
    });
    await moderator.as.mutation(api.osmImports.start, { area: BOSTON });
    await finishScheduled(backend);
    const second = (await moderator.as.query(api.osmImports.latest, {}))!;
    expect(second.counts).toMatchObject({ new: 0, updates: 3 });
    await moderator.as.mutation(api.osmImports.confirm, { importId: second._id });
    await finishScheduled(backend);
    const after = await backend.t.run((ctx) => ctx.db.get("shops", pourHouse._id));
    expect(after).toMatchObject({ name: "Pour House on Winter", website: "https://members.example/pour" });
  });

  it("refuses members, a second import while one runs, an area too large, and says when Overpass is busy", async () => {
    answerFromRecording(() => new Response("", { status: 429 }));
    const { backend, moderator, member } = await setUp();
    await expect(member.as.mutation(api.osmImports.start, { area: BOSTON })).rejects.toThrow();
    await expect(
      moderator.as.mutation(api.osmImports.start, { area: { south: 42, west: -72, north: 43, east: -70 } }),
    ).rejects.toThrow(MESSAGES.importAreaTooLarge(30));
    await moderator.as.mutation(api.osmImports.start, { area: BOSTON });
    await expect(moderator.as.mutation(api.osmImports.start, { area: BOSTON })).rejects.toThrow(
      MESSAGES.importAlreadyRunning,
    );
    await finishScheduled(backend);
    expect(await moderator.as.query(api.osmImports.latest, {})).toMatchObject({
      status: "failed",
      problem: MESSAGES.overpassBusy,
    });
  });

  it("gives shops abroad their country and region, from the place or from the city the import started from", async () => {
    answerFromRecording();
    const { backend, moderator } = await setUp();
    const melbourne = { south: -37.83, west: 144.94, north: -37.78, east: 145.0 };
    await moderator.as.mutation(api.osmImports.start, { area: melbourne, country: "au" });
    await finishScheduled(backend);
    const preview = (await moderator.as.query(api.osmImports.latest, {}))!;
    await moderator.as.mutation(api.osmImports.confirm, { importId: preview._id });
    await finishScheduled(backend);
    const imported = await backend.t.run(async (ctx) =>
      (await ctx.db.query("shops").collect()).filter((shop) => shop.osm),
    );
    expect(imported.length).toBeGreaterThan(0);
    const places = imported.map(({ name, country, state, postalCode }) => ({ name, country, state, postalCode }));
    // Only one of them names its country (addr:country): the others take the import's.
    expect(places).toContainEqual({ name: "Degraves Lane Roasters", country: "AU", state: "VIC", postalCode: "3000" });
    expect(places).toContainEqual({ name: "Fitzroy Night Owl", country: "AU", state: "VIC", postalCode: "3065" });
    expect(places.every((place) => place.country === "AU")).toBe(true);
  });

  it("runs from the deployer's command line under a moderator's account, and only a moderator's", async () => {
    answerFromRecording();
    const { backend, moderator, member } = await setUp();
    const centre = { lat: 42.36, lng: -71.05, km: 6 };
    await expect(
      backend.t.mutation(internal.osmImportCli.preview, { moderator: member.params.email, ...centre }),
    ).rejects.toThrow(/not a moderator/);
    const importId = await backend.t.mutation(internal.osmImportCli.preview, {
      moderator: moderator.params.email.toUpperCase(),
      ...centre,
    });
    await finishScheduled(backend);
    const status = (await backend.t.query(internal.osmImportCli.status, { importId }))!;
    expect(status.status).toBe("previewed");
    expect(status.skipped).toEqual(
      expect.arrayContaining(["Starbucks: a chain", "Thinking Cup: already here as Thinking Cup"]),
    );
    await backend.t.mutation(internal.osmImportCli.confirm, { importId });
    await finishScheduled(backend);
    expect(await backend.t.query(internal.osmImportCli.status, { importId })).toMatchObject({
      status: "done",
      written: status.counts!.new,
    });
    const derived = await backend.t.query(internal.osmImportCli.derivedShops, {});
    expect(derived.page).toHaveLength(status.counts!.new);
    expect(derived.page[0]).toMatchObject({ osm: expect.stringMatching(/^(node|way|relation)\/\d+$/) });
    expect((derived.page[0] as Record<string, unknown>)["name"]).toEqual(expect.any(String));
  });
});
