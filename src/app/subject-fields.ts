import { fieldRule } from '../forms/fields/rules';
import { pageSubjectButtons } from '../blocks';
import type { PointedMessage } from '../engine/validation/problem';
import type { Page } from './page-schema';
import type { Site } from './site-schema';

/**
 * A button whose form has a subject field (e.g. the job of an application) must name a subject
 * that field accepts, or the form opens without it: a job added to the careers page needs its
 * option in the application form too (decisions.md #8).
 */
export function subjectFieldChecks(page: Page, site: Site): PointedMessage[] {
  return pageSubjectButtons(page.blocks).flatMap(({ pointer, subject, opens }) => {
    const form = Object.entries(site.forms).find(([name]) => name === opens)?.[1];
    const subjectField = form && 'subjectField' in form ? form.subjectField : undefined;
    const field = form?.fields.find((f) => f.name === subjectField);
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
