import type { AnalyticsReport } from '../../schema/api/analytics';
import { conversionOf, formatConversion } from './format';
import type { Version } from '../../schema/page-versions';
import type { Column } from './ReportTable';
import type { AnalyticsDashboardBlock } from './words';

type Counted = { views: number; visitors: number; enquiries: number };

/** Views, visitors, enquiries and conversion: the columns every counted row ends with. */
const countedColumns = <Row extends Counted>(block: AnalyticsDashboardBlock): Column<Row>[] => [
  { label: block.viewsLabel, kind: 'count', value: (row) => row.views },
  { label: block.visitorsLabel, kind: 'count', value: (row) => row.visitors },
  { label: block.enquiriesLabel, kind: 'count', value: (row) => row.enquiries },
  { label: block.conversionLabel, kind: 'rate', value: conversionOf },
];

/** A source as staff read it: "direct" is the visits that came from no other site. */
const sourceName = (block: AnalyticsDashboardBlock, source: string) =>
  source === 'direct' ? block.directText : source;

type Rows = Omit<AnalyticsReport, 'from' | 'to' | 'timeZone' | 'totals' | 'experiments'>;
type ColumnsOf = { [K in keyof Rows]: Column<Rows[K][number]>[] };

/** The columns of each of the report's tables, in the page's words. */
export const reportColumns = (block: AnalyticsDashboardBlock): ColumnsOf => ({
  days: [
    { label: block.dayColumn, kind: 'text', value: (row) => row.day },
    ...countedColumns(block),
  ],
  pages: [
    { label: block.pageColumn, kind: 'text', value: (row) => row.path },
    ...countedColumns(block),
  ],
  sources: [
    { label: block.sourceColumn, kind: 'text', value: (row) => sourceName(block, row.source) },
    ...countedColumns(block),
  ],
  campaigns: [
    { label: block.campaignColumn, kind: 'text', value: (row) => row.campaign },
    { label: block.sourceColumn, kind: 'text', value: (row) => sourceName(block, row.source) },
    ...countedColumns(block),
  ],
  notFound: [
    { label: block.missingColumn, kind: 'text', value: (row) => row.path },
    {
      label: block.linkedFromColumn,
      kind: 'text',
      value: (row) => row.referrer || block.unknownReferrerText,
    },
    { label: block.viewsLabel, kind: 'count', value: (row) => row.views },
  ],
  unanswered: [
    { label: block.questionColumn, kind: 'text', value: (row) => row.question },
    { label: block.askedColumn, kind: 'count', value: (row) => row.asked },
  ],
});

/** An experiment's versions, one row each, named by the experiment and its page. */
export type VariantRow = Counted & {
  experiment: string;
  page: string;
  version: Version;
  /** How likely the variant converts better, on the variant's row; the result on each. */
  chance: number;
  enough: boolean;
};

export const variantRows = (experiments: AnalyticsReport['experiments']): VariantRow[] =>
  experiments.flatMap(({ page, id, variants, chanceVariantIsBetter, enough }) =>
    variants.map(({ id: version, ...counted }) => ({
      ...counted,
      experiment: id,
      page,
      version,
      chance: chanceVariantIsBetter,
      enough,
    })),
  );

/** Beyond these chances a result is clear: the variant better, or the original. */
const clearlyBetter = 0.95;

/** What an experiment's numbers say so far, in the page's words. */
function resultOf(block: AnalyticsDashboardBlock, row: VariantRow): string {
  if (!row.enough) return block.tooEarlyText;
  if (row.chance >= clearlyBetter) return block.variantBetterText;
  if (row.chance <= 1 - clearlyBetter) return block.originalBetterText;
  return block.noDifferenceText;
}

export const variantColumns = (block: AnalyticsDashboardBlock): Column<VariantRow>[] => {
  const versionName = (row: VariantRow) =>
    row.version === 'variant' ? block.variantText : block.originalText;
  return [
    {
      label: block.experimentColumn,
      kind: 'text',
      value: (row) => `${row.experiment}: ${versionName(row)}`,
    },
    { label: block.pageColumn, kind: 'text', value: (row) => row.page },
    ...countedColumns(block),
    {
      label: block.chanceColumn,
      kind: 'text',
      value: (row) => (row.version === 'variant' ? formatConversion(row.chance) : ''),
    },
    { label: block.resultColumn, kind: 'text', value: (row) => resultOf(block, row) },
  ];
};
