/**
 * conform's form state and its metadata, which a form loads once someone moves into it (app/utils/use-schema-form.ts).
 * Both are conform's own, from a module the package does not export (patches/README.md). A `.client` module: the
 * server renders every form from its light metadata and never loads it.
 */
export { createFormContext, getFormMetadata } from "@conform-to/react/context";
/**
 * Reached from every page's entry points like a route module (docs/decisions/011-page-weight.md, decisions 7 and 10):
 * it imports React, and a module reached by one more entry point than the framework's other modules would leave the
 * framework chunk for a chunk of its own.
 */
// eslint-disable-next-line boundaries/dependencies -- an entry point of the browser build, as a route module is
export { everyPage as __everyPage } from "~/every-page.client";
