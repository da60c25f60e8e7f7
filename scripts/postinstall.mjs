// @ts-check
/** Makes sure the PocketBase binary is usable and tells what is missing, without failing the install. */
import { chmodSync, existsSync } from "node:fs";
import { pocketbaseBinary } from "./lib/pocketbase.mjs";

try {
  const bin = pocketbaseBinary();
  if (existsSync(bin)) chmodSync(bin, 0o755);
} catch (error) {
  console.warn(`\n[netlift] ${error instanceof Error ? error.message : error}\n`);
}
