import type { FormEvent, MouseEvent } from 'react';
import { fillText } from '../../engine/browser/call-api';
import { Input, Label } from '../../forms/fields/field-styles';
import { Button } from '../../forms/form-styles';
import { Field, Quick, RangeForm } from './analytics-styles';
import { lastDays, quickChoices, searchOf, type DayRange } from './range';
import type { AnalyticsDashboardBlock } from './words';

/** A click that would open the link in this tab: the dashboard moves in place instead. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The range's two dates and the quick choices. The form is a plain GET form to this page and the
 * choices plain links, so each range has its address; with the code, they move in place.
 */
export function RangePicker({
  block,
  range,
  today,
  go,
}: {
  block: AnalyticsDashboardBlock;
  range: DayRange;
  today: string;
  go: (range: DayRange) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') });
  };
  return (
    <>
      <RangeForm
        // Re-created when the address changes (Back), so the fields show the range shown.
        key={searchOf(range)}
        method="get"
        aria-label={block.rangeLabel}
        onSubmit={submit}
      >
        <Field>
          <Label htmlFor="analytics-from">{block.fromLabel}</Label>
          <Input id="analytics-from" name="from" type="date" required defaultValue={range.from} />
        </Field>
        <Field>
          <Label htmlFor="analytics-to">{block.toLabel}</Label>
          <Input id="analytics-to" name="to" type="date" required defaultValue={range.to} />
        </Field>
        <Button type="submit" $look="primary">
          {block.applyLabel}
        </Button>
      </RangeForm>
      <Quick aria-label={block.quickLabel}>
        <ul>
          {quickChoices.map((days) => {
            const choice = lastDays(days, today);
            const current = choice.from === range.from && choice.to === range.to;
            return (
              <li key={days}>
                <a
                  href={searchOf(choice)}
                  aria-current={current ? 'true' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    go(choice);
                  }}
                >
                  {fillText(block.lastDaysLabel, { days })}
                </a>
              </li>
            );
          })}
        </ul>
      </Quick>
    </>
  );
}
