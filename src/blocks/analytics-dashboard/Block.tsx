import { AnalyticsApp } from '../../back-office/analytics/AnalyticsApp';
import type { AnalyticsDashboardBlock } from '../../back-office/analytics/words';
import type { BlockProps } from '../../engine/browser/block-props';

/**
 * The analytics dashboard on a page (decisions.md #101): the back office's application
 * (`src/back-office/analytics/`), worded by the block's data. Its code, the chart's included, is
 * this island's, so it loads on the dashboard's page only.
 */
export default function AnalyticsDashboard({ block }: BlockProps<AnalyticsDashboardBlock>) {
  return <AnalyticsApp block={block} />;
}
