import { useId } from 'react';
import { useTheme } from 'styled-components';
import { fillText } from '../../engine/browser/call-api';
import type { AnalyticsReport } from '../../schema/api/analytics';
import { Axis, Chart, Legend, Part, PartHead, Swatch } from './analytics-styles';
import { formatCount } from './format';
import { CsvButton, DataTable } from './ReportTable';
import type { DayRange } from './range';
import { reportColumns } from './report-columns';
import type { AnalyticsDashboardBlock } from './words';

type Day = AnalyticsReport['days'][number];

/** A day as a short date in the reader's language (3 May). */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

// The drawing's own units: each day is 10 wide; views take the top 60, enquiries the last 30.
const slot = 10;
const bar = 7;
const viewsHeight = 60;
const enquiriesTop = 70;
const enquiriesHeight = 30;

/** One series as bars from a baseline, each with its day and count for a pointer's tooltip. */
function Bars({
  days,
  count,
  top,
  height,
  color,
  label,
}: {
  days: Day[];
  count: (day: Day) => number;
  top: number;
  height: number;
  color: string;
  label: string;
}) {
  const most = Math.max(0, ...days.map(count));
  return (
    <g fill={color}>
      {days.map((day, index) => {
        const value = count(day);
        const tall = most > 0 ? (value / most) * height : 0;
        return (
          <rect
            key={day.day}
            x={index * slot + (slot - bar) / 2}
            y={top + height - tall}
            width={bar}
            height={tall}
          >
            <title>{`${shortDay(day.day)}: ${formatCount(value)} ${label}`}</title>
          </rect>
        );
      })}
      <line
        x1={0}
        x2={days.length * slot}
        y1={top + height}
        y2={top + height}
        stroke={color}
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}

/**
 * Views and enquiries by day, drawn as two rows of bars sharing the days (enquiries are too few
 * to read on the views' scale). The drawing is named by the heading and described by a sentence;
 * the numbers themselves are in a table under it, and downloadable.
 */
export function DayChart({
  block,
  days,
  range,
}: {
  block: AnalyticsDashboardBlock;
  days: Day[];
  range: DayRange;
}) {
  const { colors } = useTheme();
  const headingId = useId();
  const summaryId = useId();
  const busiest = days.reduce<Day | undefined>(
    (best, day) => (!best || day.views > best.views ? day : best),
    undefined,
  );
  const sum = (key: 'views' | 'enquiries') => days.reduce((total, day) => total + day[key], 0);
  const most = (key: 'views' | 'enquiries') => Math.max(0, ...days.map((day) => day[key]));
  const summary = fillText(block.chartSummary, {
    views: formatCount(sum('views')),
    enquiries: formatCount(sum('enquiries')),
    days: formatCount(days.length),
    busiest: busiest ? shortDay(busiest.day) : '',
    most: formatCount(busiest?.views ?? 0),
  });
  const columns = reportColumns(block).days;
  const first = days[0];
  const last = days.at(-1);
  return (
    <Part>
      <PartHead>
        <h2 id={headingId}>{block.chartHeading}</h2>
      </PartHead>
      <Chart>
        <Legend>
          <li>
            <Swatch $color={colors.primary} aria-hidden="true" />
            {block.viewsLabel}{' '}
            {fillText(block.chartScaleText, { most: formatCount(most('views')) })}
          </li>
          <li>
            <Swatch $color={colors.success} aria-hidden="true" />
            {block.enquiriesLabel}{' '}
            {fillText(block.chartScaleText, { most: formatCount(most('enquiries')) })}
          </li>
        </Legend>
        <svg
          role="img"
          aria-labelledby={headingId}
          aria-describedby={summaryId}
          viewBox={`0 0 ${Math.max(1, days.length) * slot} 100`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <Bars
            days={days}
            count={(day) => day.views}
            top={0}
            height={viewsHeight}
            color={colors.primary}
            label={block.viewsLabel}
          />
          <Bars
            days={days}
            count={(day) => day.enquiries}
            top={enquiriesTop}
            height={enquiriesHeight}
            color={colors.success}
            label={block.enquiriesLabel}
          />
        </svg>
        {first && last && (
          <Axis aria-hidden="true">
            <span>{shortDay(first.day)}</span>
            <span>{shortDay(last.day)}</span>
          </Axis>
        )}
        <figcaption id={summaryId}>{summary}</figcaption>
        <details>
          <summary>{block.chartTableLabel}</summary>
          <DataTable caption={block.chartTableLabel} columns={columns} rows={days} />
          <CsvButton
            block={block}
            name={block.chartHeading}
            range={range}
            columns={columns}
            rows={days}
          />
        </details>
      </Chart>
    </Part>
  );
}
