import { describe, expect, it } from "vitest";
import { SIGN_IN_PER_IP, signInPerIp } from "./kv-windows";

describe("signInPerIp", () => {
  it("is the production limit unless SIGN_IN_IP_LIMIT names a positive whole number", () => {
    expect(signInPerIp({})).toEqual(SIGN_IN_PER_IP);
    expect(signInPerIp({ SIGN_IN_IP_LIMIT: "" })).toEqual(SIGN_IN_PER_IP);
    expect(signInPerIp({ SIGN_IN_IP_LIMIT: "-3" })).toEqual(SIGN_IN_PER_IP);
    expect(signInPerIp({ SIGN_IN_IP_LIMIT: "many" })).toEqual(SIGN_IN_PER_IP);
    expect(signInPerIp({ SIGN_IN_IP_LIMIT: "1000" })).toEqual({ ...SIGN_IN_PER_IP, max: 1000 });
  });
});
