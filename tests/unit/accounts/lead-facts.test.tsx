// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadFacts } from '../../../src/back-office/inbox/LeadFacts';
import { leadsInboxSchema } from '../../../src/back-office/inbox/words';
import { fillText } from '../../../src/engine/browser/call-api';

const block = leadsInboxSchema.parse({ type: 'leadsInbox' });
const lead = {
  id: 7,
  receivedAt: '2026-11-20T10:00:00.000Z',
  form: 'enquiry',
  page: '/get-in-touch',
  status: 'new' as const,
  note: '',
  fields: [{ name: 'fname', label: 'First Name', type: 'text', value: 'Asha' }],
};

describe('a lead’s facts', () => {
  it('say which version of a page under test the sender saw', () => {
    render(
      <LeadFacts
        block={block}
        lead={{ ...lead, experiments: [{ page: '/', id: 'home-hero', version: 'variant' }] }}
      />,
    );
    const said = fillText(block.experimentText, {
      version: block.variantName,
      experiment: 'home-hero',
      page: '/',
    });
    expect(screen.getByText(said)).toBeInTheDocument();
  });

  it('say nothing of tests when the sender saw none', () => {
    const { container } = render(<LeadFacts block={block} lead={lead} />);
    expect(container).not.toHaveTextContent('home-hero');
    expect(screen.queryByText(block.variantName, { exact: false })).toBeNull();
  });
});
