import { fillText } from '../../engine/browser/call-api';
import { Button } from '../../forms/form-styles';
import { Part, PartHead, Table, TableScroll } from './analytics-styles';
import { downloadCsv, toCsv } from './csv';
import { conversionCell, formatConversion, formatCount } from './format';
import type { DayRange } from './range';
import type { AnalyticsDashboardBlock, TableWords } from './words';

/** One column of a table: a text, a count, or a rate (a fraction, shown as a percentage). */
export interface Column<Row> {
  label: string;
  kind: 'text' | 'count' | 'rate';
  value: (row: Row) => string | number;
}

const shown = (kind: Column<unknown>['kind'], value: string | number) =>
  typeof value === 'string'
    ? value
    : kind === 'rate'
      ? formatConversion(value)
      : formatCount(value);

const csvCell = (kind: Column<unknown>['kind'], value: string | number) =>
  typeof value === 'number' && kind === 'rate' ? conversionCell(value) : value;

/** The rows of a table with a caption, its first column the rows' headers, numbers on the right. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
}) {
  return (
    <TableScroll role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.kind === 'text' ? undefined : 'number'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column, at) => {
                const value = shown(column.kind, column.value(row));
                const className = column.kind === 'text' ? undefined : 'number';
                return at === 0 ? (
                  <th key={column.label} scope="row" className={className}>
                    {value}
                  </th>
                ) : (
                  <td key={column.label} className={className}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

/** A table's CSV download, made in the browser from the report already shown. */
export function CsvButton<Row>({
  block,
  name,
  range,
  columns,
  rows,
}: {
  block: AnalyticsDashboardBlock;
  name: string;
  range: DayRange;
  columns: Column<Row>[];
  rows: Row[];
}) {
  const download = () => {
    const csv = toCsv(
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))),
    );
    const safeName = name.replace(/[\\/:*?"<>|]+/g, '-');
    downloadCsv(`${safeName} ${range.from} ${range.to}.csv`, csv);
  };
  return (
    <Button type="button" $look="secondary" onClick={download}>
      {fillText(block.downloadLabel, { table: name })}
    </Button>
  );
}

/** One part of the report: its heading, its CSV download, and its table or its empty text. */
export function ReportTable<Row>({
  block,
  words,
  range,
  columns,
  rows,
}: {
  block: AnalyticsDashboardBlock;
  words: TableWords;
  range: DayRange;
  columns: Column<Row>[];
  rows: Row[];
}) {
  return (
    <Part>
      <PartHead>
        <h2>{words.heading}</h2>
        {rows.length > 0 && (
          <CsvButton
            block={block}
            name={words.heading}
            range={range}
            columns={columns}
            rows={rows}
          />
        )}
      </PartHead>
      {rows.length > 0 ? (
        <DataTable caption={words.heading} columns={columns} rows={rows} />
      ) : (
        <p>{words.emptyText}</p>
      )}
    </Part>
  );
}
