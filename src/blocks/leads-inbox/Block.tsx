import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BlockProps } from '../../engine/browser/block-props';
import { useSite } from '../../engine/browser/site-context';
import { Container, Section } from '../../ui/layout';
import { Live, Title } from './Block.styles';
import { AuditLog } from './AuditLog';
import { LeadList } from './LeadList';
import { LeadView } from './LeadView';
import type { LeadsInboxBlock } from './schema';
import { useAddressQuery } from './use-address-query';

/**
 * The leads inbox (decisions.md #32): the filtered, paged list, or one lead (`?id=`) with its
 * status, note and history. Filters, page and lead are in the address, so reload and Back work;
 * the filter form is a plain GET form, so it also works before the code runs.
 */
export default function LeadsInbox({ block }: BlockProps<LeadsInboxBlock>) {
  const { apiBase } = useSite();
  const { query, go } = useAddressQuery();
  const [message, setMessage] = useState<ReactNode>(block.loadingText);
  const heading = useRef<HTMLHeadingElement>(null);
  const params = new URLSearchParams(query ?? '');
  const id = params.get('id');
  const wasDetail = useRef(false);
  useEffect(() => {
    // Coming back from a lead to the list: start reading from the top of the inbox again.
    if (wasDetail.current && !id) heading.current?.focus();
    wasDetail.current = Boolean(id);
  }, [id]);
  // A message for the next screen, kept outside React's state: saying it changes nothing drawn.
  const [carry] = useState(() => {
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
  });
  const shared = { block, apiBase, go, announce: setMessage, carry };
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
        {params.get('view') === 'audit' ? (
          <AuditLog {...shared} page={Math.max(1, Number(params.get('p')) || 1)} />
        ) : id ? (
          <LeadView key={id} {...shared} id={id} back={backTo(params)} />
        ) : (
          <LeadList {...shared} query={query} />
        )}
      </Container>
    </Section>
  );
}

/** The list's address from a lead's: the same filters and page, without the lead. */
function backTo(params: URLSearchParams): string {
  const back = new URLSearchParams(params);
  back.delete('id');
  const search = back.toString();
  return search ? `?${search}` : '';
}
