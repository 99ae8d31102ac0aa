import { describe, expect, it } from "vitest";
import { EXTERNAL_LINK, safeWebsiteUrl, websiteLink, websiteText } from "./links";

describe("safe website links", () => {
  it.each([
    ["https://render.coffee", "https://render.coffee/"],
    ["http://example.com/menu?x=1#top", "http://example.com/menu?x=1#top"],
    ["  HTTPS://Example.COM/Menu  ", "https://example.com/Menu"],
    ["georgehowellcoffee.com", "https://georgehowellcoffee.com/"],
    ["www.example.com/menu", "https://www.example.com/menu"],
  ])("%j becomes %j", (input, expected) => {
    expect(safeWebsiteUrl(input)).toBe(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:owner@example.com",
    "file:///etc/passwd",
    "ftp://example.com",
    "//evil.example",
    "/relative/path",
    "not a url",
    "https://user:pass@example.com",
    "https://",
    "",
    null,
    undefined,
  ])("%j is not a link", (input) => {
    expect(safeWebsiteUrl(input)).toBeNull();
  });

  it("opens links in a new tab without a way back to the app", () => {
    expect(EXTERNAL_LINK).toEqual({ target: "_blank", rel: "noopener noreferrer" });
  });
});

describe("look-alike website hosts", () => {
  it.each([
    ["https://\u0430pple.com", "https://xn--pple-43d.com/"],
    ["\u0440aypal.com/login", "https://xn--aypal-uye.com/login"],
    ["https://g\u043e\u043egle.com/maps", "https://xn--ggle-55da.com/maps"],
    ["\u0430\u0440\u0440\u04CF\u0435.com", "https://xn--80ak6aa92e.com/"],
    ["app\u01C0e.com", "https://xn--appe-2kb.com/"],
    ["\u0261oogle.com", "https://xn--oogle-qmc.com/"],
    ["apple.com\u2215login.evil.net", "https://apple.xn--comlogin-0f7d.evil.net/"],
    ["google.com\u3002evil.net", "https://google.com.evil.net/"],
    ["https://g%6Fogle.com", "https://google.com/"],
    ["http://127.1/", "http://127.0.0.1/"],
  ])("%j is shown by its real host", (typed, shown) => {
    expect(websiteLink(typed)).toEqual({ href: shown, text: shown });
  });

  it.each([
    "https://render.coffee/menu",
    "café-lumière.fr",
    "https://кофе.рф",
    "https://珈琲.jp",
    "http://カフェ珈琲.jp",
    "www.example.com",
    "HTTPS://Render.Coffee/Menu",
  ])("%j is shown as typed", (typed) => {
    expect(websiteLink(typed)?.text).toBe(typed);
  });

  it("has no link for what is not a web address", () => {
    expect(websiteLink("javascript:alert(1)")).toBeNull();
  });

  it("shows a website as text by the same rule, and what is no link as typed", () => {
    expect(websiteText("app\u01C0e.com")).toBe("https://xn--appe-2kb.com/");
    expect(websiteText("render.coffee")).toBe("render.coffee");
    expect(websiteText("not a url")).toBe("not a url");
  });
});
