import { useCallback, useRef, useState } from 'react';
import { fieldId } from '../form/form-env';
import { onePaneAtATime, type EditorPane } from './PaneSwitcher';

/** The id of the heading of the form of block `index`, or of the page settings. */
export const formHeading = (index: number | null) =>
  index === null ? 'page-settings-heading' : `${fieldId(`/blocks/${index}`)}-heading`;

// Back in the outline, the focus goes to the row of what was being edited (or Page settings).
const currentRow =
  '.outline .block-row__select[aria-current="true"], .outline .settings-button[aria-current="true"]';

/**
 * Which of the editor's panes a narrow screen shows, and the moves between them: choosing a
 * block shows its form from its top with the focus on its heading; going back to the outline
 * puts the focus on that block's row. On a desktop all panes show and only the state changes.
 */
export function useEditorPanes() {
  const [pane, setPane] = useState<EditorPane>('outline');
  const columns = useRef<HTMLDivElement>(null);
  // A pane shows from its top, under the sticky bar (the preview then fills the screen), not
  // where the last one was scrolled to.
  const toTop = () => columns.current?.scrollIntoView({ block: 'start' });
  const openForm = useCallback((index: number | null) => {
    setPane('form');
    if (!onePaneAtATime()) return;
    requestAnimationFrame(() => {
      toTop();
      document.getElementById(formHeading(index))?.focus({ preventScroll: true });
    });
  }, []);
  const showPane = (next: EditorPane) => {
    setPane(next);
    if (onePaneAtATime()) requestAnimationFrame(toTop);
  };
  const backToOutline = () => {
    showPane('outline');
    requestAnimationFrame(() => document.querySelector<HTMLElement>(currentRow)?.focus());
  };
  return { pane, setPane, columns, openForm, showPane, backToOutline };
}
