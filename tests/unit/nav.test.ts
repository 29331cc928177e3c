import { isNavItemActive } from "~/lib/nav";

describe("the sidebar's current item", () => {
  it("covers an item's own pages below it", () => {
    expect(isNavItemActive("/projects", "/projects", 7)).toBe(true);
    expect(isNavItemActive("/projects", "/projects/12/applications", 7)).toBe(true);
    expect(isNavItemActive("/projects", "/projectsx", 7)).toBe(false);
    expect(isNavItemActive("/admin", "/admin/users/5/suspend", 7)).toBe(true);
  });

  it("lights Profile only on one's own profile, not on someone else's", () => {
    expect(isNavItemActive("/profile", "/profile", 7)).toBe(true);
    expect(isNavItemActive("/profile", "/profile/certifications/new", 7)).toBe(true);
    expect(isNavItemActive("/profile", "/profile/7", 7)).toBe(true);
    expect(isNavItemActive("/profile", "/profile/123", 7)).toBe(false);
    expect(isNavItemActive("/profile", "/profile/123/reviews/4/report", 7)).toBe(false);
  });
});
