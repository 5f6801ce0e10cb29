import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockSchemas } from '../../../src/blocks';
import { pageSchema } from '../../../src/app/page-schema';
import { describeSchema } from '../../../src/studio/form/describe';
import type { FieldSpec } from '../../../src/studio/form/field-spec';
import { longText } from '../../../src/schema/field-widget';
import { pageSettingsFields } from '../../../src/studio/form/block-specs';

// Every widget the form picks other than the plain one, by field path.
function widgets(spec: FieldSpec, path: string, out: Record<string, string>) {
  if (spec.kind === 'string' && spec.widget !== 'text') out[path] = spec.widget;
  if (spec.kind === 'choice' && spec.widget !== 'select') out[path] = spec.widget;
  if (spec.kind === 'object') {
    if (spec.widget !== 'fields') out[path] = spec.widget;
    for (const field of spec.fields) widgets(field.spec, `${path}.${field.key}`, out);
  }
  if (spec.kind === 'array') widgets(spec.item, `${path}[]`, out);
  if (spec.kind === 'union')
    spec.options.forEach((option, i) => widgets(option.spec, `${path}|${i}`, out));
}

function table() {
  const out: Record<string, string> = {};
  for (const schema of blockSchemas) widgets(describeSchema(schema), schema.shape.type.value, out);
  const page = describeSchema(pageSchema);
  // The page's blocks, and its experiment's variant, are the block schemas above.
  if (page.kind === 'object')
    for (const field of page.fields)
      if (field.key !== 'blocks' && field.key !== 'experiment')
        widgets(field.spec, `page.${field.key}`, out);
  return out;
}

describe('the widgets of the block and page forms', () => {
  // Recorded from the forms as they were when the widget was still guessed from the field's
  // name: declaring it on the schema changed none.
  it('are, field by field, the ones each schema declares', () => {
    expect(table()).toEqual({
      'hero.text': 'longText',
      'hero.image': 'image',
      'hero.actions[]|0.href': 'link',
      'heroCarousel.slides[].description': 'longText',
      'heroCarousel.slides[].image': 'image',
      'heroCarousel.slides[].link.href': 'link',
      'featureGrid.intro': 'longText',
      'featureGrid.cards[].description': 'longText',
      'featureGrid.cards[].icon': 'icon',
      'featureGrid.cards[].image': 'image',
      'featureGrid.cards[].href': 'link',
      'featureGrid.cards[].action|0.href': 'link',
      'featureGrid.actions[]|0.href': 'link',
      'logoRow.intro': 'longText',
      'logoRow.logos[].image': 'image',
      'cta.text': 'longText',
      'cta.actions[]|0.href': 'link',
      'faq.items[].answer': 'longText',
      'legalSections.intro': 'longText',
      'richText.actions[]|0.href': 'link',
      'richText.image': 'image',
      'notFound.text': 'longText',
      'notFound.link.href': 'link',
      'jobOpenings.intro': 'longText',
      'jobOpenings.jobs[].summary': 'longText',
      'jobOpenings.jobs[].action|0.href': 'link',
      'contactForm.text': 'longText',
      'contactInfo.text': 'longText',
      'authForm.login.intro': 'longText',
      'authForm.signup.intro': 'longText',
      'stats.intro': 'longText',
      'stats.items[].source.text': 'longText',
      'stats.items[].source.href': 'link',
      'testimonials.intro': 'longText',
      'testimonials.items[].quote': 'longText',
      'testimonials.items[].photo': 'image',
      'plans.intro': 'longText',
      'plans.plans[].description': 'longText',
      'plans.plans[].action|0.href': 'link',
      'comparisonTable.intro': 'longText',
      'caseStudies.intro': 'longText',
      'caseStudies.studies[].summary': 'longText',
      'caseStudies.studies[].image': 'image',
      'caseStudies.studies[].href': 'link',
      'caseStudy.quote.text': 'longText',
      'team.intro': 'longText',
      'team.people[].photo': 'image',
      'team.people[].links[].href': 'link',
      'steps.intro': 'longText',
      'steps.steps[].text': 'longText',
      'steps.steps[].icon': 'icon',
      'mediaText.action.href': 'link',
      'mediaText.image': 'image',
      'leadsInbox.intro': 'longText',
      'accountPanel.intro': 'longText',
      'accountPanel.sessions.intro': 'longText',
      'accountPanel.proof.text': 'longText',
      'accountPanel.passkeys.intro': 'longText',
      // Added with the two-step sign-in's words (after the record above): its three sentences.
      'accountPanel.twoFactor.codesText': 'longText',
      'accountPanel.twoFactor.offText': 'longText',
      'accountPanel.twoFactor.onText': 'longText',
      'analyticsDashboard.intro': 'longText',
      'page.description': 'longText',
      'page.image': 'image',
    });
  });

  it('give a field declared as long text a text area, whatever its name', () => {
    const spec = describeSchema(z.object({ blurb: z.string().apply(longText).optional() }));
    expect(spec.kind === 'object' && spec.fields[0]?.spec).toEqual({
      kind: 'string',
      widget: 'longText',
    });
  });

  it('keep the mark through a description, and a list of long texts gets text areas', () => {
    const spec = describeSchema(
      z.object({ lines: z.array(z.string().apply(longText).describe('One paragraph.')) }),
    );
    expect(spec.kind === 'object' && spec.fields[0]?.spec).toEqual({
      kind: 'array',
      item: { kind: 'string', widget: 'longText' },
    });
  });

  it('no longer guess a text area from the name: an unmarked "description" is one line', () => {
    const spec = describeSchema(z.object({ description: z.string().max(160) }));
    expect(spec.kind === 'object' && spec.fields[0]?.spec).toEqual({
      kind: 'string',
      widget: 'text',
      max: 160,
    });
  });

  it('still give a text allowed more than 200 characters a text area', () => {
    expect(describeSchema(z.string().max(2000))).toMatchObject({ widget: 'longText' });
  });
});

describe('the page settings form', () => {
  it('leaves a test of a block to the tested block’s form', () => {
    const keys = pageSettingsFields.map((field) => field.key);
    expect(keys).toContain('title');
    expect(keys).not.toContain('experiment');
    expect(keys).not.toContain('blocks');
  });
});
