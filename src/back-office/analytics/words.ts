import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema } from '../../schema/common';

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

/** The words of one table of the report: its heading, empty text and download button. */
const tableWords = (heading: string, empty: string) =>
  z
    .strictObject({
      heading: text(heading, 'Heading above the table; also its caption and the file’s name.'),
      emptyText: text(empty, 'Shown instead of the table when nothing was counted.'),
    })
    .default({ heading, emptyText: empty });

export const analyticsDashboardSchema = z
  .strictObject({
    type: z.literal('analyticsDashboard'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.default('Analytics'),
    intro: z.string().apply(longText).optional().describe('One sentence under the heading.'),
    rangeLabel: text('Dates shown', 'Name of the date range form, read by screen readers.'),
    fromLabel: text('From', 'Label of the first day of the range.'),
    toLabel: text('To', 'Label of the last day of the range (included).'),
    applyLabel: text('Show these dates', 'Button that shows the chosen days.'),
    quickLabel: text('Quick choices', 'Name of the links to the last 7, 30 and 90 days.'),
    lastDaysLabel: text(
      'Last {days} days',
      'One quick choice; {days} is filled in (7, 30, 90), today included.',
    ),
    rangeText: text(
      'From {from} to {to}, days in the {timeZone} time zone.',
      'Sentence under the form naming the days shown; {from}, {to} and {timeZone} are filled in.',
    ),
    rangeError: text(
      'Choose a first day on or before the last one, at most 400 days apart.',
      'Shown when the chosen days cannot be shown.',
    ),
    totalsHeading: text('In all', 'Heading of the totals (read by screen readers).'),
    viewsLabel: text('Views', 'Name of the page views: a total and a column.'),
    visitorsLabel: text(
      'Visitors',
      'Name of the visitors, counted once a day: a total and a column.',
    ),
    enquiriesLabel: text('Enquiries', 'Name of the enquiries received: a total and a column.'),
    conversionLabel: text(
      'Conversion',
      'Name of the enquiries per visitor, as a percentage: a total and a column.',
    ),
    chartHeading: text('Views and enquiries by day', 'Heading and name of the chart.'),
    chartSummary: text(
      '{views} views and {enquiries} enquiries over {days} days; the busiest day was {busiest} with {most} views.',
      'Sentence under the chart; {views}, {enquiries}, {days}, {busiest} and {most} are filled in.',
    ),
    chartScaleText: text(
      '(tallest bar: {most})',
      'Beside each name in the chart’s key: the count of its tallest bar; {most} is filled in.',
    ),
    chartTableLabel: text('Numbers by day', 'Button that shows the chart’s numbers as a table.'),
    dayColumn: text('Day', 'Heading of the day column of the chart’s table.'),
    pages: tableWords('Pages', 'No page was viewed on these days.'),
    pageColumn: text('Page', 'Heading of the page column.'),
    sources: tableWords('Sources', 'No visit was counted on these days.'),
    sourceColumn: text('Source', 'Heading of the column naming where visitors came from.'),
    directText: text('Direct (no referrer)', 'Name of the visits that came from no other site.'),
    campaigns: tableWords('Campaigns', 'No visit came from a campaign link on these days.'),
    campaignColumn: text('Campaign', 'Heading of the campaign column.'),
    notFound: tableWords('Broken links', 'No missing page was opened on these days.'),
    missingColumn: text('Missing page', 'Heading of the column of addresses that were not found.'),
    linkedFromColumn: text('Linked from', 'Heading of the column of the page that linked there.'),
    unknownReferrerText: text('Unknown', 'Shown when the page that linked there is not known.'),
    unanswered: tableWords(
      'Questions the chat could not answer',
      'The chat assistant answered every question on these days.',
    ),
    questionColumn: text(
      'Question',
      'Heading of the column of questions, their words only (no e-mail addresses or numbers).',
    ),
    askedColumn: text('Asked', 'Heading of the column of how often a question was asked.'),
    experiments: tableWords('Experiments', 'No experiment ran on these days.'),
    experimentColumn: text('Experiment', 'Heading of the experiment column.'),
    originalText: text('Original', 'Name of the page as it is, beside the version tested.'),
    variantText: text('Variant', 'Name of the version tested against the original.'),
    chanceColumn: text(
      'Chance the variant is better',
      'Heading of the column saying how likely the variant brings more enquiries per visitor.',
    ),
    resultColumn: text('Result', 'Heading of the column saying what the numbers show so far.'),
    tooEarlyText: text(
      'Too early to tell: too few visitors or enquiries so far',
      'Shown while an experiment has too few visitors or enquiries to trust.',
    ),
    variantBetterText: text(
      'The variant does better',
      'Shown when the variant is 95% likely better.',
    ),
    originalBetterText: text(
      'The original does better',
      'Shown when the variant is 95% likely worse.',
    ),
    noDifferenceText: text(
      'No clear difference yet',
      'Shown when neither version is clearly better.',
    ),
    downloadLabel: text(
      'Download {table} as CSV',
      'Button that downloads a table for a spreadsheet; {table} is the table’s heading.',
    ),
    loadingText: text('Loading the numbers…', 'Shown while the report is loading.'),
    signedOutText: text(
      'Log in with a staff or editor account to see the numbers.',
      'Shown when the visitor is not logged in.',
    ),
    forbiddenText: text(
      'This account cannot see the numbers. Log in with a staff or editor account.',
      'Shown to an account that is neither staff nor an editor.',
    ),
    failedText: text(
      'The numbers could not be loaded. Try again.',
      'Shown on a server or network failure.',
    ),
    loginLabel: text('Log in', 'Link to the login page.'),
    loginPath: z
      .string()
      .regex(/^\/\S*$/)
      .default('/loginsignup')
      .describe('Path of the login page; the visitor comes back here after logging in.'),
  })
  .describe(
    'The analytics dashboard for staff and editors: a date range, the totals with a chart by day, the pages, sources, campaigns, experiments and broken links, each downloadable as CSV. Use on a page with "access": "backOffice".',
  );

export type AnalyticsDashboardBlock = z.infer<typeof analyticsDashboardSchema>;
/** The words of one of the report's tables. */
export type TableWords = AnalyticsDashboardBlock['pages'];
