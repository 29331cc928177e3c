/**
 * The schema modules a form loads in the browser once it is used (app/utils/use-schema-form.ts). A `.client`
 * module, so the server build leaves it out: there the schemas are plain imports (through index.server.ts), and a
 * dynamic import of the same module would make esbuild wrap it in a lazy initializer that its static importers then
 * never run.
 */
export const lazySchemas = {
  addendum: () => import("./addendum"),
  appointment: () => import("./appointment"),
  auth: () => import("./auth"),
  availability: () => import("./availability"),
  "bid-question": () => import("./bid-question"),
  connection: () => import("./connection"),
  contact: () => import("./contact"),
  credential: () => import("./credential"),
  message: () => import("./message"),
  moderation: () => import("./moderation"),
  "plan-document": () => import("./plan-document"),
  portfolio: () => import("./portfolio"),
  profile: () => import("./profile"),
  project: () => import("./project"),
  review: () => import("./review"),
  settings: () => import("./settings"),
};
