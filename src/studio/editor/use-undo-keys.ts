import { useEffect } from 'react';

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Ctrl/Cmd+S saves — also while typing in a
 * field: the fields show the editor's state, so the browser's own undo inside one input would
 * fight the editor's history.
 */
export function useUndoKeys(handlers: {
  undo: () => void;
  redo: () => void;
  save: () => void;
}): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') handlers[event.shiftKey ? 'redo' : 'undo']();
      else if (key === 'y' && !event.shiftKey) handlers.redo();
      else if (key === 's' && !event.shiftKey) handlers.save();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handlers]);
}
