import type { LeadDetail } from './leads-api';
import { leadStatuses, type LeadStatus } from '../../schema/lead';
import { fillText } from '../../engine/browser/call-api';
import { Facts, History } from './inbox-styles';
import type { InboxScreen } from './types';
import { when } from './when';

type Words = InboxScreen['block'];
type Lead = LeadDetail['lead'];

export const isStatus = (value: string): value is LeadStatus =>
  leadStatuses.some((s) => s === value);

/** What a lead's form sent, field by field, and where the visit came from. */
export function LeadFacts({ block, lead }: { block: Words; lead: Lead }) {
  const source = Object.entries(lead.source ?? {}).filter(([, value]) => value);
  return (
    <>
      <h3>{block.answersHeading}</h3>
      <Facts>
        {lead.subject && (
          <div>
            <dt>{block.subjectLabel}</dt>
            <dd>{lead.subject}</dd>
          </div>
        )}
        {lead.fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </Facts>
      <h3>{block.sourceHeading}</h3>
      <Facts>
        <div>
          <dt>{block.pageLabel}</dt>
          <dd>{lead.page ?? ''}</dd>
        </div>
        {source.map(([key, value]) => (
          <div key={key}>
            <dt>{key === 'referrer' ? block.referrerLabel : key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      {source.length === 0 && <p>{block.noSourceText}</p>}
      {(lead.experiments ?? []).map((seen) => (
        <p key={`${seen.page} ${seen.id}`}>
          {fillText(block.experimentText, {
            version: seen.version === 'variant' ? block.variantName : block.originalName,
            experiment: seen.id,
            page: seen.page,
          })}
        </p>
      ))}
    </>
  );
}

/** The changes of a lead's status and note, oldest first, each with who and when. */
export function LeadHistory({ block, history }: { block: Words; history: LeadDetail['history'] }) {
  return (
    <>
      <h3>{block.historyHeading}</h3>
      {history.length === 0 ? (
        <p>{block.noHistoryText}</p>
      ) : (
        <History>
          {history.map((event) => (
            <li key={`${event.at}-${event.change}`}>
              <time dateTime={event.at}>{when(event.at)}</time>:{' '}
              {fillText(block.historyText, {
                actor: event.actor,
                change: event.change === 'status' ? block.statusLabel : block.noteLabel,
                from: isStatus(event.from) ? block.statusNames[event.from] : event.from,
                to: isStatus(event.to) ? block.statusNames[event.to] : event.to,
              })}
            </li>
          ))}
        </History>
      )}
    </>
  );
}
