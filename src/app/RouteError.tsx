import styled from 'styled-components';
import { isChunkLoadError } from '../engine/browser/load-chunk';
import { buttonStyles } from '../ui/ActionButton';
import { Container } from '../ui/layout';

const Wrap = styled(Container)`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  padding-top: 4rem;
  padding-bottom: 4rem;
`;

const Button = styled.button<{ $look: 'primary' }>`
  ${buttonStyles}
`;
const Anchor = styled.a<{ $look: 'primary' }>`
  ${buttonStyles}
`;

/** A chunk that failed to load offers a retry; any other failure offers a way home (decisions.md #11). */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <Wrap role="alert">
        <h1>Loading chunk failed</h1>
        <p>Part of this page could not be downloaded. Check your connection and try again.</p>
        <Button type="button" $look="primary" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Wrap>
    );
  }
  return (
    <Wrap role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again from the home page.</p>
      <Anchor $look="primary" href="/">
        Go to the home page
      </Anchor>
    </Wrap>
  );
}
