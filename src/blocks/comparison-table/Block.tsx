import { Check, X } from 'lucide-react';
import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section } from '../../ui/layout';
import type { ComparisonTableBlock } from './schema';
import { Mark, Scroller, Table } from './Block.styles';

type Cell = ComparisonTableBlock['rows'][number]['cells'][number];

/** A text cell as written; a yes / no cell as a tick or cross with its words for screen readers. */
function CellContent({ cell, block }: { cell: Cell; block: ComparisonTableBlock }) {
  if (typeof cell === 'string') return <>{cell}</>;
  const MarkIcon = cell ? Check : X;
  return (
    <Mark $yes={cell}>
      <MarkIcon size={20} strokeWidth={3} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">{cell ? block.yesLabel : block.noLabel}</span>
    </Mark>
  );
}

export default function ComparisonTable({ block, index }: BlockProps<ComparisonTableBlock>) {
  // The position on the page keeps the id unique when a page has two tables.
  const captionId = `comparison-${block.id ?? index}-caption`;
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        <SectionHeader
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          tone={block.tone}
        />
        <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
          <Table $columns={block.columns.length}>
            <caption id={captionId}>
              <span>{block.caption}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{block.corner}</th>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, column) => (
                    <td key={block.columns[column] ?? column}>
                      <CellContent cell={cell} block={block} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      </Container>
    </Section>
  );
}
