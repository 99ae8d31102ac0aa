import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import {
  closedWeek,
  parseOpeningHours,
  sameEveryDay,
  toOpeningHours,
  weekError,
  type Week,
} from "@convex/rules/openingHours";
import type { Id } from "@convex/_generated/dataModel";
import { openStatus } from "@convex/rules/weeklyHours";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop, shopInput } from "../../support/testData";

const range = (open: string, close: string) => ({ open, close });
/** Typed hours the week cannot say: a note beside a week sent (typed hours that read as a week are the week). */
const NOTE = "Closed on holidays";

/** Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off, with Monday's times written as a person might type them. */
const WEEK: Week = {
  ...closedWeek(),
  Mo: [range("7:00", "18:00")],
  Tu: [range("07:00", "18:00")],
  We: [range("07:00", "18:00")],
  Th: [range("07:00", "18:00")],
  Fr: [range("07:00", "18:00")],
  Sa: [range("08:00", "14:00")],
};

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend, { firstName: "Alice", lastName: "Adder" });
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Brewer" });
  return { backend, alice, bob };
}

const editOf = (shop: ReturnType<typeof shopInput>) => ({
  name: shop.name,
  streetAddress: shop.streetAddress,
  roastsOwnBeans: shop.roastsOwnBeans,
  hours: shop.hours,
  website: shop.website,
  beverages: shop.beverages,
  roastStyle: shop.roastStyle,
});

describe("opening hours on shops.create", () => {
  it("stores the week as opening_hours and the time zone found from the coordinates", async () => {
    const { backend, alice } = await setup();
    const { _id } = await alice.as.mutation(api.shops.create, { ...shopInput({ hours: NOTE }), openingHours: WEEK });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      openingHours: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off",
      timeZone: "America/New_York",
      hours: NOTE, // the free-text note is kept as it was
    });

    const inLosAngeles = await alice.as.mutation(api.shops.create, {
      ...shopInput({ city: "Los Angeles", state: "CA", lat: 34.0522, lng: -118.2437, hours: NOTE }),
      openingHours: sameEveryDay([range("18:00", "02:00")]),
    });
    expect(await backend.t.run((ctx) => ctx.db.get(inLosAngeles._id))).toMatchObject({
      openingHours: "Mo-Su 18:00-02:00",
      timeZone: "America/Los_Angeles",
    });
  });

  it("without a week, takes the typed hours as the week when they can be read; else none, still a time zone", async () => {
    const { backend, alice } = await setup();
    const readable = await alice.as.mutation(api.shops.create, shopInput()); // hours "7am-5pm"
    expect(await backend.t.run((ctx) => ctx.db.get(readable._id))).toMatchObject({
      hours: "7am-5pm",
      openingHours: "Mo-Su 07:00-17:00",
    });
    const { _id } = await alice.as.mutation(
      api.shops.create,
      shopInput({ name: "Vague Hours Cafe", streetAddress: "9 Vague St", hours: "Hours vary" }),
    );
    const shop = await backend.t.run((ctx) => ctx.db.get(_id));
    expect(shop!.openingHours).toBeUndefined();
    expect(shop!.timeZone).toBe("America/New_York");
  });

  it.each([
    [{ ...WEEK, Mo: [range("7am", "18:00")] }, MESSAGES.hoursBadTime("Monday")],
    [{ ...WEEK, Tu: [range("09:00", "09:00")] }, MESSAGES.hoursEmptyRange("Tuesday")],
    [
      {
        ...WEEK,
        We: [range("06:00", "07:00"), range("08:00", "09:00"), range("10:00", "11:00"), range("12:00", "13:00")],
      },
      MESSAGES.hoursTooManyRanges("Wednesday", 3),
    ],
    [{ ...WEEK, Th: [range("07:00", "12:00"), range("11:00", "18:00")] }, MESSAGES.hoursOverlap("Thursday")],
    [
      { ...WEEK, Sa: [range("20:00", "03:00")], Su: [range("02:00", "05:00")] },
      MESSAGES.hoursOverlapNextDay("Saturday", "Sunday"),
    ],
    [closedWeek(), MESSAGES.hoursNoOpenDay],
  ])("refuses a malformed week (%#) and stores nothing", async (week, message) => {
    const { backend, alice } = await setup();
    await expect(
      alice.as.mutation(api.shops.create, { ...shopInput({ hours: NOTE }), openingHours: week }),
    ).rejects.toThrow(message);
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toEqual([]);
  });
});

