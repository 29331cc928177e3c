import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The per-request CSP nonce on the server; empty in the browser, which hides it from scripts anyway. */
export const useNonce = () => useContext(NonceContext);
