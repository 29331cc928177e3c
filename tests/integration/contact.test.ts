import { desc } from "drizzle-orm";

import { contactMessages } from "../../db/schema";
import { args, cookieFrom, formRequest, getRequest, unwrap } from "../helpers/requests";
import { HONEYPOT_FIELD } from "~/utils/form-fields";
import { listContactMessages, submitContactMessage } from "~/domain/contact.server";
import { action, loader } from "~/routes/marketing/_public.contact";
import { db } from "~/infra/db.server";
import { getSession } from "~/utils/session.server";
import { makeUser, rejection } from "../helpers/world";

const valid = {
  name: "Luis Ortega",
  email: "luis@ortegaelectric.com",
  phone: "(559) 555-0123",
  subject: "partnership",
  role: "subcontractor",
  message: "We would like to list our electrical crew for projects in the Central Valley.",
};

const countMessages = async () => (await db.select().from(contactMessages)).length;

async function submit(fields: Record<string, string>) {
  return action(args(formRequest("/contact", fields)));
}

async function toastOf(response: Response) {
  const session = await getSession(getRequest("/contact", { cookie: cookieFrom(response) }));
  return session.get("toast");
}

type ActionData = { result: { error?: Record<string, string[]> } };

describe("contact form action", () => {
  it("stores a valid message and redirects to /contact with the success flash", async () => {
    const before = await countMessages();
    const response = await submit(valid);

    expect(response).toBeInstanceOf(Response);
    const { status, headers } = unwrap(response);
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/contact");
    expect(await toastOf(response as Response)).toMatchObject({
      type: "success",
      title: "Message sent!",
      description: "We'll get back to you as soon as possible.",
    });

    expect(await countMessages()).toBe(before + 1);
    const [row] = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ ...valid, readAt: null });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it("stores empty optional fields as null", async () => {
    await submit({ ...valid, phone: "", role: "" });
    const [row] = await db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row.phone).toBeNull();
    expect(row.role).toBeNull();
  });

  it.each([
    ["name", "L", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["subject", "", "Please select a subject"],
    ["message", "Hi there", "Message must be at least 10 characters"],
  ])("answers 400 for a bad %s, with the form's message, and stores nothing", async (field, value, message) => {
    const before = await countMessages();
    const { status, data } = unwrap<ActionData>(await submit({ ...valid, [field]: value }));
    expect(status).toBe(400);
    expect(data.result.error).toEqual({ [field]: [message] });
    expect(await countMessages()).toBe(before);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = await countMessages();
    const response = await submit({ ...valid, [HONEYPOT_FIELD]: "https://cheap-leads.example" });
    expect(unwrap(response).status).toBe(302);
    expect(await toastOf(response as Response)).toMatchObject({ title: "Message sent!" });
    expect(await countMessages()).toBe(before);
  });

  it("still shows validation errors when the honeypot is filled, as it would to a person", async () => {
    const { status } = unwrap(await submit({ ...valid, message: "", [HONEYPOT_FIELD]: "x" }));
    expect(status).toBe(400);
  });
});

describe("contact page loader", () => {
  it("presets a known subject from the query", async () => {
    expect(await loader(args(getRequest("/contact?subject=support")))).toEqual({ subject: "support" });
  });

  it("ignores an unknown subject", async () => {
    expect(await loader(args(getRequest("/contact?subject=sales")))).toEqual({ subject: "" });
    expect(await loader(args(getRequest("/contact")))).toEqual({ subject: "" });
  });
});

describe("listContactMessages", () => {
  it("lists messages newest first with the page count, for admins only", async () => {
    const admin = await makeUser("admin");
    const { id } = await submitContactMessage({ ...valid, subject: "feedback", role: undefined, phone: undefined });
    const { items, page, total, page_count } = await listContactMessages(admin, { page: 1 });
    expect(items[0]).toMatchObject({ id, subject: "feedback", handled: false });
    expect(page).toBe(1);
    expect(total).toBe(await countMessages());
    expect(page_count).toBe(Math.ceil(total / 20));
    expect((await rejection(listContactMessages(await makeUser("general_contractor")))).kind).toBe("forbidden");
  });
});
