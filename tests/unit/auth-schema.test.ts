import { loginSchema, registerFormSchema, registrationSchema } from "~/schemas/auth";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("login schema", () => {
  it("requires a username and a password with the form's messages", () => {
    expect(messages(loginSchema.safeParse({ username: "", password: "" }))).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(messages(loginSchema.safeParse({}))).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });
});

describe("register form schema", () => {
  const valid = {
    username: "acme_builders",
    email: "Office@Acme.example",
    password: "secret1",
    confirmPassword: "secret1",
    role: "subcontractor",
  };

  it("drops the confirmation and lower-cases the email", () => {
    const result = registerFormSchema.parse(valid);
    expect(result).toEqual({
      username: "acme_builders",
      email: "office@acme.example",
      password: "secret1",
      role: "subcontractor",
    });
    expect(result).not.toHaveProperty("confirmPassword");
  });

  it("defaults the role to general contractor", () => {
    expect(registerFormSchema.parse({ ...valid, role: undefined }).role).toBe("general_contractor");
  });

  it("says 'Passwords do not match' on the confirmation field", () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: "secret2" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("needs at least 6 characters in the password and its confirmation", () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, password: "abc", confirmPassword: "abc" }))).toMatchObject(
      {
        password: "Password must be at least 6 characters",
        confirmPassword: "Password must be at least 6 characters",
      },
    );
  });

  it("rejects a bad email and the admin role", () => {
    expect(messages(registrationSchema.safeParse({ ...valid, email: "not-an-email", role: "admin" }))).toEqual({
      email: "Please enter a valid email address",
      role: "Choose General Contractor or Subcontractor",
    });
  });
});
