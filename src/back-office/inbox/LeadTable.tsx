import type { MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { nameOf, emailOf, type LeadPage } from './leads-api';
import { Table, TableScroll } from './inbox-styles';
import type { InboxScreen } from './types';
import { when } from './when';

/**
 * One page of leads as a table with a caption and row headers (each a link to the lead, the
 * list's filters kept), scrolling sideways inside its own region on a phone.
 */
export function LeadTable({
  block,
  leads,
  params,
  link,
}: Pick<InboxScreen, 'block'> & {
  leads: LeadPage['leads'];
  params: URLSearchParams;
  link: (search: string) => (event: MouseEvent) => void;
}) {
  return (
    <TableScroll role="region" aria-label={block.caption} tabIndex={0}>
      <Table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{block.dateColumn}</th>
            <th scope="col">{block.nameColumn}</th>
            <th scope="col">{block.emailColumn}</th>
            <th scope="col">{block.formColumn}</th>
            <th scope="col">{block.pageLabel}</th>
            <th scope="col">{block.statusLabel}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const search = new URLSearchParams(params);
            search.set('id', String(lead.id));
            return (
              <tr key={lead.id}>
                <td>
                  <time dateTime={lead.receivedAt}>{when(lead.receivedAt)}</time>
                </td>
                <th scope="row">
                  <a href={`?${search}`} onClick={link(`?${search}`)}>
                    {nameOf(lead) || fillText(block.detailHeading, { id: lead.id })}
                  </a>
                </th>
                <td>{emailOf(lead)}</td>
                <td>{lead.form}</td>
                <td>{lead.page ?? ''}</td>
                <td>{block.statusNames[lead.status]}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
