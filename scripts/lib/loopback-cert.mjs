// @ts-check
/**
 * A throwaway self-signed certificate for 127.0.0.1, for stand-ins served over HTTPS. PocketBase
 * trusts it through SSL_CERT_FILE (on Linux Go reads its root certificates from there; macOS and
 * Windows ignore it), so certificate checks stay on. Made with the openssl command-line tool (Node
 * cannot issue certificates).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @returns {{ keyFile: string, certFile: string, remove: () => void }} */
export function createLoopbackCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "netlift-cert-"));
  const keyFile = join(dir, "key.pem");
  const certFile = join(dir, "cert.pem");
  const args = ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"];
  args.push("-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", keyFile, "-out", certFile);
  const result = spawnSync("openssl", args, { encoding: "utf8" });
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    const reason = result.error ? `${result.error.message} (install the openssl package)` : result.stderr.trim();
    throw new Error(`Could not make a certificate for the HTTPS stand-in: ${reason}`);
  }
  return { keyFile, certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
