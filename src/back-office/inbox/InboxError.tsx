import { useEffect, useRef } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { useInboxFrame } from './inbox-context';
import { Detail } from './inbox-styles';

/**
 * What the inbox shows when a screen fails (the router's error element): the page's failure
 * sentence and the way back to the list, a full load of it; the error goes to the console.
 */
export function InboxError() {
  const error = useRouteError();
  const { block, announce } = useInboxFrame();
  const { pathname } = useLocation();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    console.error('The leads inbox could not show this screen:', error);
    announce('');
    heading.current?.focus();
  }, [error, announce]);
  return (
    <Detail>
      <p ref={heading} tabIndex={-1} role="alert">
        {block.failedText}
      </p>
      <a href={pathname}>{block.backLabel}</a>
    </Detail>
  );
}
