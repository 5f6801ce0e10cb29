import type { RenderedFinding, RenderedHealth } from '../editor-parts/preview-frame';
import { blockIndexOf, renderedFindings, renderedRules } from './rendered-findings';

export interface RenderedCheck {
  /** The frame committed `page`: check it once nothing has changed for a moment. */
  settled(page: unknown): void;
  /** Check the page shown again (the frame was resized or shown). */
  recheck(): void;
}

interface CheckOptions {
  /** Checks the page as rendered now; undefined when it cannot (the frame is not shown). */
  audit: () => Promise<readonly RenderedFinding[] | undefined>;
  report: (health: RenderedHealth) => void;
  delayMs: number;
  onError?: (error: unknown) => void;
}

const none = Symbol('no page');

/**
 * Runs `audit` on the page the frame shows once it has settled (decisions.md #110): `delayMs`
 * after the last change, never while a run is going on (axe runs one at a time), and reports only
 * when the page did not change during the run; a page changed meanwhile is checked again after it
 * settles. A page already reported is not checked again for a new selection.
 */
export function createRenderedCheck(options: CheckOptions): RenderedCheck {
  let shown: unknown = none;
  let reported: unknown = none;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(start, options.delayMs);
  };

  function start() {
    if (running || shown === none || shown === reported) return;
    const page = shown;
    running = true;
    // Not shown: checked again when the frame is (`recheck`), not every moment until then.
    let unseen = false;
    options
      .audit()
      .then(
        (findings) => {
          unseen = findings === undefined;
          if (findings === undefined || page !== shown) return;
          reported = page;
          options.report({ page, findings });
        },
        (error: unknown) => {
          // Not tried again for the same page: a failure would repeat every moment.
          reported = page;
          options.onError?.(error);
        },
      )
      .finally(() => {
        running = false;
        if (shown !== reported && !unseen) schedule();
      });
  }

  return {
    settled(page) {
      shown = page;
      if (page !== reported) schedule();
    },
    recheck() {
      reported = none;
      schedule();
    },
  };
}

/**
 * Runs axe-core's rules for the studio on the preview's blocks. axe is loaded on the first run,
 * so it is in the studio's bundle only, never the site's. The studio's own marks (the selected
 * block's label, the problem boxes) are left out; so are the site's header and footer.
 */
export async function auditPreview(document: Document): Promise<RenderedFinding[] | undefined> {
  const main = document.getElementById('main');
  // A frame not shown (the editor's preview pane hidden on a phone) lays nothing out to measure.
  if (!main || document.documentElement.clientWidth === 0) return undefined;
  const { default: axe } = await import('axe-core');
  const results = await axe.run(
    { include: [main], exclude: [['.studio-preview-label'], ['.studio-preview-problem']] },
    {
      runOnly: { type: 'rule', values: renderedRules },
      resultTypes: ['violations'],
      elementRef: true,
    },
  );
  return renderedFindings(results.violations, (node) => blockIndexOf(node, document));
}
