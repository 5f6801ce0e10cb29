import { z } from 'zod';
import { longText } from '../../schema/field-widget';
import { anchorIdSchema, headingSchema } from '../../schema/common';
import { auditActions, type AuditAction } from '../../schema/audit';
import { leadStatuses, type LeadStatus } from '../../schema/lead';

/** One name per lead status, from the shared list, so a status added there needs its name here. */
const statusNameShape = Object.fromEntries(
  leadStatuses.map((status) => [status, z.string().min(1)]),
) as Record<LeadStatus, z.ZodString>;
const statusNameDefaults = Object.fromEntries(
  leadStatuses.map((status) => [status, status.charAt(0).toUpperCase() + status.slice(1)]),
) as Record<LeadStatus, string>;

const actionNames: Record<AuditAction, string> = {
  login: 'Signed in',
  list: 'Listed leads',
  view: 'Opened a lead',
  update: 'Changed a lead',
  spam: 'Marked spam',
  not_spam: 'Marked not spam',
  export: 'Downloaded leads',
  export_person: 'Downloaded a person’s data',
  erase: 'Erased a person',
  export_audit: 'Downloaded the audit log',
  reset_two_step: 'Reset an account’s two-step sign-in',
};
const actionNameShape = Object.fromEntries(
  auditActions.map((action) => [action, z.string().min(1)]),
) as Record<AuditAction, z.ZodString>;

const text = (fallback: string, description: string) =>
  z.string().min(1).default(fallback).describe(description);

