import { useEffect } from 'react';
import { ROOMS, RoomPicker, RoomPreview } from '../../../components/rooms';
import { formatCents, kitFacts } from '@brixilated/shop';
import { KitFactsList } from '../../../components/KitFacts';
import { useEditor } from '../../editor';
import styles from '../Order.module.css';
import { dimensions, sizeKey } from '../shapes';
import { selectedSize, useChoices } from '../choices';
import { useFinal } from '../final';
import { retryFinal } from '../flow';
import { RetryNotice } from '../../../components/RetryNotice';
import { YourWall } from '../wall/YourWall';
import { useWall, YOUR_WALL_ID } from '../wall/wallStore';
import { SaveDesign } from './SaveDesign';
import { SizeMissing } from './SizeMissing';

/** The room picker's last choice: the shopper's own wall photo instead of a sample room. */
const YOUR_WALL = { id: YOUR_WALL_ID, name: 'Your wall' };

export function ReviewStep() {
  const final = useFinal((s) => s.final);
  const shape = useChoices((s) => s.shape);
  const size = useChoices(selectedSize);
  // Kept in the wall's store, so the choice (and the wall set up on it) stays when the step is drawn afresh.
  const roomId = useWall((s) => s.roomId) ?? ROOMS[0]?.id ?? '';
  const setRoomId = useWall((s) => s.chooseRoom);
  const preparing = final.status === 'rendering';
  // The grid as shown in the editor is the one the kit is packed and the blueprint printed from.
  const counts = useEditor((s) => s.doc?.counts ?? null);

  // While the order is being prepared, the browser asks before a refresh or a close loses it.
  useEffect(() => {
    if (!preparing) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [preparing]);

  if (!shape) return null;
  if (!size) return <SizeMissing />;

  return (
    <div className="stack">
      <div className={styles.stepHead}>
        <h1 className={styles.title}>Check out your Brix</h1>
        <SaveDesign />
      </div>
      {preparing && (
        <p className={styles.preparing} role="status">
          One moment while we prepare your order... Please don't refresh or leave the page.
        </p>
      )}
      {final.status === 'error' && <RetryNotice message={final.error} onRetry={retryFinal} inline />}
      {final.status === 'ready' && final.previewUrl && (
        <div className={styles.reviewLayout}>
          <div className="stack">
            <img
              className={styles.finalImage}
              src={final.previewUrl}
              alt="Your finished Brix"
              data-testid="final-image"
            />
            <p className={styles.created}>Look at what you created!</p>
          </div>
          <div className="stack">
            <p>Select a room to see how your Brix looks in different spaces</p>
            <RoomPicker value={roomId} onChange={setRoomId} legend="Room" extra={[YOUR_WALL]} />
            {roomId === YOUR_WALL.id ? (
              <YourWall imageUrl={final.previewUrl} plates={size.sizeData.plates} />
            ) : (
              <RoomPreview
                roomId={roomId}
                sizeCode={sizeKey(shape, size.sizeData.size)}
                imageUrl={final.previewUrl}
                plates={size.sizeData.plates}
              />
            )}
            <section className="panel" aria-labelledby="your-selection">
              <h2 id="your-selection" className="panel-title">
                Your Selection
              </h2>
              <dl className={styles.selection}>
                <dt>Size</dt>
                <dd>{size.sizeData.size}</dd>
                <dt>Price</dt>
                <dd className="price">{formatCents(size.sizeData.priceCents)}</dd>
                <dt>Dimensions</dt>
                <dd>
                  {dimensions(size, 'in')} ({dimensions(size, 'cm')})
                </dd>
              </dl>
              <KitFactsList facts={kitFacts(size.sizeData.plates.wide, size.sizeData.plates.high, counts)} />
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
