// Administration: open payment problems on top, then the tabs: Orders (each with its pick list and its detail,
// where it is cancelled and refunded), Parts for open orders, Stock, Coupons (small screens show only Orders), a
// read-only view of the mail the shop sent (the outbox), and the failed jobs with Retry.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '../../lib/media';
import { CouponsTab } from './CouponsTab';
import { FailedJobsTab } from './FailedJobsTab';
import { OrdersTab } from './OrdersTab';
import { OutboxTab } from './OutboxTab';
import { PartsTab } from './PartsTab';
import { StockTab } from './StockTab';
import { PaymentProblems } from './PaymentProblems';
import styles from './admin.module.css';

type Tab = 'orders' | 'parts' | 'stock' | 'coupons' | 'outbox' | 'failed-jobs';
/** Below this width only Orders is offered (small screens show only Orders). */
const WIDE_QUERY = '(min-width: 600px)';
const TABS: { id: Tab; label: string; wideOnly: boolean }[] = [
  { id: 'orders', label: 'Orders', wideOnly: false },
  { id: 'parts', label: 'Parts', wideOnly: true },
  { id: 'stock', label: 'Stock', wideOnly: true },
  { id: 'coupons', label: 'Coupons', wideOnly: true },
  { id: 'outbox', label: 'Outbox', wideOnly: true },
  { id: 'failed-jobs', label: 'Failed jobs', wideOnly: true },
];

/** The tab a link asked for (`/admin?tab=failed-jobs`, where /api/health's failed-job count points), else Orders. */
const linkedTab = (value: string | null): Tab => TABS.find((t) => t.id === value)?.id ?? 'orders';

export default function AdminPage() {
  const [params] = useSearchParams();
  const [chosen, setTab] = useState<Tab>(() => linkedTab(params.get('tab')));
  const wide = useMediaQuery(WIDE_QUERY);
  // On a narrow screen the wide-only tabs are hidden, so Orders shows; widening brings the chosen tab back.
  const tab: Tab = wide ? chosen : 'orders';

  function onKeyDown(e: React.KeyboardEvent, index: number) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const visible = TABS.filter((t) => !t.wideOnly || wide);
    const at = visible.findIndex((t) => t.id === TABS[index].id);
    const next = visible[(at + (e.key === 'ArrowRight' ? 1 : visible.length - 1)) % visible.length];
    setTab(next.id);
    document.getElementById(`admin-tab-${next.id}`)?.focus();
  }

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">Administration</h1>
      <PaymentProblems />
      <div role="tablist" aria-label="Administration" className={styles.tabs}>
        {TABS.map((t, i) => (
          <button
            key={t.id}
            id={`admin-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`admin-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={`${styles.tab} ${tab === t.id ? styles.tabActive : ''} ${t.wideOnly ? styles.wideOnly : ''}`}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`admin-panel-${tab}`} role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className={styles.panel}>
        {tab === 'orders' ? <OrdersTab /> : null}
        {/* The chosen wide-only tab stays mounted, hidden, while the screen is narrow (a tablet turned upright):
            widening shows it again as it was, with its filter and whatever was being typed. */}
        <div hidden={!wide}>
          {chosen === 'parts' ? <PartsTab /> : null}
          {chosen === 'stock' ? <StockTab /> : null}
          {chosen === 'coupons' ? <CouponsTab /> : null}
          {chosen === 'outbox' ? <OutboxTab /> : null}
          {chosen === 'failed-jobs' ? <FailedJobsTab /> : null}
        </div>
      </div>
    </div>
  );
}
