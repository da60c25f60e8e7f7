/** Where a visitor belongs (signed out, unverified, verified): a pure rule the islands apply on load. */

export type GatedPage = "login" | "signup" | "verify-email" | "dashboard" | "settings";
export type Visitor = { signedIn: false } | { signedIn: true; verified: boolean };

/** The path to send the visitor to, or null to stay. */
export function redirectFor(page: GatedPage, visitor: Visitor): string | null {
  switch (page) {
    case "login":
    case "signup":
      return visitor.signedIn ? "/dashboard" : null;
    case "verify-email":
      if (!visitor.signedIn) return "/login";
      return visitor.verified ? "/dashboard" : null;
    case "dashboard":
    case "settings":
      if (!visitor.signedIn) return "/login";
      return visitor.verified ? null : "/verify-email";
  }
}

export function go(path: string) {
  window.location.assign(path);
}
