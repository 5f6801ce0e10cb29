import { useEffect } from 'react';
import type { CatalogueEntry } from '../../engine/tooling/catalogue/catalogue-data';
import { allIcons } from '../../ui/all-icons';
import { IconContext } from '../../ui/Icon';
import { Container } from '../../ui/layout';
import type { Block } from '../../blocks';
import { RenderBlocks } from '../../blocks/rendering';
import { Code, Details, Entry, Intro, Preview, Scroll } from './catalogue-page.styles';

function FieldTable({ entry }: { entry: CatalogueEntry }) {
  return (
    <Scroll tabIndex={0} role="region" aria-label={`Fields of ${entry.type}`}>
      <table>
        <caption>Fields</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Allowed values</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {entry.rows.map((row) => (
            <tr key={`${row.field}-${row.description}`}>
              <td>
                <code>{row.field}</code>
              </td>
              <td>{row.type}</td>
              <td>{row.required ? 'yes' : 'no'}</td>
              <td>{row.default === undefined ? '' : <code>{row.default}</code>}</td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}

/**
 * The block catalogue (`/_catalogue`, `npm run dev` only): every block rendered from its
 * example.json, next to its field table and the JSON to copy into a page.
 */
export function CataloguePage({
  entries,
}: {
  entries: readonly (CatalogueEntry & { example: Block })[];
}) {
  useEffect(() => {
    document.title = 'Block catalogue (development only)';
  }, []);
  return (
    <>
      <Container>
        <Intro>
          <h1>Block catalogue</h1>
          <p>
            Every block a page can use, rendered from its example. Copy an example into the{' '}
            <code>&quot;blocks&quot;</code> list of a file in <code>pages/</code>, then change the
            texts. This page exists only while <code>npm run dev</code> runs; the same catalogue is
            in <code>docs/blocks.md</code>.
          </p>
          <nav aria-label="Blocks">
            <ul>
              {entries.map((entry) => (
                <li key={entry.type}>
                  <a href={`#block-${entry.type}`}>{entry.type}</a>
                </li>
              ))}
            </ul>
          </nav>
        </Intro>
      </Container>
      {entries.map((entry) => (
        <Entry key={entry.type} aria-labelledby={`block-${entry.type}`}>
          <Container>
            <h2 id={`block-${entry.type}`}>
              <code>{entry.type}</code>
            </h2>
            <p>{entry.description}</p>
          </Container>
          <Preview role="region" aria-label={`Example of the ${entry.type} block`}>
            <IconContext.Provider value={allIcons}>
              <RenderBlocks blocks={[entry.example]} />
            </IconContext.Provider>
          </Preview>
          <Container>
            <Details>
              <FieldTable entry={entry} />
              <Code>
                <figcaption>
                  Example to copy: <code>{entry.exampleFile}</code>
                </figcaption>
                <pre tabIndex={0}>
                  <code>{entry.exampleText.trim()}</code>
                </pre>
              </Code>
            </Details>
          </Container>
        </Entry>
      ))}
    </>
  );
}
