import { DEMO_USERS } from "@convex/data/demoData";

/** The seeded demo accounts (also listed in the README). */
export const [AVA, BEN, CLEO] = DEMO_USERS;
