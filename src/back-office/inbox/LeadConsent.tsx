import { fillText } from '../../engine/browser/call-api';
import type { Lead } from '../../schema/lead';
import { Facts } from './inbox-styles';
import { when } from './when';
import type { LeadsInboxBlock } from './words';

/**
 * What the visitor was told and agreed to when sending the lead (decisions.md #56): the notice,
 * the privacy policy's version, the marketing answer; and when the lead was anonymised.
 */
export function LeadConsent({ block, lead }: { block: LeadsInboxBlock; lead: Lead }) {
  const { notice, marketingConsent, anonymisedAt } = lead;
  const marketing =
    marketingConsent === undefined
      ? block.marketingNotAsked
      : marketingConsent
        ? block.marketingYes
        : block.marketingNo;
  const policy = notice?.policy;
  return (
    <>
      <h3>{block.consentHeading}</h3>
      {anonymisedAt && <p>{fillText(block.anonymisedText, { date: when(anonymisedAt) })}</p>}
      <Facts>
        <div>
          <dt>{block.noticeLabel}</dt>
          <dd>{notice?.purposes ?? block.noNoticeText}</dd>
        </div>
        {policy && (
          <div>
            <dt>{block.policyLabel}</dt>
            <dd>
              {policy.path}
              {policy.updated ? ` (${policy.updated})` : ''}
              {policy.version ? `, ${policy.version.slice(0, 12)}` : ''}
            </dd>
          </div>
        )}
        <div>
          <dt>{block.marketingLabel}</dt>
          <dd>{marketing}</dd>
        </div>
      </Facts>
    </>
  );
}