describe("opening hours on shops.update", () => {
  it("sets, changes and clears the hours, recording each change in the history", async () => {
    const { backend, alice, bob } = await setup();
    const input = shopInput();
    const { _id } = await alice.as.mutation(api.shops.create, input);
    const edit = { id: _id, ...editOf(input), hours: NOTE };

    expect(await bob.as.mutation(api.shops.update, { ...edit, version: 1, openingHours: WEEK })).toEqual({
      version: 2,
      changed: 2,
    });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      openingHours: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off",
    });

    // Left out: kept. The same week again: nothing to record.
    expect(await bob.as.mutation(api.shops.update, { ...edit, version: 2, hours: "Daily-ish" })).toEqual({
      version: 3,
      changed: 1,
    });
    expect(
      await bob.as.mutation(api.shops.update, { ...edit, version: 3, hours: "Daily-ish", openingHours: WEEK }),
    ).toEqual({ version: 3, changed: 0 });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      openingHours: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off",
    });

    const lateFriday = { ...WEEK, Fr: [range("07:00", "18:00"), range("20:00", "01:00")] };
    await alice.as.mutation(api.shops.update, { ...edit, version: 3, hours: "Daily-ish", openingHours: lateFriday });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      openingHours: "Mo-Th 07:00-18:00; Fr 07:00-18:00,20:00-01:00, Sa 08:00-14:00; Su off",
    });

    // null clears them.
    await alice.as.mutation(api.shops.update, { ...edit, version: 4, hours: "Daily-ish", openingHours: null });
    const cleared = await backend.t.run((ctx) => ctx.db.get(_id));
    expect(cleared!.openingHours).toBeUndefined();
    expect(cleared!.version).toBe(5);

    const history = await bob.as.query(api.shops.history, {
      shopId: _id,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(history.page.map((entry) => entry.changes.filter((change) => change.field === "openingHours"))).toEqual([
      [
        {
          field: "openingHours",
          before: "Mo-Th 07:00-18:00; Fr 07:00-18:00,20:00-01:00, Sa 08:00-14:00; Su off",
          after: "Not set",
        },
      ],
      [
        {
          field: "openingHours",
          before: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off",
          after: "Mo-Th 07:00-18:00; Fr 07:00-18:00,20:00-01:00, Sa 08:00-14:00; Su off",
        },
      ],
      [],
      // Created with the typed hours "7am-5pm" and no week: they were its week.
      [{ field: "openingHours", before: "Mo-Su 07:00-17:00", after: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off" }],
    ]);
  });

  it("refuses a malformed week, changing nothing", async () => {
    const { backend, alice } = await setup();
    const input = shopInput({ hours: NOTE });
    const { _id } = await alice.as.mutation(api.shops.create, { ...input, openingHours: WEEK });
    const bad = { ...WEEK, Mo: [range("07:00", "12:00"), range("11:00", "18:00")] };
    await expect(
      alice.as.mutation(api.shops.update, { id: _id, version: 1, ...editOf(input), hours: "new", openingHours: bad }),
    ).rejects.toThrow(MESSAGES.hoursOverlap("Monday"));
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      hours: input.hours,
      version: 1,
      openingHours: "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off",
    });
    expect(await backend.t.run((ctx) => ctx.db.query("shopEdits").collect())).toEqual([]);
  });

  it("finds the time zone again when the shop moves, and fills it in for a shop stored without one", async () => {
    const { backend, alice } = await setup();
    const id = await backend.t.run(async (ctx) =>
      insertShop(ctx, alice.userId, { name: "Old Shop", streetAddress: "1 Old St", lat: 42.36, lng: -71.06 }),
    );
    const old = (await backend.t.run((ctx) => ctx.db.get(id)))!;
    expect(old.timeZone).toBeUndefined();
    const edit = {
      id,
      name: old.name,
      roastsOwnBeans: old.roastsOwnBeans,
      hours: NOTE,
      website: old.website,
      beverages: old.beverages,
      roastStyle: old.roastStyle,
    };
    await alice.as.mutation(api.shops.update, { ...edit, version: 1, streetAddress: "1 Old St", openingHours: WEEK });
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({ timeZone: "America/New_York" });

    await alice.as.mutation(api.shops.update, {
      ...edit,
      version: 2,
      streetAddress: "9 West St",
      location: { lat: 41.88, lng: -87.63 },
    });
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toMatchObject({ timeZone: "America/Chicago", lat: 41.88 });
  });
});

