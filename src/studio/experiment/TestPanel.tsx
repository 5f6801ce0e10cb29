import { useState } from 'react';
import { isRecord } from '../../schema/is-record';
import {
  testOf,
  variantEdited,
  withoutTest,
  withVariantPromoted,
  type EditedTest,
  type Side,
} from './experiment-page';
import { SplitField } from './SplitField';
import { EndDialog, StopDialog, type Delivery } from './TestDialogs';
import { TestResults } from './TestResults';
import { VersionSwitch } from './VersionSwitch';
import './test-panel.css';

type Page = Readonly<Record<string, unknown>>;

export interface TestPanelProps {
  /** The block whose form is open. */
  index: number;
  /** The page being edited, and as it was last published (saved, in the local studio). */
  page: Page;
  saved: unknown;
  side: Side;
  onSide: (side: Side) => void;
  onStart: () => void;
  onGoTo: (index: number) => void;
  onStop: () => void;
  onPromote: () => void;
  /** Ends a running test with the original, published at once. */
  onKeep: () => void;
  /** A block's name for people: "Block 3 (Hero)". */
  blockName: (index: number) => string;
  /** On the running site: publishing starts the test and visitors are counted. */
  onSite: boolean;
  /** How the page goes out when a test ends with one version. */
  delivery: Delivery;
  /** Menu and footer links wait to go out with the page's next publish. */
  linksWaiting: boolean;
  /** Today on the site's clock, YYYY-MM-DD. */
  today: string;
}

/**
 * Testing a version of the open block: the offer to start one, or, on the tested block, which
 * version is edited, the share of visitors shown the variant, the results and the way to end it.
 */
export function TestPanel(props: TestPanelProps) {
  const test = testOf(props.page);
  if (!test)
    return (
      <div className="test-offer">
        <button type="button" id="test-start" onClick={props.onStart}>
          Test a version
        </button>
        <p className="field-help">
          Show a changed copy of this block to some visitors and see which version brings more
          enquiries.
        </p>
      </div>
    );
  if (test.block !== props.index)
    return (
      <p className="test-offer">
        This page already tests a version of {props.blockName(test.block)}; a page tests one block
        at a time.{' '}
        <button type="button" className="link-button" onClick={() => props.onGoTo(test.block)}>
          Go to the tested block
        </button>
      </p>
    );
  return <TestedBlock {...props} test={test} />;
}

function TestedBlock(props: TestPanelProps & { test: EditedTest }) {
  const { test, page, saved, onSite } = props;
  const [asking, setAsking] = useState<'stop' | 'promote' | 'keep'>();
  const running = onSite ? testOf(saved) : undefined;
  const started = running?.id === test.id;
  const path = isRecord(saved) && typeof saved.path === 'string' ? saved.path : undefined;
  const split = isRecord(page.experiment) ? page.experiment.split : undefined;
  const stop = () => (variantEdited(page) ? setAsking('stop') : props.onStop());
  // Whether ending the test one way publishes more than that: the page so ended, and as published.
  const otherChanges = (end: (page: Page) => Page) =>
    props.linksWaiting ||
    JSON.stringify(end(page)) !== JSON.stringify(isRecord(saved) ? end(saved) : saved);
  const close = () => setAsking(undefined);
  return (
    <section className="test-panel" aria-labelledby="test-panel-heading">
      <h3 id="test-panel-heading">Testing a version of this block</h3>
      <VersionSwitch side={props.side} onSide={props.onSide} />
      <p className="test-panel__status" role="status">
        {started
          ? `The test is running: ${running?.split ?? test.split}% of visitors see the variant.`
          : onSite
            ? 'The test starts when you publish the page.'
            : 'The test starts when the page is published on the site.'}
      </p>
      <SplitField value={typeof split === 'number' ? split : undefined} />
      {started && path !== undefined && (
        <TestResults page={path} id={test.id} today={props.today} />
      )}
      <div className="test-panel__actions">
        <button type="button" className="primary" onClick={() => setAsking('promote')}>
          Promote the variant
        </button>
        {started && (
          <button type="button" onClick={() => setAsking('keep')}>
            Keep the original
          </button>
        )}
        <button type="button" onClick={stop}>
          Stop the test
        </button>
      </div>
      {asking === 'stop' && (
        <StopDialog
          onStop={() => {
            close();
            props.onStop();
          }}
          onClose={close}
        />
      )}
      {(asking === 'promote' || asking === 'keep') && (
        <EndDialog
          keep={asking === 'keep'}
          delivery={props.delivery}
          otherChanges={otherChanges(asking === 'keep' ? withoutTest : withVariantPromoted)}
          onEnd={() => {
            close();
            if (asking === 'keep') props.onKeep();
            else props.onPromote();
          }}
          onClose={close}
        />
      )}
    </section>
  );
}
