// Repaint events: every change of studs is announced as "damage" (the studs changed, or all of them), so
// the stage repaints only those studs.
import type { Damage } from '../common/model';

export type DamageListener = (damage: Damage) => void;

export interface DamageEvents {
  emit(damage: Damage): void;
  subscribe(listener: DamageListener): () => void;
}

export function createDamageEvents(): DamageEvents {
  const listeners = new Set<DamageListener>();
  return {
    emit(damage) {
      for (const l of listeners) l(damage);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