describe("one week: the typed hours are the week", () => {
  // Wednesday 25 November 2026, 6:30 am in New York.
  const DAWN = Date.UTC(2026, 10, 25, 11, 30);
  const statusOf = async (backend: Awaited<ReturnType<typeof createBackend>>, id: Id<"shops">) => {
    const shop = (await backend.t.run((ctx) => ctx.db.get(id)))!;
    return openStatus(shop.openingHours, shop.timeZone!, DAWN);
  };

  it("a save of the typed hours alone changes open now; a stale week beside them is refused", async () => {
    const { backend, alice, bob } = await setup();
    const input = shopInput({ hours: "Daily 7am-5pm" });
    const { _id } = await alice.as.mutation(api.shops.create, input);
    expect(await statusOf(backend, _id)).toBe("Closed · opens 7 am");

    const stale = { id: _id, version: 1, ...editOf(input), hours: "Daily 6am-8pm" };
    await expect(
      bob.as.mutation(api.shops.update, { ...stale, openingHours: sameEveryDay([range("07:00", "17:00")]) }),
    ).rejects.toThrow(MESSAGES.hoursDisagree);
    expect(await statusOf(backend, _id)).toBe("Closed · opens 7 am");

    await bob.as.mutation(api.shops.update, stale);
    expect(await statusOf(backend, _id)).toBe("Open now · closes 8 pm");
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({ openingHours: "Mo-Su 06:00-20:00" });
  });

  it("keeps the week beside typed hours it cannot read, which are then a note", async () => {
    const { backend, alice } = await setup();
    const input = shopInput({ hours: "Daily 6am-8pm" });
    const { _id } = await alice.as.mutation(api.shops.create, input);
    await alice.as.mutation(api.shops.update, { id: _id, version: 1, ...editOf(input), hours: NOTE });
    expect(await statusOf(backend, _id)).toBe("Open now · closes 8 pm");
  });
});

describe("demo data", () => {
  it("gives most demo shops opening hours the day editor can show, and every shop its time zone", async () => {
    const backend = await createBackend();
    await backend.t.action(internal.seed.demo, {});
    const shops = await backend.t.run((ctx) => ctx.db.query("shops").collect());
    const withHours = shops.filter((shop) => shop.openingHours !== undefined);
    expect(withHours.length).toBeGreaterThan(shops.length / 2);
    expect(withHours.length).toBeLessThan(shops.length); // some say "Hours not confirmed"
    expect(new Set(shops.map((shop) => shop.timeZone))).toEqual(new Set(["America/New_York"]));
    for (const { openingHours } of withHours) {
      const week = parseOpeningHours(openingHours)!;
      expect(weekError(week)).toBeNull();
      expect(toOpeningHours(week)).toBe(openingHours);
    }
    expect(withHours.map((shop) => shop.openingHours)).toContain("Mo-Su 07:00-01:00");
  });
});
