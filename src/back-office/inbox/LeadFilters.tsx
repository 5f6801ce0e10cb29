import type { FormEvent } from 'react';
import { Input, Label, Select } from '../../forms/fields/field-styles';
import { Button } from '../../forms/form-styles';
import { Field, Filters, FilterButtons } from './inbox-styles';
import { StatusOptions } from './StatusOptions';
import { filtersOf } from './leads-api';
import { isPlainClick } from './plain-click';
import type { LeadsInboxBlock } from './words';

interface Props {
  block: LeadsInboxBlock;
  query: URLSearchParams;
  go: (search: string) => void;
}

/**
 * The filter form: a GET form to this page, so without the page's code the browser submits it
 * itself; with it, the new filters become a history entry and the list reloads in place.
 */
export function LeadFilters({ block, query, go }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget)].flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    );
    const filters = filtersOf(new URLSearchParams(entries)).toString();
    go(filters ? `?${filters}` : '');
  };
  const value = (key: string) => query.get(key) ?? '';
  return (
    // Re-created when the address changes (Back), so the fields show the list's filters.
    <Filters key={query.toString()} method="get" aria-label={block.filtersLabel} onSubmit={submit}>
      <Field>
        <Label htmlFor="leads-status">{block.statusLabel}</Label>
        <Select id="leads-status" name="status" defaultValue={value('status')}>
          <option value="">{block.anyStatus}</option>
          <StatusOptions names={block.statusNames} />
        </Select>
      </Field>
      <Field>
        <Label htmlFor="leads-page">{block.pageLabel}</Label>
        <Input
          id="leads-page"
          name="page"
          placeholder="/contact-info"
          defaultValue={value('page')}
        />
      </Field>
      <Field>
        <Label htmlFor="leads-from">{block.fromLabel}</Label>
        <Input id="leads-from" name="from" type="date" defaultValue={value('from')} />
      </Field>
      <Field>
        <Label htmlFor="leads-to">{block.toLabel}</Label>
        <Input id="leads-to" name="to" type="date" defaultValue={value('to')} />
      </Field>
      <Field>
        <Label htmlFor="leads-q">{block.searchLabel}</Label>
        <Input id="leads-q" name="q" type="search" maxLength={200} defaultValue={value('q')} />
      </Field>
      <FilterButtons>
        <Button type="submit" $look="primary">
          {block.applyLabel}
        </Button>
        <a
          href="?"
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            go('');
          }}
        >
          {block.clearLabel}
        </a>
      </FilterButtons>
    </Filters>
  );
}