export const leadsInboxSchema = z
  .strictObject({
    type: z.literal('leadsInbox'),
    id: anchorIdSchema.optional(),
    heading: headingSchema.default('Leads inbox'),
    intro: z.string().apply(longText).optional().describe('One sentence under the heading.'),
    showViews: z
      .boolean()
      .default(true)
      .describe(
        'Show the links between the leads, the spam and the audit log above the list. Leave off on a back-office page whose navigation has them.',
      ),
    filtersLabel: text('Filter leads', 'Name of the filter form, read by screen readers.'),
    statusLabel: text('Status', 'Label of the status filter and of the status column.'),
    anyStatus: text('Any status', 'The status filter choice that shows every status.'),
    pageLabel: text('Page', 'Label of the page filter and of the page column.'),
    fromLabel: text('Received from', 'Label of the first day of the date range.'),
    toLabel: text('Received to', 'Label of the last day of the date range.'),
    searchLabel: text('Search', 'Label of the text search (any field of the lead).'),
    applyLabel: text('Show leads', 'Button that applies the filters.'),
    clearLabel: text('Clear filters', 'Link back to the unfiltered list.'),
    caption: text('Leads, newest first', 'Caption of the table of leads.'),
    dateColumn: text('Received', 'Heading of the date column.'),
    nameColumn: text('Name', 'Heading of the name column.'),
    emailColumn: text('E-mail', 'Heading of the e-mail column.'),
    formColumn: text('Form', 'Heading of the form column.'),
    countText: text(
      '{count} leads match; page {page} of {pages}.',
      'Summary above the table; {count}, {page} and {pages} are filled in.',
    ),
    emptyText: text('No leads match these filters.', 'Shown when no lead matches.'),
    loadingText: text('Loading leads…', 'Shown while the list or a lead is loading.'),
    previousLabel: text('Previous page', 'Link to the newer page of leads.'),
    nextLabel: text('Next page', 'Link to the older page of leads.'),
    exportCsvLabel: text('Download these leads as CSV', 'Export link for a spreadsheet.'),
    exportJsonLabel: text('Download these leads as JSON', 'Export link for other programs.'),
    detailHeading: text('Lead {id}', 'Heading of one lead; {id} is filled in.'),
    backLabel: text('Back to the list', 'Link from one lead back to the filtered list.'),
    answersHeading: text('What was sent', 'Heading above the lead’s fields.'),
    sourceHeading: text('Where it came from', 'Heading above the page, referrer and UTM values.'),
    subjectLabel: text('Subject', 'Label of the lead’s subject.'),
    referrerLabel: text('Referrer', 'Label of the outside page the visit came from.'),
    noSourceText: text('No referrer or campaign was noted.', 'Shown when a lead has no source.'),
    experimentText: text(
      'Saw the {version} of the test “{experiment}” on {page}',
      'A version of a page under test the sender saw that day; {version}, {experiment} and {page} are filled in.',
    ),
    originalName: text('original', 'Name of the page as it is, in the sentence above.'),
    variantName: text('variant', 'Name of the version tested, in the sentence above.'),
    consentHeading: text('Notice and consent', 'Heading above what the visitor was told.'),
    noticeLabel: text('Notice shown', 'Label of the purposes the form showed.'),
    noNoticeText: text(
      'Not recorded (sent before notices were recorded).',
      'Shown for a lead from before notices were recorded.',
    ),
    policyLabel: text('Privacy policy', 'Label of the policy page, its date and version.'),
    marketingLabel: text('Marketing e-mails', 'Label of the answer to the marketing box.'),
    marketingYes: text('Yes, asked for them', 'The box was ticked.'),
    marketingNo: text('No', 'The box was not ticked.'),
    marketingNotAsked: text('Not asked by this form', 'The form had no marketing box.'),
    anonymisedText: text(
      'Anonymised on {date} under the retention periods: the personal details are gone.',
      'Shown on an anonymised lead; {date} is filled in.',
    ),
    noteLabel: text('Internal note', 'Label of staff’s note; visitors never see it.'),
    saveLabel: text('Save', 'Button that saves the status and the note.'),
    savedText: text('Saved.', 'Announced after a save.'),
    historyHeading: text('History', 'Heading above the list of changes.'),
    noHistoryText: text('No changes yet.', 'Shown when nobody has changed the lead.'),
    historyText: text(
      '{actor} changed {change} from “{from}” to “{to}”',
      'One change; {actor}, {change}, {from} and {to} are filled in.',
    ),
    viewsLabel: text('Inbox views', 'Name of the links between the leads and the spam.'),
    leadsViewLabel: text('Leads', 'Link to the leads (every status but spam).'),
    spamViewLabel: text('Spam', 'Link to the suspected spam.'),
    spamIntro: text(
      'Suspected spam is kept here and delivered nowhere. Mark a real enquiry “Not spam” to deliver it.',
      'Shown above the spam list.',
    ),
    spamReasonLabel: text('Why it looked like spam', 'Label of the reason a lead was held back.'),
    notSpamLabel: text('Not spam', 'Button that moves a lead out of spam and delivers it.'),
    notSpamText: text('Moved to the leads; it is being delivered.', 'Announced after “Not spam”.'),
    deliveryHeading: text('Delivery problems', 'Heading of the banner about failing destinations.'),
    deliveryTroubleText: text(
      '{destination} has failed since {since}; {waiting} lead(s) are waiting and will be retried.',
      'One failing destination; {destination}, {since} and {waiting} are filled in.',
    ),
    auditViewLabel: text('Audit log', 'Link to the audit log.'),
    auditIntro: text(
      'Who viewed, changed, exported or erased which lead, and who signed in. Entries cannot be changed; they are removed only after their retention.',
      'Shown above the audit log.',
    ),
    auditCaption: text('Audit log, newest first', 'Caption of the audit log’s table.'),
    auditTimeColumn: text('When', 'Heading of the time column of the audit log.'),
    auditActorColumn: text('Who', 'Heading of the column naming who acted.'),
    auditActionColumn: text('What', 'Heading of the column naming the action.'),
    auditLeadsColumn: text('Leads', 'Heading of the column listing the leads concerned.'),
    auditCountColumn: text('Records', 'Heading of the column counting the records.'),
    auditCountText: text(
      '{count} entries; page {page} of {pages}.',
      'Summary above the audit log; {count}, {page} and {pages} are filled in.',
    ),
    auditEmptyText: text('Nothing has been recorded yet.', 'Shown when the log is empty.'),
    auditExportLabel: text('Download the audit log as JSON', 'Export link of the audit log.'),
    auditActionNames: z
      .strictObject(actionNameShape)
      .default(actionNames)
      .describe('How each action of the audit log is named.'),
    personHeading: text('A person’s data', 'Heading of the tools for one person’s records.'),
    personIntro: text(
      'Every record of one e-mail address: download it for the person, or erase it when they ask and you have checked it is them.',
      'Shown under the heading of the person tools.',
    ),
    personEmailLabel: text('E-mail address', 'Label of the person’s e-mail address.'),
    personEmailError: text('Enter an e-mail address.', 'Shown when the address is missing.'),
    personExportLabel: text('Download their data (JSON)', 'Button that downloads the records.'),
    eraseLabel: text('Erase this person…', 'Button that opens the erasure’s confirmation.'),
    eraseTitle: text('Erase {email}?', 'Title of the confirmation; {email} is filled in.'),
    eraseText: text(
      'Every lead sent from this address, with its notes and history, and the account with this address are removed for good. Enquiries from other people that only mention the address are kept for you to review. The audit log records that you did it, without the address.',
      'What erasing does, in the confirmation.',
    ),
    eraseConfirmLabel: text('Erase for good', 'Button that erases, in the confirmation.'),
    cancelLabel: text('Cancel', 'Button that closes the confirmation without erasing.'),
    proofTitle: text('Confirm it is you', 'Title of the dialog that asks for the password again.'),
    proofText: text(
      'For your safety, please type your password again before this step.',
      'Why the password is asked for again (after 10 minutes).',
    ),
    proofPasswordLabel: text('Your password', 'Label of the password field in that dialog.'),
    proofConfirmLabel: text('Confirm and continue', 'Button that confirms the password.'),
    erasedText: text(
      'Erased: {count} record(s). The audit log has the entry.',
      'Announced after an erasure; {count} is filled in.',
    ),
    mentionedText: text(
      '{count} enquiry(ies) from other people mention this address and were kept: search for the address to review them.',
      'Added after an erasure or a download when other people’s enquiries mention the address; {count} is filled in.',
    ),
    statusNames: z
      .strictObject(statusNameShape)
      .default(statusNameDefaults)
      .describe('How each status is named.'),
    signedOutText: text(
      'Log in with a staff account to see the leads.',
      'Shown when the visitor is not logged in.',
    ),
    forbiddenText: text(
      'This account cannot see the leads. Log in with a staff account.',
      'Shown to an account that is not staff.',
    ),
    failedText: text(
      'The leads could not be loaded. Try again.',
      'Shown on a server or network failure.',
    ),
    loginLabel: text('Log in', 'Link to the login page.'),
    loginPath: z
      .string()
      .regex(/^\/\S*$/)
      .default('/loginsignup')
      .describe('Path of the login page; the visitor comes back here after logging in.'),
  })
  .describe(
    'The leads inbox for staff: filters, a paged table of enquiries, one lead with its status, note and history, and exports. Use on a page with "access": "staff".',
  );

export type LeadsInboxBlock = z.infer<typeof leadsInboxSchema>;
