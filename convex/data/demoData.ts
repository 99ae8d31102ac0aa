// Demo content for local development and the offline sandbox (`seed:demo`). Fictional addresses.
import { closedWeek, sameEveryDay, toOpeningHours, type Week } from "../rules/openingHours";

export const DEMO_USERS = [
  {
    email: "ava@brewmap.test",
    password: "espresso-lover-1",
    firstName: "Ava",
    lastName: "Barista",
    favCafe: "Render Coffee",
    yourCity: "Boston",
    yourState: "MA",
    about: "Chasing the perfect cortado across Boston.",
    selectedRoast: "Medium",
    cafeDrink: "Cortado",
    cafeMilk: "Oat",
    cafeTemp: "Hot",
    homeDrink: "Aeropress",
    homeMilk: "Black",
    homeTemp: "Hot",
  },
  {
    email: "ben@brewmap.test",
    password: "pourover-fan-2",
    firstName: "Ben",
    lastName: "Roaster",
    favCafe: "George Howell Coffee",
    yourCity: "Cambridge",
    yourState: "MA",
    about: "Light roasts, washed process, no sugar.",
    selectedRoast: "Light",
    cafeDrink: "Pour Over",
    cafeMilk: "Black",
    cafeTemp: "Hot",
    homeDrink: "Pour Over",
    homeMilk: "Black",
    homeTemp: "Hot",
  },
  {
    email: "cleo@brewmap.test",
    password: "coldbrew-crew-3",
    firstName: "Cleo",
    lastName: "Crema",
    favCafe: "Thinking Cup",
    yourCity: "Somerville",
    yourState: "MA",
    about: "Cold brew all year round.",
    selectedRoast: "Dark",
    cafeDrink: "Cold Brew",
    cafeMilk: "Almond",
    cafeTemp: "Cold",
    homeDrink: "French Press",
    homeMilk: "Cow",
    homeTemp: "Hot",
  },
] as const;

const SHOP_NAMES = [
  "Render Coffee",
  "Thinking Cup",
  "George Howell Coffee",
  "Tatte Bakery & Cafe",
  "Blue Bottle Coffee",
  "Gracenote Coffee",
  "Ogawa Coffee",
  "Broadsheet Coffee Roasters",
  "Flour & Grounds",
  "Pavement Coffeehouse",
  "Barrington Coffee",
  "Cafe Nero Nuevo",
  "Jaho Coffee Roaster",
  "Phinista Cafe",
  "Revival Cafe",
  "Caffe Vittoria",
  "Bluestone Lane Beacon",
  "Diesel Cafe",
  "Voltage Coffee & Art",
  "Lamplighter Roasters",
  "Intelligentsia Back Bay",
  "Tandem Coffee",
  "Cuppa Harbor",
  "Copper Kettle Brew Bar",
  "North End Roastery",
  "Harvard Square Espresso",
  "Fort Point Filter",
  "Seaport Slow Bar",
  "Kendall Cupping Room",
  "Beacon Hill Beans",
];

const STREETS = [
  "Columbus Ave",
  "Tremont St",
  "Boylston St",
  "Newbury St",
  "Charles St",
  "Hanover St",
  "Washington St",
  "Cambridge St",
  "Massachusetts Ave",
  "Summer St",
];

const ROAST_STYLES = ["light", "medium", "dark"] as const;

const range = (open: string, close: string) => ({ open, close });
const weekdaysAndWeekend = (weekdays: Week["Mo"], weekend: Week["Sa"]): Week => ({
  ...closedWeek(),
  ...Object.fromEntries((["Mo", "Tu", "We", "Th", "Fr"] as const).map((day) => [day, weekdays])),
  Sa: weekend,
  Su: weekend,
});

/**
 * Structured opening hours (rules/openingHours.ts) and the free-text note they go with, for the demo
 * shops. Every fifth shop has none, so the sandbox also shows "Hours not confirmed".
 */
