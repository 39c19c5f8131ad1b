import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookie";

describe("parseCookies", () => {
  it("reads name=value pairs and decodes values", () => {
    expect(parseCookies("a=1; rp_session=abc%20def; b=x=y")).toEqual({
      a: "1",
      rp_session: "abc def",
      b: "x=y",
    });
  });

  it("returns an empty object for a missing or empty header", () => {
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies("")).toEqual({});
  });

  it("keeps the first of duplicate names and skips malformed parts", () => {
    expect(parseCookies("a=1; junk; a=2; =3")).toEqual({ a: "1" });
  });

  it("strips quotes and ignores values that do not decode", () => {
    expect(parseCookies('q="v"; bad=%E0%A4%A')).toEqual({ q: "v" });
  });
});

describe("serializeCookie", () => {
  it("writes the attributes of a session cookie", () => {
    const header = serializeCookie("rp_session", "t/k", {
      maxAge: 60,
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    });
    expect(header).toMatch(
      /^rp_session=t%2Fk; Max-Age=60; Expires=[^;]+ GMT; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("clears a cookie with Max-Age=0 and omits Secure on plain http", () => {
    const header = serializeCookie("rp_session", "", {
      maxAge: 0,
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(header).toContain("rp_session=; Max-Age=0;");
    expect(header).not.toContain("Secure");
  });
});
