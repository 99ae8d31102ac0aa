import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  cleanProfileField,
  emailError,
  nonEmptyProfileUpdate,
  passwordError,
  profileError,
  signUpError,
  signUpProblem,
  signUpProblems,
  type SignUpForm,
} from "./validation";

const form: SignUpForm = {
  firstName: "Ada",
  lastName: "Arabica",
  email: "ada@brewmap.test",
  password: "eight-or-more",
  confirmPassword: "eight-or-more",
  favCafe: "",
  yourCity: "",
  yourState: "",
  yourCountry: "",
  about: "",
  selectedRoast: "",
  cafeDrink: "",
  cafeMilk: "",
  cafeTemp: "",
  homeDrink: "",
  homeMilk: "",
  homeTemp: "",
};

describe("sign-up rules", () => {
  it("accepts a complete form with optional choices left empty", () => {
    expect(signUpError(form)).toBeNull();
  });

  it("compares the confirm password with the password (the first specification's flaw, fixed)", () => {
    expect(signUpError({ ...form, confirmPassword: "eight-or-mor3" })).toBe(MESSAGES.passwordsDiffer);
  });

  it.each([
    ["", MESSAGES.badEmail],
    ["no-at-sign.test", MESSAGES.badEmail],
    ["two@@at.test", MESSAGES.badEmail],
    ["spaces in@x.test", MESSAGES.badEmail],
    [" Ada@BrewMap.test ", null],
  ])("email %j", (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it("needs 8 to 128 characters of password", () => {
    expect(passwordError("1234567")).toBe(MESSAGES.passwordTooShort);
    expect(passwordError("cortado7")).toBeNull();
    expect(passwordError("x".repeat(128))).toBeNull();
    expect(passwordError("x".repeat(129))).toBe(MESSAGES.passwordTooLong);
  });
});

describe("profile rules", () => {
  it("refuses values outside the enumerations and over-long text", () => {
    expect(profileError({ cafeMilk: "Soy" }, { requireNames: false })).toBe(MESSAGES.badChoice("cafe milk"));
    expect(profileError({ homeTemp: "Warm" }, { requireNames: false })).toBe(MESSAGES.badChoice("home temperature"));
    expect(profileError({ firstName: "x".repeat(51) }, { requireNames: false })).toBe(
      MESSAGES.textTooLong("First name", 50),
    );
    expect(profileError({ cafeMilk: "Cashew", cafeDrink: "Moka Pot" }, { requireNames: false })).toBeNull();
  });

  it("leaves empty and blank fields out of an update, trimming the rest", () => {
    expect(nonEmptyProfileUpdate({ firstName: " Ada ", lastName: "", about: "   ", cafeMilk: "Oat" })).toEqual({
      firstName: "Ada",
      cafeMilk: "Oat",
    });
  });

  it("cleans invisible and direction-changing characters from the short fields, keeping the about text's lines", () => {
    expect(
      nonEmptyProfileUpdate({
        firstName: "\u202EAda\u200B",
        favCafe: "Thinking\u2060 Cup",
        yourCity: "\u2066Boston\u2069",
        about: " Line one\nLine two ",
      }),
    ).toEqual({ firstName: "Ada", favCafe: "Thinking Cup", yourCity: "Boston", about: "Line one\nLine two" });
    expect(cleanProfileField("lastName", "\u200FLovelace\t")).toBe("Lovelace");
  });

  it("stores the state upper case, as shops store theirs; the city as typed", () => {
    expect(cleanProfileField("yourState", " ma ")).toBe("MA");
    expect(nonEmptyProfileUpdate({ yourState: "ny", yourCity: "new york" })).toEqual({
      yourState: "NY",
      yourCity: "new york",
    });
  });

  it("refuses a name of only invisible characters, where an empty one would just be left out", () => {
    const update = nonEmptyProfileUpdate({ firstName: "\u200B\u202E", lastName: "", favCafe: "\u200D" });
    expect(update).toEqual({ firstName: "" });
    expect(profileError(update, { requireNames: false })).toBe(MESSAGES.nameRequired);
    expect(profileError({ firstName: "\u2066\u2069" }, { requireNames: false })).toBe(MESSAGES.nameRequired);
    expect(signUpError({ ...form, lastName: "\u200B" })).toBe(MESSAGES.nameRequired);
  });
});

describe("common passwords", () => {
  const ranked = dictionary["passwords-common"] as string[];

  it("refuses every one of the 10,000 most common passwords", () => {
    const accepted = ranked.slice(0, 10_000).filter((password) => passwordError(password) === null);
    expect(accepted).toEqual([]);
  });

  it("says why when the length is fine but the password is common, whatever its case", () => {
    for (const password of ["password", "Password", "BASEBALL", "12345678", "iloveyou"]) {
      expect(passwordError(password)).toBe(MESSAGES.passwordTooCommon);
    }
    expect(signUpError({ ...form, password: "football", confirmPassword: "football" })).toBe(
      MESSAGES.passwordTooCommon,
    );
  });

  it("still accepts long passwords outside the top 10,000", () => {
    const top = new Set(ranked.slice(0, 10_000));
    const rarer = ranked.slice(10_000).filter((p) => p.length >= 8 && !top.has(p));
    expect(rarer.length).toBeGreaterThan(100);
    for (const password of rarer.slice(0, 100)) expect(passwordError(password)).toBeNull();
    expect(passwordError("correct-horse-battery")).toBeNull();
  });
});

describe("signUpProblem", () => {
  const form: SignUpForm = {
    firstName: "Rae",
    lastName: "Roaster",
    favCafe: "",
    yourCity: "",
    yourState: "",
    yourCountry: "",
    about: "",
    selectedRoast: "",
    cafeDrink: "",
    cafeMilk: "",
    cafeTemp: "",
    homeDrink: "",
    homeMilk: "",
    homeTemp: "",
    email: "rae@brewmap.test",
    password: "eight-or-more",
    confirmPassword: "eight-or-more",
  };
  it("points at the first field a person reading the form would fix", () => {
    expect(signUpProblem(form)).toBeNull();
    expect(signUpProblem({ ...form, lastName: " " })).toEqual({ field: "lastName", message: MESSAGES.nameRequired });
    expect(signUpProblem({ ...form, email: "rae", password: "short" })).toEqual({
      field: "email",
      message: MESSAGES.badEmail,
    });
    expect(signUpProblem({ ...form, password: "short" })).toEqual({
      field: "password",
      message: MESSAGES.passwordTooShort,
    });
    expect(signUpProblem({ ...form, confirmPassword: "other-one!" })).toEqual({
      field: "confirmPassword",
      message: MESSAGES.passwordsDiffer,
    });
    expect(signUpProblem({ ...form, cafeDrink: "Mocha-ish" })).toEqual({
      field: "cafeDrink",
      message: MESSAGES.badChoice("cafe drink"),
    });
  });
});

describe("signUpProblems", () => {
  it("marks every field's own mistake at once, the first problem first", () => {
    const sent = { ...form, lastName: "", email: "rae", password: "short", confirmPassword: "other" };
    expect(signUpProblems(sent)).toEqual([
      { field: "lastName", message: MESSAGES.nameRequired },
      { field: "email", message: MESSAGES.badEmail },
      { field: "password", message: MESSAGES.passwordTooShort },
      { field: "confirmPassword", message: MESSAGES.passwordsDiffer },
    ]);
    expect(signUpProblems(form)).toEqual([]);
    expect(signUpProblems({ ...form, confirmPassword: "" })).toEqual([
      { field: "confirmPassword", message: MESSAGES.confirmPasswordRequired },
    ]);
  });
});
