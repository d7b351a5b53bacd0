// Parts for open orders: every open order's pick list summed, for a day's picking and buying, beside the
// free stock; a colour the stock cannot cover shows its shortfall in red.
import type { PickList, StockColor, StockReport } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { RefreshBar } from './controls';
import { Downloads, KitParts, PickListTable } from './PickListTable';
import styles from './admin.module.css';

export function PartsTab() {
  const { data, error, retry } = useAnswer(() =>
    Promise.all([
      api.get<{ data: PickList }>('/admin/parts?filter=open'),
      api.get<{ data: StockReport }>('/admin/stock'),
    ]).then(([parts, stock]) => ({
      parts: parts.data,
      stock: new Map<number, StockColor>(stock.data.colors.map((c) => [c.code, c])),
    })),
  );
  const short = data ? data.parts.colors.filter((line) => (data.stock.get(line.code)?.shortfall ?? 0) > 0).length : 0;
  return (
    <div className="stack">
      <RefreshBar
        note="Everything the open orders still need: studs, spares, base plates and connectors."
        onRefresh={retry}
      />
      <FormMessage error={error} />
      {!data && !error ? <p role="status">Loading the parts...</p> : null}
      {data ? (
        <>
          <Downloads base="/api/admin/parts" query="?filter=open" label="Open orders" />
          {short > 0 ? (
            <p className={styles.shortNotice} role="note">
              {short === 1 ? '1 colour is' : `${short} colours are`} short: the stock cannot cover what the open orders
              need.
            </p>
          ) : null}
          <PickListTable list={data.parts} caption="Parts for open orders" stock={data.stock} />
          <KitParts list={data.parts} />
        </>
      ) : null}
    </div>
  );
}
