import { formResultId, type PostedValues } from '../../engine/browser/form-state';
import { escapeHtml } from '../../engine/escape-html';
import { isRecord } from '../../schema/is-record';
import { chosenForm, type PostedForm } from './form-post';
import type { FormResults } from '../storage/shared/form-results';
import { pageOf, type SitePages } from './site-pages';

/** A page a post may be sent to: one of the site's, never another site's address. */
function sitePage(page: unknown, pages: SitePages | undefined): string | undefined {
  if (typeof page !== 'string') return undefined;
  if (pages) return pageOf(pages, page);
  return /^\/(?![/\\])[^\s?#\\]*$/.test(page) ? page : undefined;
}

/** The page a post is sent back to: its own page when it is the site's, else the home page. */
const pageToReturnTo = (page: unknown, pages: SitePages | undefined) =>
  sitePage(page, pages) ?? '/';

/**
 * The `?next=` of the page a form was posted from, read from the Referer (which a browser sends
 * with the query to its own origin), when that page is on this host.
 */
export function nextFromReferer(referer: string | undefined, host: string): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host ? (url.searchParams.get('next') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON answer the route gave, as far as it can be read. */
function readAnswer(payload: unknown) {
  let parsed: unknown;
  try {
    parsed = typeof payload === 'string' ? JSON.parse(payload) : undefined;
  } catch {
    parsed = undefined;
  }
  const answer = isRecord(parsed) ? parsed : {};
  const errors = isRecord(answer.errors) ? answer.errors : {};
  return {
    success: answer.success === true,
    message: typeof answer.message === 'string' ? answer.message : undefined,
    redirectTo: typeof answer.redirectTo === 'string' ? answer.redirectTo : undefined,
    secondStep: answer.secondStep === true,
    errors: Object.fromEntries(
      Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ),
  };
}

/** What the visitor typed into the form's fields, to show again; passwords never. */
function postedValues(posted: PostedForm, body: Record<string, unknown>): PostedValues {
  const values: PostedValues = {};
  for (const field of posted.form.fields) {
    const value = body[field.name];
    if (field.type === 'password') continue;
    if (typeof value === 'string' || typeof value === 'boolean') values[field.name] = value;
  }
  return values;
}

/**
 * Where a form post without JavaScript goes after the route answered (post/redirect/get,
 * decisions.md #25): on success its page with `?sent=<form>`, or the page a login or sign-up
 * goes on to; on any refusal its page with
 * `?form-result=<id>`, the errors and values kept server-side under that random id, so neither
 * personal data nor passwords appear in URLs or logs. A reload repeats only the GET.
 */
export async function formPostLocation({
  candidates,
  body,
  statusCode,
  payload,
  pages,
  results,
  next,
}: {
  candidates: PostedForm[];
  body: unknown;
  statusCode: number;
  payload: unknown;
  pages: SitePages | undefined;
  results: FormResults;
  /** The `?next=` of the page the form was posted from, when it is one of this site's. */
  next?: string | undefined;
}): Promise<string> {
  const fields = isRecord(body) ? body : {};
  const posted = chosenForm(candidates, fields) ?? candidates[0];
  const page = encodeURI(pageToReturnTo(fields.page, pages));
  const answer = readAnswer(payload);
  if (!posted) return page;
  const anchor = `#${formResultId(posted.name)}`;
  // A login or sign-up goes back to the page that sent the visitor to log in (`?next=/leads`),
  // as the scripted form does, else on to the page the form names.
  // The second step of a login (a code) is the server's own page, with `next` in its address.
  if (statusCode < 400 && answer.success && answer.secondStep && answer.redirectTo?.startsWith('/'))
    return answer.redirectTo;
  if (statusCode < 400 && answer.success && answer.redirectTo)
    return encodeURI(sitePage(next, pages) ?? pageToReturnTo(answer.redirectTo, undefined));
  if (statusCode < 400 && answer.success)
    return `${page}?sent=${encodeURIComponent(posted.name)}${anchor}`;
  const id = await results.put({
    form: posted.name,
    outcome: 'refused',
    message: answer.message ?? posted.form.messages.failure,
    errors: answer.errors,
    values: postedValues(posted, fields),
  });
  return `${page}?form-result=${id}${anchor}`;
}

/** The body of the 303, for the rare client that does not follow it by itself. */
export function redirectPage(location: string): string {
  const href = escapeHtml(location);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Continue</title><p><a href="${href}">Continue</a></p></html>`;
}
