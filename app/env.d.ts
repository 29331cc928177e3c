/// <reference types="@remix-run/dev" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
    /** The client's address as Express reads it (TRUST_PROXY decides whether X-Forwarded-For counts). */
    clientAddress?: string;
  }
}

// Single fetch: loader and action types are inferred from data() and plain objects.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
