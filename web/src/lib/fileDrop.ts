// Photos that arrive without the file chooser: dragged onto the page or pasted. Pure helpers first (tested on
// their own), then the hooks that attach them to the window while a screen that takes a photo is open.
import { useEffect, useState, type DragEvent as ReactDragEvent } from 'react';

/** Whether a drag carries files (a dragged link or text does not). */
export function carriesFiles(data: DataTransfer | null): boolean {
  return !!data && Array.from(data.types).includes('Files');
}

/** The first file a drop or a paste carries whose type is an image, else its first file, else null. */
export function firstImageFile(data: DataTransfer | null): File | null {
  if (!data) return null;
  const files = Array.from(data.files);
  if (!files.length) {
    // Pasted screenshots arrive as items, not always as files.
    for (const item of Array.from(data.items ?? [])) {
      if (item.kind === 'file') {
        const file = item.getAsFile();
        if (file) files.push(file);
      }
    }
  }
  return files.find((f) => f.type.startsWith('image/')) ?? files[0] ?? null;
}

/**
 * True while a file is dragged over the page. While mounted, a file dropped anywhere but on a drop target
 * is not opened by the browser in place of the shop (which would lose the customer's work).
 */
export function useDraggingFile(): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know when the drag left the window.
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      depth += 1;
      setDragging(true);
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const over = (e: DragEvent) => {
      if (carriesFiles(e.dataTransfer)) e.preventDefault();
    };
    const end = (e: DragEvent) => {
      if (carriesFiles(e.dataTransfer)) e.preventDefault();
      depth = 0;
      setDragging(false);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', end);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', end);
    };
  }, []);
  return dragging;
}

/** Calls `onFile` with an image pasted anywhere on the page (not into a text field), while `enabled`. */
export function usePastedImage(onFile: (file: File) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const paste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const file = firstImageFile(e.clipboardData);
      if (!file) return;
      e.preventDefault();
      onFile(file);
    };
    window.addEventListener('paste', paste);
    return () => window.removeEventListener('paste', paste);
  }, [onFile, enabled]);
}

/** Props that make an element a drop target for one file. */
export function dropTarget(onFile: (file: File) => void, enabled: boolean) {
  return {
    onDragOver: (e: ReactDragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
    },
    onDrop: (e: ReactDragEvent) => {
      if (!carriesFiles(e.dataTransfer)) return;
      e.preventDefault();
      const file = firstImageFile(e.dataTransfer);
      if (file && enabled) onFile(file);
    },
  };
}
