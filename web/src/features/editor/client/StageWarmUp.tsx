// The stage's first mount in a page (Konva and react-konva compiling and setting themselves up) costs tens of
// milliseconds of the main thread. StageWarmUp pays it ahead of need: once a page, in idle time while the
// customer picks shape and size or crops, it mounts a small hidden stage for one frame and takes it away,
// so the Edit step's stage mounts warm.
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle';
import { EditorStage } from './EditorStage';

let warmed = false;

export function StageWarmUp() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (warmed) return;
    if (!mounted) return whenIdle(() => setMounted(true));
    warmed = true;
    // Shown for one frame (drawn once), then gone.
    const id = requestAnimationFrame(() => setMounted(false));
    return () => cancelAnimationFrame(id);
  }, [mounted]);
  if (!mounted) return null;
  return (
    <div aria-hidden="true" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}>
      <EditorStage width={64} height={64} />
    </div>
  );
}
