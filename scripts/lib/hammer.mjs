// Load for `npm run bench:load`: keep-alive connections each sending its next request as soon as the last is
// answered (`hammer`), and the CPU time of the shop's processes and PostgreSQL's read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { shopperAddress } from './shoppers.mjs';

/** The time-out of one request. */
export const TIMEOUT_S = 10;

/** Clock ticks a second of /proc/PID/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** [pid, ppid, pgrp, CPU ms of the process and of its waited-for children] of every process, from /proc (Linux). */
function processTable() {
  let entries;
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const table = [];
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) in parentheses: state ppid pgrp ... utime(14) stime cutime cstime.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 1000) / TICKS;
      table.push({
        pid: Number(pid),
        ppid: Number(f[1]),
        pgrp: Number(f[2]),
        ms,
        cmdline: () => readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
      });
    } catch {
      /* gone meanwhile */
    }
  }
  return table;
}

/**
 * CPU ms used so far by the shop (its process group: the primary and its workers), by the PostgreSQL server on
 * `pgPort` (the postmaster and its children) and by this load generator, or null where /proc cannot tell.
 */
export function cpuNow(shopPid, pgPort) {
  const table = processTable();
  if (table.length === 0) return null;
  const shop = table.filter((p) => p.pgrp === shopPid).reduce((n, p) => n + p.ms, 0);
  let db = 0;
  if (pgPort) {
    const postmaster = table.find((p) => {
      try {
        return p.cmdline().split('\0').join(' ').includes(`-p ${pgPort} `);
      } catch {
        return false;
      }
    });
    if (postmaster)
      db = table.filter((p) => p.pid === postmaster.pid || p.ppid === postmaster.pid).reduce((n, p) => n + p.ms, 0);
  }
  const { user, system } = process.cpuUsage();
  return { shop, db, generator: (user + system) / 1000 };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * One request on `agent`: resolves with its status (or error) and how long it took, never rejects; with its body
 * when `r.readBody`. `onSent` gets the time it was sent, for the requests still unanswered when the clock stops.
 */
export function send(agent, target, r, onSent = () => {}) {
  return new Promise((resolve) => {
    const headers = { ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) };
    const started = performance.now();
    onSent(started);
    const req = http.request(
      { agent, hostname: target.hostname, port: target.port, method: r.method, path: r.path, headers },
      (res) => {
        let body = '';
        if (r.readBody) res.setEncoding('utf8');
        res.on('data', r.readBody ? (chunk) => (body += chunk) : () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, body }));
        res.on('error', (error) => resolve({ error, ms: performance.now() - started }));
      },
    );
    req.setTimeout(TIMEOUT_S * 1000, () =>
      req.destroy(Object.assign(new Error(`over ${TIMEOUT_S} s`), { timedOut: true })),
    );
    req.on('error', (error) => resolve({ error, ms: performance.now() - started }));
    req.end(r.body);
  });
}

/**
 * One route with `connections` keep-alive connections, each sending its next request as soon as the last one is
 * answered, for `seconds`. Connection i carries shopper i (session or account); each request comes from the next of
 * 65,536 addresses of the scenario (X-Forwarded-For, TRUST_PROXY=1), as through a proxy carrying many shoppers, so
 * no address reaches a per-address limit.
 *
 * The connections are opened first, each with one home-page request, and the clock starts when all have answered
 * (`connect`: how long that took). Node 20 (libuv 1.46) accepts one new connection per turn of its event loop: 200
 * connections opened in one instant on a process already answering many would wait seconds in line to be accepted,
 * which measures the connection storm, not the route. Requests still unanswered when the clock stops count
 * towards `max` with their age.
 */
export async function hammer(url, scenario, { connections, seconds, name = scenario.name, cpu = () => null }) {
  const target = new URL(url);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: connections,
    maxFreeSockets: connections,
    scheduling: 'fifo',
  });
  let address = 0;
  const request = (i) => {
    const r = scenario.requestFor(i);
    return { ...r, headers: { ...r.headers, 'x-forwarded-for': shopperAddress(scenario.group, address++ % 65_536) } };
  };
  const opening = performance.now();
  const opened = await Promise.all(
    Array.from({ length: connections }, () =>
      send(agent, target, { method: 'GET', path: '/', headers: { accept: 'text/html' } }),
    ),
  );
  const connect = performance.now() - opening;
  const notOpened = opened.filter((o) => o.error || o.status !== 200).length;

  const latencies = [];
  const unexpected = new Map();
  let timeouts = 0;
  let connectionErrors = 0;
  const inFlight = new Map();
  const cpuAtStart = cpu();
  const start = performance.now();
  let stopped = false;
  const shopper = async (i) => {
    while (!stopped) {
      const outcome = await send(agent, target, request(i), (sent) => inFlight.set(i, sent));
      inFlight.delete(i);
      if (stopped) return;
      // A scenario of several steps (the checkout mix) moves on.
      scenario.answered?.(i, outcome);
      if (outcome.error) {
        if (outcome.error.timedOut) timeouts += 1;
        else connectionErrors += 1;
      } else if (outcome.status === scenario.expect) latencies.push(outcome.ms);
      else unexpected.set(outcome.status, (unexpected.get(outcome.status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: connections }, (_, i) => shopper(i));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  stopped = true;
  const stoppedAt = performance.now();
  const cpuAtEnd = cpu();
  const oldestInFlight = Math.max(0, ...[...inFlight.values()].map((sent) => stoppedAt - sent));
  // Closing the connections ends the requests still waiting (the shop drops a sign-in whose client left).
  agent.destroy();
  await Promise.all(loops);

  latencies.sort((a, b) => a - b);
  const refused = [...unexpected.values()].reduce((n, c) => n + c, 0);
  const answered = latencies.length + refused;
  const perAnswer = (key) => (cpuAtStart && cpuAtEnd && answered ? (cpuAtEnd[key] - cpuAtStart[key]) / answered : null);
  return {
    route: name,
    connections,
    rps: answered / ((stoppedAt - start) / 1000),
    shopCpu: perAnswer('shop'),
    dbCpu: perAnswer('db'),
    generatorCpu: perAnswer('generator'),
    total: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(latencies.at(-1) ?? 0, oldestInFlight)),
    connect: Math.round(connect),
    errors: refused + timeouts + connectionErrors + notOpened,
    detail: [
      ...[...unexpected].map(([code, count]) => `${count}x${code}`),
      ...(connectionErrors ? [`${connectionErrors} connection errors`] : []),
      ...(timeouts ? [`${timeouts} over ${TIMEOUT_S} s`] : []),
      ...(notOpened ? [`${notOpened} connections failed to open`] : []),
      ...(oldestInFlight > (latencies.at(-1) ?? 0) ? [`max: a request still unanswered at the end`] : []),
    ].join(', '),
  };
}
