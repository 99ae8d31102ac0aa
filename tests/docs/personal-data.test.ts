// Every table that can hold a person's id says what deleting the account and "Download my data" do with it
// (convex/model/personalData.ts). The tables come from convex/schema.ts's validators, not from a list: a new
// table with a `v.id("users")` field fails here until it is classified.
import type { GenericValidator } from "convex/values";
import { describe, expect, it } from "vitest";
import { ERASE_STEPS } from "@convex/model/accountErasure";
import { PERSONAL_TABLES } from "@convex/model/personalData";
import schema from "@convex/schema";

/** The paths of the fields of `validator` that hold an id of the users table ("others[]", "userId"). */
function personFields(validator: GenericValidator, path = ""): string[] {
  switch (validator.kind) {
    case "id":
      return validator.tableName === "users" ? [path] : [];
    case "object":
      return Object.entries(validator.fields).flatMap(([name, field]) =>
        personFields(field as GenericValidator, path ? `${path}.${name}` : name),
      );
    case "union":
      return validator.members.flatMap((member) => personFields(member as GenericValidator, path));
    case "array":
      return personFields(validator.element as GenericValidator, `${path}[]`);
    case "record":
      return [
        ...personFields(validator.key as GenericValidator, `${path}{key}`),
        ...personFields(validator.value as GenericValidator, `${path}{}`),
      ];
    default:
      return [];
  }
}

const tables = Object.entries(schema.tables as Record<string, { validator: GenericValidator }>);
const holdingPeople = tables.filter(([, table]) => personFields(table.validator).length > 0).map(([name]) => name);

describe("tables that hold a person's id", () => {
  it("are found in the schema", () => {
    expect(holdingPeople).toEqual(expect.arrayContaining(["reviews", "follows", "notifications", "authAccounts"]));
    expect(personFields(schema.tables.notifications.validator as GenericValidator)).toEqual([
      "userId",
      "actorId",
      "others[]",
    ]);
  });

  it("each say how an account's deletion erases them, or why they are kept", () => {
    expect(
      holdingPeople.filter((name) => !(name in PERSONAL_TABLES)),
      "tables missing from convex/model/personalData.ts",
    ).toEqual([]);
    expect(
      Object.keys(PERSONAL_TABLES).filter((name) => !holdingPeople.includes(name)),
      "entries for tables that hold no person's id",
    ).toEqual([]);
  });

  it("name an erase step that exists, or a reason", () => {
    for (const [name, entry] of Object.entries(PERSONAL_TABLES)) {
      if ("erasedBy" in entry) expect([...ERASE_STEPS, "closeAccount"], name).toContain(entry.erasedBy);
      else expect(entry.kept.length, name).toBeGreaterThan(10);
      if ("notExported" in entry) expect(entry.notExported.length, name).toBeGreaterThan(10);
    }
  });
});
