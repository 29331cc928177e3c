/**
 * A small HTTP load test against a running server (the in-process market-scale benchmark is `npm run bench`):
 *   node --import tsx scripts/load-test.ts [baseUrl] [requestsPerPath] [concurrency]
 * Signs in as the demo general contractor for the signed-in paths. Prints requests/second and latency percentiles.
 */
const [base = "http://localhost:3000", total = "400", concurrency = "8"] = process.argv.slice(2);

const PUBLIC_PATHS = ["/healthz", "/", "/pricing", "/auth"];
const SIGNED_IN_PATHS = ["/dashboard", "/profile", "/api/user"];

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "summit_builders", password: "demo1234" }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} (is the demo data loaded?)`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function measure(path: string, cookie?: string) {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < Number(total)) {
      next++;
      const t0 = performance.now();
      const response = await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} });
      await response.arrayBuffer();
      if (!response.ok) failures++;
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: Number(concurrency) }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${path.padEnd(14)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(50).padStart(6)} ms   p95 ${pct(95).padStart(6)} ms` +
      (failures ? `   ${failures} failed` : ""),
  );
}

const cookie = await signIn();
console.log(`${base}: ${total} requests per path, ${concurrency} at a time`);
for (const path of PUBLIC_PATHS) await measure(path);
for (const path of SIGNED_IN_PATHS) await measure(path, cookie);

export {};
