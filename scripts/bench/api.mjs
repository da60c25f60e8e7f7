// @ts-check
/**
 * /api/assist under load (20 connections, the LLM stand-in answering instantly from its own process)
 * next to a plain authenticated record read in the same run: the server's own floor.
 *
 * The two alternate over ROUNDS rounds and the round with the median ratio is the headline, so a
 * noisy moment on a shared machine moves one round, not the result. Each figure also carries the
 * server's own CPU time per request (from /proc): on a 2-core machine where the load generator and
 * the stand-in share the cores, that is the cleanest measure of what the route itself costs. The
 * stand-in's CPU per request is reported too: it is work a real provider does on its own machine,
 * here taken from the cores the server runs on.
 * `provider` names how the stand-in is reached (bench.mjs runs this once per kind of provider).
 */
import { readFileSync } from "node:fs";
import { runLoad } from "../lib/load.mjs";
import { createProUser } from "../lib/pro-user.mjs";

const CONNECTIONS = 20;
const ROUNDS = 5;
const DURATION_MS = 5000;
const WARMUP_MS = 1000;

/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(/** @type {number} */ pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * A process's memory from /proc/<pid>/status, in MiB: its resident set now and its peak (VmHWM, the
 * most it has held since it started); null where /proc is missing.
 */
export function memoryMiB(/** @type {number} */ pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = (/** @type {string} */ field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    const [rss, peak] = [kib("VmRSS"), kib("VmHWM")];
    return Number.isFinite(rss) && Number.isFinite(peak) ? { rss: Math.round(rss / 1024), peak: Math.round(peak / 1024) } : null;
  } catch {
    return null;
  }
}

/** CPU ms per request between two cpuMs readings; null where /proc is missing. */
function perRequest(/** @type {number | null} */ before, /** @type {number | null} */ after, /** @type {number} */ requests) {
  return before === null || after === null ? null : Number(((after - before) / Math.max(1, requests)).toFixed(2));
}

/**
 * @param {{ url: string, init: () => import("../lib/load.mjs").LoadRequest, serverPid: number, standinPid: number }} o
 */
async function measure(o) {
  const serverBefore = cpuMs(o.serverPid);
  const standinBefore = cpuMs(o.standinPid);
  const result = await runLoad({ url: o.url, init: o.init, connections: CONNECTIONS, durationMs: DURATION_MS });
  return {
    ...result,
    serverCpuMsPerRequest: perRequest(serverBefore, cpuMs(o.serverPid), result.requests),
    standinCpuMsPerRequest: perRequest(standinBefore, cpuMs(o.standinPid), result.requests),
  };
}

/**
 * `targets`: whether this run is the one the targets are read on (printed with its figures).
 * @param {{ provider: string, targets: boolean, baseUrl: string, adminEmail: string, adminPassword: string, serverPid: number, standinPid: number }} o
 */
export async function benchApi(o) {
  const { id, token, disclosure } = await createProUser(
    o.baseUrl,
    { email: o.adminEmail, password: o.adminPassword },
    {
      email: `bench-${Date.now()}@example.com`,
      password: "bench-password-1",
      name: "Bench",
    },
  );

  const assistBody = JSON.stringify({
    task: "profile.summary",
    page: "profile",
    context: {
      profile: {
        name: "Elena Petrova",
        headline: "Data Scientist at Northwind",
        about: "I build forecasting models for retail supply chains and teach a weekly SQL clinic.",
        experience: [{ title: "Data Scientist", company: "Northwind", dates: "2021 – now" }],
      },
    },
    disclosure,
  });
  const floorRequest = {
    url: `${o.baseUrl}/api/collections/user_details/records/${id}`,
    init: () => ({ headers: { authorization: token } }),
  };
  const assistRequest = {
    url: `${o.baseUrl}/api/assist`,
    init: () => ({ method: "POST", headers: { "content-type": "application/json", authorization: token }, body: assistBody }),
  };

  // one unmeasured second of each first: the server, the stand-in's JIT and the connections start cold
  for (const request of [floorRequest, assistRequest])
    await runLoad({ ...request, connections: CONNECTIONS, durationMs: WARMUP_MS });

  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const floor = await measure({ ...floorRequest, serverPid: o.serverPid, standinPid: o.standinPid });
    const assist = await measure({ ...assistRequest, serverPid: o.serverPid, standinPid: o.standinPid });
    rounds.push({ floor, assist, assistShareOfFloor: Number((assist.rps / Math.max(1, floor.rps)).toFixed(3)) });
  }
  const median = [...rounds].sort((a, b) => a.assistShareOfFloor - b.assistShareOfFloor)[Math.floor(ROUNDS / 2)];
  if (!median) throw new Error("no benchmark rounds ran");

  console.log(
    `\nAPI under load (${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_MS / 1000} s, ` +
      `LLM stand-in answering instantly over ${o.provider})`,
  );
  console.log(
    "round  route                     req/s   p50 ms   p90 ms   p99 ms  server CPU ms/req  stand-in CPU ms/req  errors",
  );
  rounds.forEach((round, i) => {
    for (const [name, row] of /** @type {const} */ ([
      ["record read (floor)", round.floor],
      ["POST /api/assist", round.assist],
    ])) {
      console.log(
        `${String(i + 1).padEnd(6)} ${name.padEnd(24)} ${String(row.rps).padStart(6)} ${String(row.p50).padStart(8)} ${String(row.p90).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.serverCpuMsPerRequest ?? "n/a").padStart(18)} ${String(row.standinCpuMsPerRequest ?? "n/a").padStart(20)} ${String(row.errors).padStart(7)}`,
      );
    }
  });
  console.log(
    `median round: assist throughput = ${(median.assistShareOfFloor * 100).toFixed(0)} % of the floor${o.targets ? " (target ≥ 50 %)" : ""}, ` +
      `p99 ${median.assist.p99} ms (${o.targets ? "target < 50 ms; " : ""}the floor's own p99 is ${median.floor.p99} ms), ` +
      `server CPU ${median.assist.serverCpuMsPerRequest ?? "n/a"} against ${median.floor.serverCpuMsPerRequest ?? "n/a"} ms per request ` +
      `(the stand-in's: ${median.assist.standinCpuMsPerRequest ?? "n/a"} ms per assist request)`,
  );
  // the spread over the rounds: how far one run's headline can move on this machine
  const shares = rounds.map((r) => r.assistShareOfFloor * 100);
  const p99s = rounds.map((r) => r.assist.p99);
  console.log(
    `rounds range: assist throughput ${Math.min(...shares).toFixed(0)}–${Math.max(...shares).toFixed(0)} % of the floor, ` +
      `p99 ${Math.min(...p99s)}–${Math.max(...p99s)} ms`,
  );
  const memory = memoryMiB(o.serverPid);
  if (memory) console.log(`PocketBase memory: ${memory.rss} MiB resident after the rounds, ${memory.peak} MiB at its peak`);
  const { assistShareOfFloor } = median;
  return {
    provider: o.provider,
    targets: o.targets,
    connections: CONNECTIONS,
    rounds,
    durationMs: DURATION_MS,
    median,
    assistShareOfFloor,
    memory,
  };
}
