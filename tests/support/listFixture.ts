import type { Doc, Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { signUp } from "./backendHarness";

// The shared lists the authorization matrix's rows act on (tests/backend/authorization/lists.ts), written
// straight into the database so they spend no limit. Their own owner, the curator, so that no other domain's
// rows meet a list or a follow of theirs.

export type ListWorld = {
  curator: Awaited<ReturnType<typeof signUp>>;
  /** Someone the curator follows, to invite (never calls, so a bare user row). */
  invitee: Id<"users">;
  /** Public, holding the fixture's shop three times over: entries to note, move and remove. */
  open: Id<"lists">;
  entries: [Id<"listEntries">, Id<"listEntries">, Id<"listEntries">];
  /** Private and empty: the shop is added to it. */
  closed: Id<"lists">;
  /** Private, its invite link open (`token`), never changed by a row. */
  joinable: Id<"lists">;
  token: string;
  /** Private, for the owner to delete. */
  doomed: Id<"lists">;
};

export const LIST_TOKEN = "JoinMeJoinMeJoinMeJoinMe";

export async function createListWorld(backend: SandboxBackend, shop: Doc<"shops">): Promise<ListWorld> {
  const curator = await signUp(backend);
  const rows = await backend.t.run(async (ctx) => {
    const invitee = await ctx.db.insert("users", { name: "Invitee" });
    await ctx.db.insert("follows", { followerId: curator.userId, followeeId: invitee });
    const list = (visibility: "public" | "private", linkToken?: string) =>
      ctx.db.insert("lists", {
        ownerId: curator.userId,
        title: `A ${visibility} list`,
        description: "",
        visibility,
        ranked: true,
        ...(linkToken ? { linkToken } : {}),
      });
    const open = await list("public");
    const entry = (orderKey: string) =>
      ctx.db.insert("listEntries", { listId: open, shopId: shop._id, note: "", orderKey, addedBy: curator.userId });
    const entries: ListWorld["entries"] = [await entry("a0"), await entry("a1"), await entry("a2")];
    await ctx.db.insert("listCounts", { listId: open, entries: 3 });
    return {
      invitee,
      open,
      entries,
      closed: await list("private"),
      joinable: await list("private", LIST_TOKEN),
      token: LIST_TOKEN,
      doomed: await list("private"),
    };
  });
  return { curator, ...rows, entries: rows.entries as ListWorld["entries"] };
}
