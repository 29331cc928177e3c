import { locatePlace } from "~/infra/geo.server";

describe("locatePlace: where a project's free-text location is", () => {
  it("takes the zip code written at the end, even after a 5-digit street number", () => {
    expect(locatePlace("Chicago, IL 60601")).toMatchObject({ zip: "60601", city: "Chicago", state: "IL" });
    expect(locatePlace("Phoenix, AZ 85004-1234")?.zip).toBe("85004");
    expect(locatePlace("12345 N Scottsdale Rd, Scottsdale, AZ 85254")?.zip).toBe("85254");
  });

  it("else resolves the city and state (code or name, any case) to one of the city's zip codes", () => {
    expect(locatePlace("Mesa, AZ")).toMatchObject({ city: "Mesa", state: "AZ", zip: expect.stringMatching(/^852/) });
    expect(locatePlace("chicago, illinois")).toMatchObject({ city: "Chicago", state: "IL" });
    expect(locatePlace("12345 N Scottsdale Rd, Scottsdale, AZ")).toMatchObject({ city: "Scottsdale" });
    // An unknown zip code falls back to the city.
    expect(locatePlace("Phoenix, AZ 99999")).toMatchObject({ city: "Phoenix", state: "AZ" });
  });

  it("answers null when nothing resolves", () => {
    for (const place of ["Out past the ridge", "Nowhere, ZZ", "Mesa AZ", ", ,"]) {
      expect(locatePlace(place), place).toBeNull();
    }
  });
});
