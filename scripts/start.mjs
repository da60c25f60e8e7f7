// @ts-check
/**
 * npm start: build site and extension, run a mail catcher when SMTP_HOST is unset, apply migrations
 * and serve site + API from one PocketBase. Ctrl-C stops everything; data stays in PB_DATA_DIR.
 */
import { mkdirSync } from "node:fs";
import { buildAll, EXTENSION_BUILD } from "./lib/build.mjs";
import { loadEnv } from "./lib/env.mjs";
import { startInbox, startMailCatcher } from "./lib/mailcatcher.mjs";
import { DIST_DIR, freePort, migrateUp, startPocketBase, stopProcess } from "./lib/pocketbase.mjs";

const env = loadEnv();
const started = Date.now();
/** @type {(() => Promise<unknown>)[]} */
const cleanups = [];

async function shutdown(code = 0) {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  console.log("Building site and extension…");
  await buildAll(env);

  let inboxUrl = "";
  if (!env.SMTP_HOST) {
    const catcher = await startMailCatcher({ port: Number(env.MAILCATCHER_SMTP_PORT || 0) || (await freePort()) });
    const inbox = await startInbox(catcher, { port: Number(env.MAILCATCHER_WEB_PORT || 8025) });
    cleanups.push(catcher.close, inbox.close);
    catcher.events.on("mail", (/** @type {import("./lib/mailcatcher.mjs").CaughtMail} */ m) => {
      console.log(`\n✉  "${m.subject}" to ${m.to.join(", ")}`);
      for (const link of m.links) console.log(`   ${link}`);
    });
    Object.assign(env, { SMTP_HOST: catcher.host, SMTP_PORT: String(catcher.port), SMTP_TLS: "false" });
    inboxUrl = inbox.url;
  }

  mkdirSync(env.PB_DATA_DIR, { recursive: true });
  await migrateUp(env.PB_DATA_DIR, env);
  const pb = await startPocketBase({
    dataDir: env.PB_DATA_DIR,
    host: env.HOST,
    port: Number(env.PORT),
    publicDir: DIST_DIR,
    env,
    stdio: "inherit",
    timeoutMs: 60_000,
  });
  cleanups.push(() => stopProcess(pb.child));
  pb.child.once("exit", (code) => {
    console.error(`PocketBase exited (${code}).`);
    shutdown(code ?? 1);
  });

  console.log(`
Netlift is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)
  Site + API     ${pb.url}   (public URL ${env.APP_URL})
  Admin UI       ${pb.url}/_/
  Mail           ${inboxUrl ? `${inboxUrl} (verification links are also printed here)` : `sent through ${env.SMTP_HOST}`}
  Extension      load unpacked from ${EXTENSION_BUILD}
  Data           ${env.PB_DATA_DIR}
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
