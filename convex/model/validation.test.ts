import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { emailError, nonEmptyProfileUpdate, passwordError, profileError, signUpError, type SignUpForm } from "./validation";

const form: SignUpForm = {
  firstName: "Ada",
  lastName: "Arabica",
  email: "ada@brewmap.test",
  password: "eight-or-more",
  confirmPassword: "eight-or-more",
  favCafe: "",
  yourCity: "",
  yourState: "",
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

  it("compares the confirm password with the password (the SPEC's flaw, fixed)", () => {
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
    expect(passwordError("12345678")).toBeNull();
    expect(passwordError("x".repeat(128))).toBeNull();
    expect(passwordError("x".repeat(129))).toBe(MESSAGES.passwordTooLong);
  });
});

describe("profile rules", () => {
  it("refuses values outside the enumerations and over-long text", () => {
    expect(profileError({ cafeMilk: "Soy" }, { requireNames: false })).toBe(MESSAGES.badChoice("cafe milk"));
    expect(profileError({ homeTemp: "Warm" }, { requireNames: false })).toBe(MESSAGES.badChoice("home temperature"));
    expect(profileError({ firstName: "x".repeat(51) }, { requireNames: false })).toBe(MESSAGES.textTooLong("First name", 50));
    expect(profileError({ cafeMilk: "Cashew", cafeDrink: "Moka Pot" }, { requireNames: false })).toBeNull();
  });

  it("leaves empty and blank fields out of an update, trimming the rest", () => {
    expect(nonEmptyProfileUpdate({ firstName: " Ada ", lastName: "", about: "   ", cafeMilk: "Oat" })).toEqual({
      firstName: "Ada",
      cafeMilk: "Oat",
    });
  });
});
