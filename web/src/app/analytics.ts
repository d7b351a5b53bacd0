// Page views (POST /api/analytics). Fire-and-forget: analytics never gets in a customer's way.
export function trackPageView(path: string): void {
  sendAnalytics({ type: 'pageview', path });
}

export function trackEvent(category: string, action: string, label?: string): void {
  sendAnalytics({ type: 'event', path: window.location.pathname, category, action, label });
}

function sendAnalytics(body: Record<string, unknown>): void {
  try {
    void fetch('/api/analytics', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    /* analytics is best effort */
  }
}
