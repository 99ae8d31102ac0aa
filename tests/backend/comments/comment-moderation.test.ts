import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled } from "../../support/backendHarness";
import { setUpConversation } from "../../support/commentWrites";

// Comments are reported and moderated like reviews (decision 20): a report reaches the queue, a moderator hides,
// restores or removes, and the author is told why.

describe("reporting and moderating comments", () => {
  it("a reported comment waits in the queue; hidden, it leaves the list and the count; restored, it comes back", async () => {
    const { backend, ana, ben, cleo, sam, comment, listed, count, notices } = await setUpConversation();
    const id = await comment(ben, "Buy followers at spam.example");
    await expect(ben.as.mutation(api.reports.create, { kind: "comment", itemId: id, reason: "spam" })).rejects.toThrow(
      MESSAGES.cannotReportOwn,
    );
    await cleo.as.mutation(api.reports.create, { kind: "comment", itemId: id, reason: "spam" });
    await backend.t.run((ctx) => ctx.db.patch(sam.userId, { role: "moderator" }));
    const queue = await sam.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } });
    expect(queue.page[0]).toMatchObject({
      kind: "comment",
      preview: { title: "Comment by Ben Ortiz on a review of Blue Bottle", text: "Buy followers at spam.example" },
      actions: ["dismiss", "hide", "remove", "suspend"],
    });
    const act = (action: "hide" | "restore" | "remove") =>
      sam.as.mutation(api.moderation.act, { subject: `comment:${id}`, action, reason: "Spam." });
    await act("hide");
    await finishScheduled(backend);
    expect(await listed()).toEqual([]);
    expect(await count()).toBe(0);
    expect((await notices(ben)).map((n) => n.kind)).toEqual(["moderation"]);
    // The item left the queue when acted on; another report brings it back, and a moderator restores it.
    await ana.as.mutation(api.reports.create, { kind: "comment", itemId: id, reason: "other" });
    await act("restore");
    await finishScheduled(backend);
    expect((await listed()).map((row) => row.text)).toEqual(["Buy followers at spam.example"]);
    expect(await count()).toBe(1);
  });

  it("a moderator's remove deletes the comment for good", async () => {
    const { backend, ben, cleo, sam, comment, listed, count } = await setUpConversation();
    const id = await comment(ben, "Rude");
    await cleo.as.mutation(api.reports.create, { kind: "comment", itemId: id, reason: "offensive" });
    await backend.t.run((ctx) => ctx.db.patch(sam.userId, { role: "moderator" }));
    await sam.as.mutation(api.moderation.act, { subject: `comment:${id}`, action: "remove", reason: "Abuse." });
    await finishScheduled(backend);
    expect(await listed()).toEqual([]);
    expect(await count()).toBe(0);
    expect(await backend.t.run((ctx) => ctx.db.get(id))).toBeNull();
  });
});
