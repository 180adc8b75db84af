/** The Content-Security-Policy nonce of the response being rendered (server only; empty in the browser). */
import { createContext, useContext } from 'react';

/** Provided by entry.server.tsx around the whole document. */
export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce for an inline <script> this render emits; undefined in the browser, where inline scripts already ran. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
