/**
 * How the built site is served (pocketbase/pb_hooks/lib/site.js does the I/O): which file a path
 * means, which of its precompressed copies a client gets, how long it may be cached, and the security
 * headers of every page. Pure: the hooks pass in what they read (the request's headers, which files
 * exist, a page's HTML).
 */

/** Text types compressed at build time (scripts/lib/precompress.mjs), each with its Content-Type. */
const TEXT_TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain; charset=utf-8",
};

/** Files that are compressed already (media, fonts): served as they are. */
const BINARY_TYPES: Record<string, string> = {
  webm: "video/webm",
  mp4: "video/mp4",
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
};

/** The encodings of the precompressed copies, best first, with each copy's file suffix. */
export const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
export type Encoding = (typeof ENCODINGS)[number]["name"];

const extensionOf = (file: string) => {
  const base = file.slice(file.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
};

/** Whether a file is one of the text types that have precompressed copies. */
export function isCompressible(file: string): boolean {
  return extensionOf(file) in TEXT_TYPES;
}

/** The Content-Type of a file of the site, or null for a type the site does not serve. */
export function contentTypeOf(file: string): string | null {
  const ext = extensionOf(file);
  return TEXT_TYPES[ext] ?? BINARY_TYPES[ext] ?? null;
}

/**
 * The files a URL path may mean, in order (Astro's directory format: /login is login/index.html), or
 * null when it can never be a file of the site: an escape that does not decode, a "..", a hidden file
 * (a dot first), a precompressed copy asked for by name, or a type the site does not serve.
 */
export function candidateFiles(urlPath: string): string[] | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!path.startsWith("/") || path.includes("\0") || path.includes("\\")) return null;
  const segments = path.split("/").filter((s) => s !== "");
  if (segments.some((s) => s === ".." || s.startsWith("."))) return null;
  const relative = segments.join("/");
  if (relative === "") return ["index.html"];
  if (path.endsWith("/")) return [`${relative}/index.html`];
  const last = segments[segments.length - 1]!;
  if (/\.(br|gz)$/i.test(last)) return null;
  if (!last.includes(".")) return [`${relative}/index.html`];
  return contentTypeOf(relative) ? [relative] : null;
}

/**
 * The encoding to send from an Accept-Encoding header, among those with a copy on disk: brotli before
 * gzip, anything the client gave q=0 refused; null for the file as it is.
 */
export function chooseEncoding(acceptEncoding: string, available: readonly Encoding[]): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get("*");
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue;
    const q = accepted.get(name) ?? wildcard ?? 0;
    if (q > 0) return name;
  }
  return null;
}

/** Cache-Control of a file: hashed build output for a year, pages always revalidated, the rest for a day. */
export function cacheControlFor(file: string): string {
  if (file.startsWith("_astro/")) return "public, max-age=31536000, immutable";
  if (extensionOf(file) === "html") return "no-cache";
  return "public, max-age=86400";
}

/**
 * A strong validator of one representation: its size and modification time, and its encoding (the
 * gzip and brotli copies of a file are different bytes, so they never share an ETag).
 */
export function etagOf(size: number, modifiedMs: number, encoding: Encoding | null): string {
  return `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}${encoding ? `-${encoding}` : ""}"`;
}

/** Directives every page's policy has, whatever its HTML says (a meta tag cannot carry frame-ancestors). */
const REQUIRED_DIRECTIVES: [string, string][] = [
  ["default-src", "'self'"],
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["frame-ancestors", "'none'"],
];

/**
 * The Content-Security-Policy header of a page: the policy Astro wrote into its
 * `<meta http-equiv="content-security-policy">` (with the hashes of its inline scripts and styles),
 * completed with the directives every page must have. A header covers the whole document, where a
 * meta tag only covers what follows it. A page without one gets the required directives alone.
 */
export function pagePolicy(html: string): string {
  const meta = /<meta\s+http-equiv=["']?content-security-policy["']?\s+content=(["'])(.*?)\1/i.exec(html);
  const directives = (meta?.[2] ?? "")
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const names = new Set(directives.map((d) => d.split(/\s+/)[0]!.toLowerCase()));
  for (const [name, value] of REQUIRED_DIRECTIVES) if (!names.has(name)) directives.push(`${name} ${value}`);
  return directives.join("; ");
}

/** Browser features no page of the site uses, turned off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Headers of every response of the site; the page's policy only on HTML, HSTS only when the site is on HTTPS. */
export function securityHeaders(o: { https: boolean; policy: string | null }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (o.policy) headers["Content-Security-Policy"] = o.policy;
  if (o.https) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}
