import type { BlockProps } from '../../engine/browser/block-props';
import { Container, Section, SectionHeading } from '../../ui/layout';
import type { TabsBlock } from './schema';
import { Inner, Panel, Tab, TabList } from './Block.styles';

/**
 * Static markup with the first tab current; its behaviour is `enhance`, a plain-DOM script the
 * islands loader runs on it (the registry declares it). The panels get their tab roles from the
 * script: without it they are plain sections, each under its own heading.
 */
export default function Tabs({ block, index }: BlockProps<TabsBlock>) {
  const base = block.id ?? `tabs-${index}`;
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        {block.heading && <SectionHeading>{block.heading}</SectionHeading>}
        <Inner data-tabs="">
          <TabList role="tablist" aria-label={block.label}>
            {block.tabs.map((tab, i) => (
              <Tab
                key={tab.label}
                type="button"
                role="tab"
                id={`${base}-tab-${i}`}
                aria-controls={`${base}-panel-${i}`}
                aria-selected={i === 0}
                tabIndex={i === 0 ? 0 : -1}
                data-tab=""
              >
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {block.tabs.map((tab, i) => (
            <Panel
              key={tab.label}
              id={`${base}-panel-${i}`}
              data-panel=""
              data-current={i === 0 ? '' : undefined}
              data-testid="tab-panel"
            >
              <h3>{tab.heading}</h3>
              {tab.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {tab.list.length > 0 && (
                <ul>
                  {tab.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </Panel>
          ))}
        </Inner>
      </Container>
    </Section>
  );
}
