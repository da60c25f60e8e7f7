// @ts-check
/**
 * /api/assist under load (20 connections, the LLM stand-in answering instantly) next to a plain
 * authenticated record read in the same run: the server's own floor.
 */
import { runLoad } from "../lib/load.mjs";
import { createProUser } from "../lib/pro-user.mjs";

const CONNECTIONS = 20;
const DURATION_MS = 8000;

/** @param {{ baseUrl: string, adminEmail: string, adminPassword: string }} o */
export async function benchApi(o) {
  const { id, token } = await createProUser(o.baseUrl, { email: o.adminEmail, password: o.adminPassword }, {
    email: `bench-${Date.now()}@example.com`,
    password: "bench-password-1",
    name: "Bench",
  });

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
  });
  const floor = await runLoad({
    url: `${o.baseUrl}/api/collections/user_details/records/${id}`,
    init: () => ({ headers: { authorization: token } }),
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
  });
  const assist = await runLoad({
    url: `${o.baseUrl}/api/assist`,
    init: () => ({ method: "POST", headers: { "content-type": "application/json", authorization: token }, body: assistBody }),
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
  });
  const ratio = assist.rps / Math.max(1, floor.rps);
  console.log(`\nAPI under load (${CONNECTIONS} connections, ${DURATION_MS / 1000} s each, LLM stand-in answering instantly)`);
  console.log("route                          req/s    p50 ms   p99 ms  errors");
  for (const [name, r] of [["record read (floor)", floor], ["POST /api/assist", assist]]) {
    const row = /** @type {{ rps: number, p50: number, p99: number, errors: number }} */ (r);
    console.log(`${String(name).padEnd(28)} ${String(row.rps).padStart(7)} ${String(row.p50).padStart(9)} ${String(row.p99).padStart(8)} ${String(row.errors).padStart(7)}`);
  }
  console.log(`assist throughput = ${(ratio * 100).toFixed(0)} % of the floor (target ≥ 50 %), p99 ${assist.p99} ms (target < 50 ms)`);
  return { connections: CONNECTIONS, durationMs: DURATION_MS, floor, assist, assistShareOfFloor: Number(ratio.toFixed(2)) };
}
