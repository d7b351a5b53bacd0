// The editor's toast: one short message at a time (edits re-applied to an updated picture), gone after
// TOAST_MS or when dismissed.

/** The toast shows for 7 s. */
export const TOAST_MS = 7000;

export function replayedMessage(edits: number): string {
  return `Your ${edits} pixel ${edits === 1 ? 'edit was' : 'edits were'} re-applied to the updated picture.`;
}

export interface Toast {
  show(message: string): void;
  /** Hides the message now. */
  dismiss(): void;
}

/** A toast that writes its message (null: none) through `set`. */
export function createToast(set: (patch: { toast: string | null }) => void): Toast {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    show(message) {
      clearTimeout(timer);
      set({ toast: message });
      timer = setTimeout(() => set({ toast: null }), TOAST_MS);
    },
    dismiss() {
      clearTimeout(timer);
      set({ toast: null });
    },
  };
}
