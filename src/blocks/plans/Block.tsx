import { SectionHeader } from '../../ui/SectionHeader';
import type { BlockProps } from '../../engine/browser/block-props';
import { ActionButton } from '../../ui/ActionButton';
import { Container, Section } from '../../ui/layout';
import type { PlansBlock } from './schema';
import { Badge, Description, Features, Name, Price, Tier, Tiers } from './Block.styles';

export default function Plans({ block }: BlockProps<PlansBlock>) {
  return (
    <Section id={block.id} $tone={block.tone}>
      <Container>
        <SectionHeader
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          tone={block.tone}
        />
        <Tiers $count={block.plans.length} data-testid="plans">
          {block.plans.map((plan) => (
            <Tier key={plan.name} $highlighted={plan.highlighted}>
              {/* The badge is part of the heading, so moving by headings also announces it. */}
              <Name>
                {plan.name}
                {plan.highlighted && (
                  <Badge>
                    <span className="visually-hidden">, </span>
                    {block.highlightLabel}
                  </Badge>
                )}
              </Name>
              {plan.price && <Price>{plan.price}</Price>}
              {plan.description && <Description>{plan.description}</Description>}
              {plan.features.length > 0 && (
                <Features aria-label={`${plan.name}: included`}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </Features>
              )}
              <div>
                <ActionButton action={plan.action} subject={plan.name} />
              </div>
            </Tier>
          ))}
        </Tiers>
      </Container>
    </Section>
  );
}
