// The two shops whose difference is what the shop's logs and metrics cost (`npm run bench:load --observability`
// times it, `npm run bench:instructions` counts it in instructions): one as it runs in production, one without
// them. Both run on SQLite with 1 process behind a trusted proxy (the load's addresses come in X-Forwarded-For),
// with no mail or card provider.

/** Each shop's own settings: `with` answers /metrics to `metricsToken`. */
export function observationModes(metricsToken) {
  return {
    with: { LOG_LEVEL: 'info', METRICS_TOKEN: metricsToken },
    without: { LOG_LEVEL: 'silent', BRIX_BENCH_UNOBSERVED: '1' },
  };
}

/** The settings both shops share, for one listening on `port` with its data in `dataDir`. */
export function observationShopEnv({ dataDir, port }) {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_CONCURRENCY: '1',
    TRUST_PROXY: '1',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    ADMIN_PASSWORD: 'Bench-admin-pass-1!',
  };
}
