import { parseWithZod } from "@conform-to/zod/v4";

import { CONTACT_SUBJECTS } from "~/constants";
import { contactSchema, isContactSubject } from "~/schemas/contact";

const valid = {
  name: "Dana Whitfield",
  email: "dana@whitfieldbuilders.com",
  subject: "support",
  message: "How do I add a second office location?",
};

/** The error messages per field, as the form shows them. */
function errorsFor(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const submission = parseWithZod(form, { schema: contactSchema });
  return submission.status === "success" ? {} : (submission.error ?? {});
}

describe("contactSchema", () => {
  it("accepts a complete message and trims it", () => {
    const result = contactSchema.parse({
      ...valid,
      name: "  Dana Whitfield ",
      phone: "(916) 555-0100",
      role: "general_contractor",
    });
    expect(result).toEqual({ ...valid, phone: "(916) 555-0100", role: "general_contractor" });
  });

  it("leaves phone and role optional", () => {
    expect(errorsFor(valid)).toEqual({});
    expect(errorsFor({ ...valid, phone: "", role: "" })).toEqual({});
  });

  it("accepts every contact subject", () => {
    for (const subject of CONTACT_SUBJECTS) expect(errorsFor({ ...valid, subject })).toEqual({});
  });

  it.each([
    ["name", "", "Name must be at least 2 characters"],
    ["name", "D", "Name must be at least 2 characters"],
    ["name", "  D  ", "Name must be at least 2 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "dana@", "Please enter a valid email address"],
    ["subject", "", "Please select a subject"],
    ["subject", "sales", "Please select a subject"],
    ["message", "", "Message must be at least 10 characters"],
    ["message", "Too short", "Message must be at least 10 characters"],
  ])("rejects %s %j with the form's message", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("reports every invalid field at once", () => {
    expect(errorsFor({})).toEqual({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      subject: ["Please select a subject"],
      message: ["Message must be at least 10 characters"],
    });
  });

  it("rejects an unknown role and over-long text", () => {
    expect(errorsFor({ ...valid, role: "architect" }).role).toHaveLength(1);
    expect(errorsFor({ ...valid, name: "x".repeat(101) }).name).toEqual(["Name must be at most 100 characters"]);
    expect(errorsFor({ ...valid, message: "x".repeat(5001) }).message).toEqual([
      "Message must be at most 5000 characters",
    ]);
  });
});

describe("isContactSubject", () => {
  it("recognises only the six subjects", () => {
    expect(isContactSubject("billing")).toBe(true);
    expect(isContactSubject("sales")).toBe(false);
    expect(isContactSubject(null)).toBe(false);
  });
});
