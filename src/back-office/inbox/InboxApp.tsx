import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { LeadsInboxBlock } from './words';
import { useSite } from '../../engine/browser/site-context';
import { Container, Section } from '../../ui/layout';
import { InboxFrameContext, type InboxFrame } from './inbox-context';
import { createInboxRouter } from './inbox-routes';
import { Live, Title } from './inbox-styles';

/** A message for the next screen, kept outside React's state: saying it changes nothing drawn. */
function makeCarry(): InboxFrame['carry'] {
  let carried = '';
  return {
    set: (text: string) => {
      carried = text;
    },
    take: () => {
      const text = carried;
      carried = '';
      return text;
    },
  };
}

// Hydration renders with the prerender's snapshot (asleep), then again with the browser's.
const noChange = () => () => {};
const awakeInBrowser = () => true;
const asleepInPrerender = () => false;

/**
 * The leads inbox (decisions.md #32, #96): the filtered, paged list, one lead (`?id=`) with its
 * status, note and history, or the audit log (`?view=audit`). Its heading and live region stay
 * while the router (`inbox-routes.tsx`) shows the screen the address names, so reload, Back and
 * a shared link work; the filter form is a plain GET form, so it also works before the code runs.
 */
export function InboxApp({ block }: { block: LeadsInboxBlock }) {
  const { apiBase } = useSite();
  const [message, setMessage] = useState<ReactNode>(block.loadingText);
  const heading = useRef<HTMLHeadingElement>(null);
  const [carry] = useState(makeCarry);
  const [router] = useState(createInboxRouter);
  useEffect(() => () => router.dispose(), [router]);
  // The prerendered HTML knows no address: the first render matches it, the next reads it.
  const awake = useSyncExternalStore(noChange, awakeInBrowser, asleepInPrerender);
  const frame: InboxFrame = { block, apiBase, announce: setMessage, carry, heading, awake };
  return (
    <Section id={block.id}>
      <Container>
        <Title ref={heading} tabIndex={-1}>
          {block.heading}
        </Title>
        {block.intro && <p>{block.intro}</p>}
        <Live role="status" aria-live="polite">
          {message}
        </Live>
        <InboxFrameContext.Provider value={frame}>
          <RouterProvider router={router} />
        </InboxFrameContext.Provider>
      </Container>
    </Section>
  );
}
