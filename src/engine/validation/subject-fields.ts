import { fieldRule } from '../../forms/fields/rules';
import type { dialogNames } from '../../schema/common';
import type { Page } from '../../schema/page';
import type { Site } from '../../schema/site';
import type { PointedMessage } from './problem';

interface SubjectButton {
  /** Where the subject is written, e.g. a job's title. */
  pointer: string;
  subject: string;
  opens: (typeof dialogNames)[number];
}

/** The buttons that tell the form they open what they are about: jobs', cards' and plans'. */
function subjectButtons(page: Page): SubjectButton[] {
  return page.blocks.flatMap((block, i): SubjectButton[] => {
    if (block.type === 'jobOpenings')
      return block.jobs.flatMap((job, j) =>
        'opens' in job.action
          ? [
              {
                pointer: `/blocks/${i}/jobs/${j}/title`,
                subject: job.title,
                opens: job.action.opens,
              },
            ]
          : [],
      );
    if (block.type === 'featureGrid')
      return block.cards.flatMap((card, c) =>
        card.action && 'opens' in card.action
          ? [
              {
                pointer: `/blocks/${i}/cards/${c}/title`,
                subject: card.title,
                opens: card.action.opens,
              },
            ]
          : [],
      );
    if (block.type === 'plans')
      return block.plans.flatMap((plan, p) =>
        'opens' in plan.action
          ? [
              {
                pointer: `/blocks/${i}/plans/${p}/name`,
                subject: plan.name,
                opens: plan.action.opens,
              },
            ]
          : [],
      );
    return [];
  });
}

/**
 * A button whose form has a subject field (e.g. the job of an application) must name a subject
 * that field accepts, or the form opens without it: a job added to the careers page needs its
 * option in the application form too (decisions.md #8).
 */
export function subjectFieldChecks(page: Page, site: Site): PointedMessage[] {
  return subjectButtons(page).flatMap(({ pointer, subject, opens }) => {
    const form = site.forms[opens];
    const field = form.fields.find((f) => f.name === form.subjectField);
    if (!field || fieldRule(field).safeParse(subject).success) return [];
    const options =
      field.type === 'select'
        ? ` Its options: ${field.options.map((o) => JSON.stringify(o.value)).join(', ')}`
        : '';
    return [
      {
        pointer,
        message: `"${subject}" is not accepted by the "${field.name}" field of the ${opens} form that this button opens; add it there in site.config.json.${options}`,
      },
    ];
  });
}
