import type { AnalyticsReport } from '../../schema/api/analytics';
import { Part, Totals as List } from './analytics-styles';
import { conversionOf, formatConversion, formatCount } from './format';
import type { AnalyticsDashboardBlock } from './words';

/** The range's views, visitors, enquiries and conversion (enquiries per visitor). */
export function Totals({
  block,
  totals,
}: {
  block: AnalyticsDashboardBlock;
  totals: AnalyticsReport['totals'];
}) {
  const items = [
    [block.viewsLabel, formatCount(totals.views)],
    [block.visitorsLabel, formatCount(totals.visitors)],
    [block.enquiriesLabel, formatCount(totals.enquiries)],
    [block.conversionLabel, formatConversion(conversionOf(totals))],
  ] as const;
  return (
    <Part>
      <h2 className="visually-hidden">{block.totalsHeading}</h2>
      <List>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </Part>
  );
}
