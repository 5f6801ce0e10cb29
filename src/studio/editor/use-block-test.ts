import { useCallback, useEffect, useMemo, useState } from 'react';
import { blockTypeName } from '../blocks-panel/block-catalog';
import {
  pageShowing,
  testOf,
  withoutTest,
  withVariantPromoted,
  type Side,
} from '../experiment/experiment-page';
import type { TestPanelProps } from '../experiment/TestPanel';
import { dayIn } from '../experiment/test-results';
import { getAt } from '../form/json-pointer';
import { siteZone, useStudioSession } from '../studio-session';
import type { useStudioEditor } from './use-studio-editor';

type EditorApi = ReturnType<typeof useStudioEditor>;

// Focus a control once React has rendered it.
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** "Block 3 (Hero)": a block as the editor names it. */
export function blockName(page: unknown, index: number): string {
  const type = getAt(page, ['blocks', index, 'type']);
  return `block ${index + 1} (${blockTypeName(typeof type === 'string' ? type : 'unknown')})`;
}

/**
 * The page's test of one block in the editor (decisions.md #108): which version the form edits
 * and the preview shows, starting and stopping it, and promoting the variant, which is then
 * published the way Publish publishes once the page's check passes.
 */
export function useBlockTest(editor: EditorApi, select: (index: number) => void) {
  const { act, page, state } = editor;
  const [side, setSide] = useState<Side>('original');
  const session = useStudioSession();
  const review = session?.mode === 'server' && session.publishing.review;
  const onSite = editor.serverDraft !== undefined;
  const test = testOf(page);
  const selected = state.selected;
  const shownSide: Side = test !== undefined && test.block === selected ? side : 'original';

  // Once the promoted page is checked, it is published (or saved, locally) as Publish would;
  // an edit or an undo before then (another page value) calls it off.
  const { canSave, canSubmit, checking, problems, checkError, save, submit } = editor;
  const [promotion, setPromotion] = useState<{ page: unknown; message: string }>();
  const pending = promotion !== undefined && promotion.page === page;
  const ready = review ? canSubmit : canSave;
  useEffect(() => {
    if (!pending || !ready) return;
    const { message } = promotion;
    void (review ? submit({ message }) : save(onSite ? message : undefined)).then(() =>
      setPromotion(undefined),
    );
  }, [pending, ready, promotion, review, submit, save, onSite]);
  const saving = editor.saveStatus.kind === 'saving';
  const promoteNote =
    !pending || ready || checking || saving
      ? ''
      : checkError
        ? `The test is ended here but the page was not published: it could not be checked (${checkError}).`
        : problems.length > 0
          ? 'The test is ended here but the page was not published: fix the problems listed above, then publish.'
          : '';

  // The test ended as one edit, published once the page so ended is checked.
  const end = (ended: Readonly<Record<string, unknown>>, message: string) => {
    setSide('original');
    act({ type: 'edit', path: [], value: ended });
    setPromotion({ page: ended, message });
  };

  const start = useCallback(() => {
    if (selected === null) return;
    act({ type: 'test', index: selected, today: dayIn(new Date(), siteZone(session)) });
    setSide('variant');
    focusSoon('test-side-variant');
  }, [act, selected, session]);

  // A new page object only when the page or the side changes: the preview re-renders on each.
  const previewPage = useMemo(() => pageShowing(page, shownSide), [page, shownSide]);

  const panel = (index: number): TestPanelProps => ({
    index,
    page,
    saved: editor.savedPage,
    side: shownSide,
    onSide: setSide,
    onStart: start,
    onGoTo: (tested) => {
      select(tested);
      setSide('original');
    },
    onStop: () => {
      act({ type: 'stopTest' });
      setSide('original');
      focusSoon('test-start');
    },
    onPromote: () => {
      if (test)
        end(
          withVariantPromoted(page),
          `Promote the tested version of ${blockName(page, test.block)}`,
        );
    },
    onKeep: () => {
      if (test)
        end(
          withoutTest(page),
          `End the test of ${blockName(page, test.block)}, keeping the original`,
        );
    },
    blockName: (at) => blockName(page, at),
    onSite,
    delivery: review ? 'review' : onSite ? 'publish' : 'save',
    linksWaiting: editor.entries !== undefined,
    today: dayIn(new Date(), siteZone(session)),
  });

  return {
    test,
    side: shownSide,
    setSide,
    /** What the preview shows: the page with the version being edited. */
    previewPage,
    panel,
    promoteNote,
    /** The block a problem is in; one of the test's opens the tested block on its side. */
    blockOfProblem: (found: number | null, pointer: string) => {
      if (!pointer.startsWith('/experiment') || !test) return found;
      setSide(pointer.startsWith('/experiment/variant') ? 'variant' : 'original');
      return test.block;
    },
  };
}
