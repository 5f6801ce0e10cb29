import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import site from 'virtual:site';
import { plainMessage } from './plain-message';
import { pageTitle } from '../page-title';
import { fetchSiteHealth, type SiteHealthReport } from '../studio-api';
import { editorPath } from '../studio-paths';
import { useStudioSession } from '../studio-session';
import { findingPlace, fieldPath } from './finding-place';
import { healthKind, healthLabel } from './health-words';

type PageFindings = SiteHealthReport['pages'][number];

const count = (findings: PageFindings['findings'], severity: 'error' | 'warning') =>
  findings.filter((f) => f.severity === severity).length;

/**
 * What a field shows: its first error (an empty title is said to be empty, not also too short,
 * as the editor says it) and its warnings.
 */
function shown(findings: PageFindings['findings']): PageFindings['findings'] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    if (f.severity !== 'error') return true;
    if (seen.has(f.pointer)) return false;
    seen.add(f.pointer);
    return true;
  });
}

/** A check's words as a sentence: "must not be empty" → "Must not be empty." */
function sentence(message: string): string {
  const plain = plainMessage(message);
  const capital = plain.charAt(0).toUpperCase() + plain.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
}

/** How many pages need what, in one sentence. */
function summary(pages: readonly PageFindings[]): string {
  if (pages.length === 0) return 'No page has anything to fix or improve.';
  const blocked = pages.filter((p) => count(p.findings, 'error') > 0).length;
  const improve = pages.length - blocked;
  const n = (k: number) => (k === 1 ? '1 page' : `${k} pages`);
  return [
    blocked > 0 ? `${n(blocked)} cannot go live until fixed` : '',
    improve > 0 ? `${n(improve)} ${improve === 1 ? 'has' : 'have'} things to improve` : '',
  ]
    .filter(Boolean)
    .join('; ')
    .concat('.');
}

/**
 * Every finding of the site by page (decisions.md #109), each a link into the page's editor at
 * its field: the same checks the editor and `npm run validate` run.
 */
export function SiteHealth() {
  const [report, setReport] = useState<SiteHealthReport>();
  const [error, setError] = useState<string>();
  const blocked = useStudioSession()?.mode === 'server' ? 'published' : 'saved';
  useEffect(() => {
    fetchSiteHealth().then(setReport, (e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  if (error) return <p role="alert">Could not check the site: {error}</p>;
  if (!report) return <p role="status">Checking every page…</p>;
  return (
    <section className="site-health" aria-labelledby="site-health-heading">
      <h2 id="site-health-heading">Site health</h2>
      <p>{summary(report.pages)}</p>
      {report.pages.map((page) => {
        const findings = shown(page.findings);
        const problems = count(findings, 'error');
        const warnings = count(findings, 'warning');
        const name = page.path ?? 'A page without an address';
        return (
          <section key={page.file} className="health-page" aria-label={name}>
            <h3>
              <Link to={editorPath(page.file)}>{name}</Link>
              {page.title && <span className="health-title"> {pageTitle(page.title, site)}</span>}
            </h3>
            <p className={`page-health-${healthKind(problems, warnings)}`}>
              {healthLabel(problems, warnings, blocked)}
            </p>
            <ul>
              {findings.map((f, i) => (
                <li key={`${f.pointer} ${i}`}>
                  <Link to={fieldPath(page.file, f.pointer)}>
                    {findingPlace(f.pointer, f.blockType)}
                    <span className="visually-hidden">
                      {f.severity === 'error' ? ', must be fixed' : ', worth improving'}
                    </span>
                  </Link>
                  <p className="health-message">{sentence(f.message)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {report.site.length > 0 && (
        <section className="health-page" aria-labelledby="site-wide-heading">
          <h3 id="site-wide-heading">The whole site</h3>
          <ul>
            {report.site.map((f, i) => (
              <li key={`${f.pointer} ${i}`}>{plainMessage(f.message)}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
