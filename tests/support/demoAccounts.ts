import { DEMO_USERS } from "../../convex/lib/demoData";

/** The seeded demo accounts (also listed in the README). */
export const [AVA, BEN, CLEO] = DEMO_USERS;