function demoHours(i: number): { hours: string; openingHours?: string } {
  if (i === 3) {
    const week = {
      ...weekdaysAndWeekend([range("07:00", "12:00"), range("13:00", "18:00")], [range("08:00", "14:00")]),
      Su: [],
    };
    return { hours: "Mon-Fri 7am-12pm and 1pm-6pm, Sat 8am-2pm, closed Sunday", openingHours: toOpeningHours(week) };
  }
  if (i === 17)
    return {
      hours: "Daily 7am-1am (late-night bar)",
      openingHours: toOpeningHours(sameEveryDay([range("07:00", "01:00")])),
    };
  const hours = i % 2 === 0 ? "Mon-Fri 7am-6pm, Sat-Sun 8am-5pm" : "Daily 6:30am-7pm";
  if (i % 5 === 4) return { hours };
  const week =
    i % 2 === 0
      ? weekdaysAndWeekend([range("07:00", "18:00")], [range("08:00", "17:00")])
      : sameEveryDay([range("06:30", "19:00")]);
  return { hours, openingHours: toOpeningHours(week) };
}

/**
 * Practical traits for two shops in three (the third left unanswered, so the panel and the filters
 * show both): Wi-Fi on most, seating, step-free access on some, a price level from $ to $$$.
 */
function demoPractical(i: number) {
  if (i % 3 === 2) return {};
  return {
    wifi: i % 4 !== 3,
    laptopFriendly: i % 5 < 3,
    indoorSeating: true,
    outdoorSeating: i % 2 === 0,
    stepFreeAccess: i % 3 === 0,
    priceLevel: [1, 2, 2, 3][i % 4]!,
  };
}

/** 30 shops spread over a few kilometres around downtown Boston, deterministic. */
export function demoShops() {
  return SHOP_NAMES.map((name, i) => {
    const ring = 0.004 + (i % 6) * 0.005;
    const angle = (i * 137.5 * Math.PI) / 180;
    return {
      name,
      streetAddress: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
      city: "BOSTON",
      state: "MA",
      lat: 42.3601 + ring * Math.sin(angle),
      lng: -71.0589 + ring * 1.35 * Math.cos(angle),
      roastStyle: ROAST_STYLES[i % 3],
      roastsOwnBeans: i % 3 === 0,
      ...demoHours(i),
      website: `https://example.com/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
      beverages: ["Latte", "Cortado", "Espresso", "Pour Over", "Americano", ...(i % 2 ? ["Cold Brew"] : [])],
      dairyFree: i % 2 === 0,
      glutenFriendly: i % 3 === 1,
      mealOptions: i % 4 === 0,
      bakeryOptions: i % 2 === 1,
      ...demoPractical(i),
      about: `${name} is a neighbourhood spot for carefully made coffee.`,
    };
  });
}

/** The demo moderator (decision 20): no reviews or shops, only the /moderation screen. */
export const DEMO_MODERATOR = {
  email: "mod@brewmap.test",
  password: "keep-it-civil-4",
  firstName: "Mo",
  lastName: "Moderator",
} as const;

/** Who follows whom, as indexes into DEMO_USERS: Ava follows Ben and Cleo, Ben follows Ava; Cleo's feed starts empty. */
export const DEMO_FOLLOWS: [follower: number, followee: number][] = [
  [0, 1],
  [0, 2],
  [1, 0],
];

export const DEMO_REVIEW_TEXTS = [
  "Bright, clean cup and friendly staff. Will be back.",
  "Great spot to work for an hour; the cortado was spot on.",
  "Syrupy espresso with a long chocolate finish.",
  "A little crowded on weekends but worth the wait.",
];

export const DEMO_BEANS = [
  { name: "Ethiopia Guji", roast: "Light", notes: "blueberry, jasmine, lemon", origin: "Ethiopia" },
  { name: "Colombia Huila", roast: "Medium", notes: "caramel, cherry, chocolate", origin: "Colombia" },
  { name: "Sumatra Mandheling", roast: "Dark", notes: "chocolate, cedar, spice", origin: "Indonesia" },
  { name: "Kenya Nyeri", roast: "Light", notes: "blackcurrant, grapefruit, caramel", origin: "Kenya" },
];
