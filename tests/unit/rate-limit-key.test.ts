import { ipKeyGenerator } from "express-rate-limit";

import { clientKey } from "../../server/rate-limit-key";

describe("the client a rate limit counts", () => {
  it("is an IPv4 address, written plainly or IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("gives the same keys as express-rate-limit's own for every kind of address", () => {
    for (const ip of [
      "203.0.113.7",
      "::ffff:203.0.113.7",
      "::ffff:cb00:7107",
      "::1",
      "2001:db8:1:2ff::9",
      "::203.0.113.7",
    ])
      expect(clientKey(ip)).toBe(ipKeyGenerator(ip));
  });

  it("is an IPv6 client's /56 network", () => {
    expect(clientKey("2001:db8:1:200::1")).toBe(clientKey("2001:db8:1:2ff:abcd::9"));
    expect(clientKey("2001:db8:1:300::1")).not.toBe(clientKey("2001:db8:1:200::1"));
  });
});
