// @ts-check
/**
 * Throwaway self-signed certificates for the HTTPS stand-ins, made with the openssl command-line tool
 * (Node cannot issue certificates): the LLM stand-in on 127.0.0.1, which PocketBase trusts through
 * SSL_CERT_FILE (on Linux Go reads its root certificates from there; macOS and Windows ignore it), so
 * certificate checks stay on; and the LinkedIn captures' www.linkedin.com, for Chromium.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * @param {string} commonName
 * @param {string[]} altNames subjectAltName entries, e.g. "IP:127.0.0.1" or "DNS:*.linkedin.com"
 * @returns {{ keyFile: string, certFile: string, remove: () => void }}
 */
export function createSelfSignedCertificate(commonName, altNames) {
  const dir = mkdtempSync(join(tmpdir(), "netlift-cert-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"];
  args.push(
    "-subj",
    `/CN=${commonName}`,
    "-addext",
    `subjectAltName=${altNames.join(",")}`,
    "-keyout",
    keyFile,
    "-out",
    certFile,
  );
  const result = spawnSync("openssl", args, { encoding: "utf8" });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    const reason = result.error ? `${result.error.message} (install the openssl package)` : result.stderr.trim();
    throw new Error(`Could not make a certificate for ${commonName}: ${reason}`);
  }
  return { keyFile, certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A certificate for https://127.0.0.1. */
export function createLoopbackCertificate() {
  return createSelfSignedCertificate("127.0.0.1", ["IP:127.0.0.1"]);
}
