/**
 * Every schema, for server code: route actions and loaders import schemas from here, never from the schema files.
 * The schema files are also loaded lazily in the browser for validation (app/utils/use-schema-form.ts); a route
 * that imported one directly would bring zod (about 30 KB gzipped) into its page's JavaScript, because the bundler
 * keeps a module's static imports once the module is in the bundle at all. A `.server` module is left out of it.
 */
export * from "./addendum";
export * from "./appointment";
export * from "./auth";
export * from "./availability";
export * from "./bid-question";
export * from "./bid-scope";
export * from "./connection";
export * from "./contact";
export * from "./credential";
export * from "./fields";
export * from "./message";
export * from "./moderation";
export * from "./portfolio";
export * from "./profile";
export * from "./project";
export * from "./project-list";
export * from "./review";
export * from "./search";
export * from "./settings";
export * from "./plan-document";
export * from "./leveling";
export * from "./bid";
