// What the shop's logs and metrics cost, for `npm run bench:load`: two shops on SQLite with 1 process
// (scripts/lib/observation.mjs), one as it runs (an access line a request read from its pipe and dropped, request
// metrics, /metrics scraped every 5 s) and one without them. Each round runs the checkout mix
// (scripts/lib/checkout-mix.mjs) and each single route on one shop and then the other (which goes first alternates);
// before each run the machine is let settle (the shops' jobs done, no CPU spent). A route's ratio is the median over
// the rounds of its throughput with them over its throughput without them in the same round; the spread of the
// rounds' ratios is the run's own noise, which a change that replaces a library's job must beat.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { checkoutMix, checkoutShoppers } from './checkout-mix.mjs';
import { cpuNow, hammer, send } from './hammer.mjs';
import { observationModes, observationShopEnv } from './observation.mjs';
import { freePort } from './postgres.mjs';
import { startShop } from './server.mjs';
import { createShoppers, scenarios } from './shoppers.mjs';
import { median } from './stats.mjs';

/** The token the observed shop's /metrics asks for. */
const METRICS_TOKEN = 'bench-load-metrics-token';
/** The checkout mix's name among the routes. */
export const MIX = 'checkout mix';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** GET /metrics with the token, as Prometheus scrapes; resolves with the status. */
function scrapeMetrics(url) {
  return send(new http.Agent(), new URL(url), {
    method: 'GET',
    path: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
}

/**
 * Waits until the shops spend (almost) no CPU: their jobs done (the mix's orders each have a blueprint to draw),
 * their collections over (at most `maxMs`). Resolves with the seconds waited.
 */
async function settle(shops, maxMs = 150_000) {
  const spent = () => shops.reduce((n, shop) => n + (cpuNow(shop.pid, null)?.shop ?? 0), 0);
  const started = Date.now();
  let before = spent();
  while (Date.now() < started + maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = spent();
    if (now - before <= 20) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

/**
 * Runs `routes` (names of scripts/lib/shoppers.mjs's scenarios, and MIX) `rounds` times for `seconds` each on both
 * shops with `connections` connections; resolves with a row per route.
 */
export async function observabilityCost({ routes, rounds, seconds, connections }) {
  const shops = {};
  try {
    for (const [mode, extra] of Object.entries(observationModes(METRICS_TOKEN))) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-load-'));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // The observed shop's log goes down a pipe to this process, which reads and drops it (as a log shipper would).
      const shop = await startShop({ ...observationShopEnv({ dataDir, port }), ...extra }, { keepOutput: 256 * 1024 });
      // One account a connection for the single routes, and one for the mix (whose visits change their carts).
      const mix = routes.includes(MIX);
      const shoppers = await createShoppers(url, mix ? 2 * connections : connections);
      shops[mode] = { shop, url, dataDir, scenarios: scenarios(url, shoppers.slice(0, connections)) };
      if (mix)
        shops[mode].scenarios.push(
          checkoutMix(url, await checkoutShoppers(url, shoppers.slice(connections)), connections),
        );
    }
    const runs = Object.fromEntries(
      routes.map((route) => [route, { with: [], without: [], cpuWith: [], cpuWithout: [] }]),
    );
    const both = Object.values(shops).map(({ shop }) => shop);
    for (let round = 1; round <= rounds; round += 1) {
      for (const route of routes) {
        // Which goes first alternates, so a drift of the machine's load favours neither.
        for (const mode of round % 2 ? ['with', 'without'] : ['without', 'with']) {
          const { url, scenarios: list, shop } = shops[mode];
          const waited = await settle(both);
          const scraper =
            mode === 'with'
              ? setInterval(
                  () => void scrapeMetrics(url).then((r) => r.status === 200 || console.error('  /metrics:', r)),
                  5_000,
                )
              : null;
          const row = await hammer(
            url,
            list.find((s) => s.name === route),
            { connections, seconds, cpu: () => cpuNow(shop.pid, null) },
          );
          clearInterval(scraper);
          runs[route][mode].push(row.rps);
          if (row.shopCpu !== null) runs[route][mode === 'with' ? 'cpuWith' : 'cpuWithout'].push(row.shopCpu * 1000);
          console.log(
            `  round ${round} ${route.padEnd(15)} ${mode.padEnd(7)} ${row.rps.toFixed(0).padStart(6)} req/s  ${row.shopCpu === null ? '' : `${(row.shopCpu * 1000).toFixed(1)} us CPU  `}p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${row.detail ? ` (${row.detail})` : ''}  load ${load()}  (settled ${waited.toFixed(1)} s)`,
          );
        }
      }
    }
    const metrics = await scrapeMetrics(shops.with.url);
    if (metrics.status !== 200) throw new Error(`/metrics answered ${metrics.status}`);
    return routes.map((route) => {
      const r = runs[route];
      // Each round's two runs of a route were back to back: their ratio is what the machine's drift disturbs least.
      const ratios = r.with.map((value, i) => value / r.without[i]);
      const cpuWith = r.cpuWith.length ? median(r.cpuWith) : null;
      const cpuWithout = r.cpuWithout.length ? median(r.cpuWithout) : null;
      return {
        route,
        withMedian: median(r.with),
        withoutMedian: median(r.without),
        ratio: median(ratios),
        lowest: Math.min(...ratios),
        highest: Math.max(...ratios),
        runs: r,
        cpuWith,
        cpuWithout,
        cpuRatio: cpuWith && cpuWithout ? cpuWith / cpuWithout : null,
      };
    });
  } finally {
    for (const { shop, dataDir } of Object.values(shops)) {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** The rows as the Markdown table docs/benchmarks.md shows. */
export function costTable(costs) {
  const percent = (ratio) => `${((1 - ratio) * 100).toFixed(1)} %`;
  const lines = [
    "| Route | req/s with logs and metrics (median) | without (median) | ratio (median of rounds) | cost | rounds' ratios (lowest-highest) | CPU us/answer with / without (median) | CPU cost | runs with | runs without |",
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const c of costs) {
    const runs = (list) => list.map((v) => v.toFixed(0)).join(', ');
    lines.push(
      `| ${c.route} | ${c.withMedian.toFixed(0)} | ${c.withoutMedian.toFixed(0)} | ${c.ratio.toFixed(3)} | ${percent(c.ratio)} | ${c.lowest.toFixed(3)}-${c.highest.toFixed(3)} | ${c.cpuWith === null ? '-' : `${c.cpuWith.toFixed(1)} / ${c.cpuWithout.toFixed(1)}`} | ${c.cpuRatio === null ? '-' : `${((c.cpuRatio - 1) * 100).toFixed(1)} %`} | ${runs(c.runs.with)} | ${runs(c.runs.without)} |`,
    );
  }
  return lines.join('\n');
}
