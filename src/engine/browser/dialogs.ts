import type { dialogNames } from '../../schema/common';

export type DialogName = (typeof dialogNames)[number];

export interface DialogRequest {
  name: DialogName;
  /** Extra context for the form, e.g. the job title an application is for. */
  subject?: string;
}

/**
 * The attributes that make a link open a form dialog: the islands loader opens the dialog on a
 * click on any link carrying them (docs/islands.md), and without scripts the link goes to its
 * page with the same form.
 */
export function dialogLinkAttributes({ name, subject }: DialogRequest) {
  return { 'data-opens': name, ...(subject ? { 'data-subject': subject } : {}) };
}
