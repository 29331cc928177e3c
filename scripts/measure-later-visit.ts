/**
 * A later visit on a slow link: loads a first page in a browser, lets its prefetches settle, then loads a second
 * page in the same browser under Slow 4G as Lighthouse applies it (562.5 ms a request, 1.47 Mbps down, CPU 4×) and
 * prints the second page's paint times, median of the runs: what a returning visitor sees, where a cold-cache
 * measurement sees only first visits (docs/performance.md, "Fast on a slow link").
 *
 *   npm run measure:later-visit -- http://localhost:3900 /pricing / [--runs 3] [--no-js] [--cookie name=value]
 */
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option("--runs") ?? 3);
const cookie = option("--cookie");
const js = !args.includes("--no-js");
const [base, first, second] = args.filter((a) => a !== "--no-js");
if (!base || !first || !second) throw new Error("usage: measure-later-visit BASE_URL /first /second");

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * Read synchronously from the buffered entries (with JavaScript off the page's timers never run). A string, so
 * that tsx's helpers (`__name`) stay out of the page.
 */
const PAINT_TIMES = `(() => {
  const entries = (type) => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type, buffered: true });
    const list = observer.takeRecords();
    observer.disconnect();
    return list;
  };
  const fcp = entries("paint").find((e) => e.name === "first-contentful-paint");
  const lcp = entries("largest-contentful-paint").at(-1);
  return { fcp: fcp ? fcp.startTime : NaN, lcp: lcp ? lcp.startTime : NaN };
})()`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic"],
});
const results: { fcp: number; lcp: number }[] = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ ...MOBILE, javaScriptEnabled: js });
  if (cookie) {
    const [name, ...value] = cookie.split("=");
    await context.addCookies([{ name, value: value.join("="), url: base }]);
  }
  const page = await context.newPage();
  await page.goto(base + first, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(base + second, { waitUntil: "load" });
  await page.waitForLoadState("networkidle").catch(() => {});
  const { fcp, lcp } = await page.evaluate<{ fcp: number; lcp: number }>(PAINT_TIMES);
  results.push({ fcp, lcp });
  await context.close();
}
await browser.close();

const median = (key: "fcp" | "lcp") => {
  const values = results.map((r) => r[key]).sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)]);
};
console.log(
  `${first} then ${second}, JavaScript ${js ? "on" : "off"}, median of ${runs}: ` +
    `FCP ${median("fcp")} ms, LCP ${median("lcp")} ms`,
);
