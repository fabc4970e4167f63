import { type DragEvent, useRef, useState } from 'react';

// The reorder drag carries its own type so a file dragged from the desktop is never mistaken for it.
const REORDER_TYPE = 'application/x-console-upload-entry';

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/** Props for a drop zone that selects the files dropped on it. */
export function useFileDrop(onFiles: (files: File[]) => void, enabled: boolean) {
  const [active, setActive] = useState(false);
  const props = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setActive(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      setActive(false);
      onFiles(Array.from(event.dataTransfer.files));
    },
  };
  return { active, props };
}

/**
 * Drag-to-reorder for the entries of one list. The dragged index lives in this instance, so dropping an
 * entry of another upload component on the page does nothing here.
 */
export function useReorderDrag(onMove: (from: number, to: number) => void, enabled: boolean) {
  const from = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    from.current = null;
    setOver(null);
  };
  const itemProps = (index: number) => ({
    draggable: enabled,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      from.current = index;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(REORDER_TYPE, String(index));
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (from.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (from.current === null) return;
      event.preventDefault();
      onMove(from.current, index);
      reset();
    },
    onDragEnd: reset,
  });
  return { over, itemProps };
}
