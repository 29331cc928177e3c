/**
 * Business constants shared by the schemas, the domain and the screens; docs/constants.md lists them all. Each lives
 * in one module of app/constants/ by subject; this file only re-exports them. The browser build puts each module in
 * the chunks of the pages that use one of its constants, so a page loads only the subjects it uses
 * (docs/decisions/011-page-weight.md, decision 9). The form limits the schemas enforce and the forms show live here
 * too, so that a page need not load a schema to show them.
 */
export * from "~/constants/accounts";
export * from "~/constants/appointments";
export * from "~/constants/connections";
export * from "~/constants/contact";
export * from "~/constants/notifications";
export * from "~/constants/plan-room";
export * from "~/constants/profiles";
export * from "~/constants/projects";
export * from "~/constants/shell";
export * from "~/constants/trades";
export * from "~/constants/trust";
