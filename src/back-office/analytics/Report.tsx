import type { AnalyticsReport } from '../../schema/api/analytics';
import { DayChart } from './DayChart';
import { ReportTable } from './ReportTable';
import { reportColumns, variantColumns, variantRows } from './report-columns';
import type { DayRange } from './range';
import { Totals } from './Totals';
import type { AnalyticsDashboardBlock } from './words';

/** The report of a range: totals, the chart, then each table; experiments only when any ran. */
export function Report({
  block,
  report,
  range,
}: {
  block: AnalyticsDashboardBlock;
  report: AnalyticsReport;
  range: DayRange;
}) {
  const columns = reportColumns(block);
  const variants = variantRows(report.experiments);
  const tables = { block, range };
  return (
    <>
      <Totals block={block} totals={report.totals} />
      <DayChart block={block} days={report.days} range={range} />
      <ReportTable {...tables} words={block.pages} columns={columns.pages} rows={report.pages} />
      <ReportTable
        {...tables}
        words={block.sources}
        columns={columns.sources}
        rows={report.sources}
      />
      <ReportTable
        {...tables}
        words={block.campaigns}
        columns={columns.campaigns}
        rows={report.campaigns}
      />
      {variants.length > 0 && (
        <ReportTable
          {...tables}
          words={block.experiments}
          columns={variantColumns(block)}
          rows={variants}
        />
      )}
      <ReportTable
        {...tables}
        words={block.notFound}
        columns={columns.notFound}
        rows={report.notFound}
      />
      <ReportTable
        {...tables}
        words={block.unanswered}
        columns={columns.unanswered}
        rows={report.unanswered}
      />
    </>
  );
}
