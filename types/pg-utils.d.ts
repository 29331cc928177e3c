/** The one function of node-postgres's internal utils that db:copy uses (pg ships no declaration for lib/utils). */
declare module "pg/lib/utils" {
  const utils: {
    /** A parameter value as node-postgres sends it: text, a Buffer (bytea), or null. */
    prepareValue(value: unknown): string | Buffer | null;
  };
  export default utils;
}
