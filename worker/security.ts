import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The baseline headers on every response, and a CSP whose script nonce is
 * fresh per response (`c.var.secureHeadersNonce`). Vite's dev server injects
 * styles inline, so only dev allows inline style elements.
 */
export function security() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
      // blob: for the previews of photos a shopper picks for a review (object URLs of local files).
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
