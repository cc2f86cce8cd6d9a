import { z } from 'zod';

// What the client does to run under the page's Content-Security-Policy
// (server/http/security-headers.ts): no eval, inline <style> only with the nonce.
// Imported first by main.tsx.

/** Where the server puts the page's CSP style nonce (server/http/security-headers.ts, CSP_NONCE_META). */
const NONCE_META = 'meta[property="csp-nonce"]';

/**
 * The page's Content-Security-Policy admits an inline `<style>` element only with
 * the nonce of the response that served the page. react-style-singleton
 * (react-remove-scroll, under @radix-ui/react-dialog) injects one while a modal
 * dialog is open and reads the nonce through get-nonce, whose fallback is the
 * `__webpack_nonce__` global: set it from `<meta property="csp-nonce">` (the
 * browser hides a nonce attribute from the DOM; the `nonce` property keeps it).
 */
export function adoptStyleNonce(page: Document, global: { __webpack_nonce__?: string }): void {
  const nonce = page.querySelector<HTMLMetaElement>(NONCE_META)?.nonce;
  if (nonce) global.__webpack_nonce__ = nonce;
}

/*
 * zod compiles an object schema's parser with `Function` when it may, and finds
 * out (as each object schema is built) by trying `Function('')`, which the
 * policy (no 'unsafe-eval') refuses and reports as a violation. Parse without
 * compiling: this module is main.tsx's first import, and the build puts it in
 * zod's own chunk (web/vite.config.ts, issue 33), so this runs before any
 * schema of any other chunk is built.
 */
z.config({ jitless: true });
