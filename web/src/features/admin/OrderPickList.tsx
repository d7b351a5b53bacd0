// An order's pick list in its row of the Orders tab: the whole order first (what to take off the shelves),
// then each item's kit (what goes into each box), with the CSV and BrickLink downloads.
import { platesSizeName, type ItemPickList, type OrderPickList as OrderPicks } from '@brixilated/shop';
import { api } from '../../lib/api';
import { useAnswer } from '../../lib/useAnswer';
import { FormMessage } from '../../components/forms';
import { Downloads, KitParts, PickListTable } from './PickListTable';
import styles from './admin.module.css';

/** The item's size as the cart names it ("Small Square 1:1"), from its kit's base plates (one line a Brix). */
function pickedSizeName(item: ItemPickList): string {
  const plates = item.plates[0];
  if (!plates) return `${item.size} ${item.shape}`;
  return platesSizeName(item, plates);
}

export function OrderPickList({ orderNumber }: { orderNumber: string }) {
  const path = `/admin/orders/${encodeURIComponent(orderNumber)}`;
  const { data, error } = useAnswer(
    () => api.get<{ data: OrderPicks }>(`${path}/pick-list`).then((a) => a.data),
    orderNumber,
  );
  if (error) return <FormMessage error={error} />;
  if (!data) return <p role="status">Loading the pick list...</p>;
  return (
    <section className={styles.pickList} aria-label={`Pick list for order ${orderNumber}`}>
      <h2 className={styles.pickTitle}>Pick list</h2>
      <Downloads base={`/api${path}/parts`} label={`Order ${orderNumber}`} />
      <PickListTable list={data.total} caption={`Order ${orderNumber}: every item`} />
      <KitParts list={data.total} />
      {data.items.map((item, i) => (
        <details key={item.itemId} className={styles.pickItem}>
          <summary>
            Item {i + 1}: {pickedSizeName(item)}, {item.plates[0]?.wide} x {item.plates[0]?.high} plates,{' '}
            {item.quantity} {item.quantity === 1 ? 'kit' : 'kits'}
          </summary>
          <PickListTable list={item} caption={`Order ${orderNumber}, item ${i + 1}`} />
          <KitParts list={item} />
        </details>
      ))}
    </section>
  );
}
