/**
 * What an e-mailed link's token says about itself (PocketBase signs it; only the server checks the
 * signature): the address it was sent for and when it expires. Pages use it to say "expired" before
 * asking for a password, and to sign in afterwards.
 */

export interface TokenClaims {
  /** the account's address (password reset, e-mail change) */
  email: string;
  /** the address being confirmed (e-mail change) */
  newEmail: string;
  /** expiry, in ms since the epoch; 0 when unknown */
  expiresAt: number;
}

/** The claims of a JWT, or null when it is not one. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims = JSON.parse(json) as Record<string, unknown>;
    const text = (key: string) => (typeof claims[key] === "string" ? (claims[key] as string) : "");
    return {
      email: text("email"),
      newEmail: text("newEmail"),
      expiresAt: typeof claims.exp === "number" ? claims.exp * 1000 : 0,
    };
  } catch {
    return null;
  }
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.expiresAt > 0 && claims.expiresAt <= now;
}
