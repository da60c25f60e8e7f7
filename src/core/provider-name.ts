/**
 * The AI provider's name when the operator gave none (LLM_PROVIDER_NAME unset), made from the host of
 * LLM_BASE_URL. Users see it in the extension's disclosure and in GET /api/me, so it must name the
 * provider without telling anyone where the server's AI runs: never a host, an address or a port (the
 * review read "127.0.0.1:11434" there). A well-known provider gets its name; a model on the operator's
 * own machine or network is "a self-hosted model"; any other public name, its registrable domain.
 */

export const SELF_HOSTED_PROVIDER = "a self-hosted model";
/** A public IP address says nothing of who runs the model there, and must not be shown. */
export const UNNAMED_PROVIDER = "an unnamed AI server";

/** Providers' names by the registrable domain of their API's host. */
const KNOWN_PROVIDERS: Readonly<Record<string, string>> = {
  "openai.com": "OpenAI",
  "azure.com": "Microsoft Azure",
  "anthropic.com": "Anthropic",
  "mistral.ai": "Mistral AI",
  "openrouter.ai": "OpenRouter",
  "groq.com": "Groq",
  "together.xyz": "Together AI",
  "together.ai": "Together AI",
  "googleapis.com": "Google",
  "deepseek.com": "DeepSeek",
  "fireworks.ai": "Fireworks AI",
  "perplexity.ai": "Perplexity",
  "x.ai": "xAI",
  "cohere.com": "Cohere",
  "cohere.ai": "Cohere",
  "deepinfra.com": "DeepInfra",
  "cerebras.ai": "Cerebras",
  "huggingface.co": "Hugging Face",
  "amazonaws.com": "Amazon Web Services",
  "nvidia.com": "NVIDIA",
};

/** Names that resolve only inside a network (RFC 6761, RFC 8375, common practice). */
const LOCAL_SUFFIXES = [
  "localhost",
  "local",
  "internal",
  "intranet",
  "lan",
  "home",
  "home.arpa",
  "corp",
  "private",
  "test",
  "invalid",
  "example",
];

/** Second-level labels under which a country's registrable domains sit (example.co.uk, example.com.au). */
const SHARED_SECOND_LEVEL = ["co", "com", "net", "org", "ac", "gov", "edu", "ne", "or", "go"];

/** The host of a URL without scheme, user, password, port or path, in lower case; "" when there is none. */
export function hostOf(url: string): string {
  // no URL class in the hooks' engine (goja): the authority is what lies between "//" and the next "/", "?" or "#"
  const afterScheme = url.indexOf("//") >= 0 ? url.slice(url.indexOf("//") + 2) : url;
  const authority = afterScheme.split(/[/?#]/)[0] ?? "";
  const hostPort = authority.slice(authority.lastIndexOf("@") + 1).toLowerCase();
  if (hostPort.startsWith("[")) return hostPort.slice(0, hostPort.indexOf("]") + 1);
  const colon = hostPort.indexOf(":");
  return (colon >= 0 ? hostPort.slice(0, colon) : hostPort).replace(/\.$/, "");
}

function ipv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

/** Loopback, private, link-local and shared (carrier-grade NAT) IPv4 ranges, and 0.0.0.0. */
function isLocalIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168)
  );
}

/** Loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10) IPv6, and IPv4-mapped local ones. */
function isLocalIpv6(address: string): boolean {
  if (address === "::1" || address === "::") return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return isLocalIpv4(ipv4(mapped[1]!) ?? [1]);
  return /^f[cd][0-9a-f]{0,2}:/.test(address) || /^fe[89ab][0-9a-f]?:/.test(address);
}

/** example.com for api.example.com, example.co.uk for llm.example.co.uk (close enough without the public suffix list). */
function registrableDomain(labels: string[]): string {
  const n = labels.length;
  const shared = n >= 3 && labels[n - 1]!.length === 2 && SHARED_SECOND_LEVEL.includes(labels[n - 2]!);
  return labels.slice(shared ? -3 : -2).join(".");
}

/** The provider's name for the host of LLM_BASE_URL (see the file's comment); "" for no host. */
export function nameOfHost(host: string): string {
  if (!host) return "";
  if (host.startsWith("[")) return isLocalIpv6(host.slice(1, -1)) ? SELF_HOSTED_PROVIDER : UNNAMED_PROVIDER;
  const v4 = ipv4(host);
  if (v4) return isLocalIpv4(v4) ? SELF_HOSTED_PROVIDER : UNNAMED_PROVIDER;
  if (/^[\d.]+$/.test(host) || host.includes(":")) return UNNAMED_PROVIDER; // an address in another spelling
  const labels = host.split(".").filter(Boolean);
  const local = labels.length < 2 || LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  if (local) return SELF_HOSTED_PROVIDER;
  const domain = registrableDomain(labels);
  return KNOWN_PROVIDERS[domain] ?? domain;
}
