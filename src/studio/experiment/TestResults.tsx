import { useEffect, useState } from 'react';
import { enoughEnquiries, enoughVisitors } from '../../schema/experiment-result';
import { loadTestResult, type LoadedResult, type TestResult } from './test-results';

const number = new Intl.NumberFormat();
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
const wholePercent = new Intl.NumberFormat(undefined, { style: 'percent' });
const names = { original: 'Original', variant: 'Variant' } as const;

/** Enquiries per visitor, or a dash while the version has had no visitor. */
const conversion = (row: { visitors: number; enquiries: number }) =>
  row.visitors === 0 ? '–' : percent.format(row.enquiries / row.visitors);

/**
 * How the running test is doing: each version's visitors, enquiries and conversion, the chance
 * that the variant brings more enquiries, and a warning while that is too early to tell.
 */
export function TestResults({ page, id, today }: { page: string; id: string; today: string }) {
  // Kept with what it answers, so another test's or day's numbers are never shown as these.
  const asked = `${page} ${id} ${today}`;
  const [answer, setAnswer] = useState<{ asked: string; loaded: LoadedResult }>();
  useEffect(() => {
    let current = true;
    void loadTestResult(page, id, today).then(
      (loaded) => current && setAnswer({ asked: `${page} ${id} ${today}`, loaded }),
    );
    return () => {
      current = false;
    };
  }, [page, id, today]);
  const loaded: LoadedResult = answer?.asked === asked ? answer.loaded : { kind: 'loading' };
  return (
    <section className="test-results" aria-labelledby="test-results-heading">
      <h3 id="test-results-heading">Results so far</h3>
      <ResultBody loaded={loaded} />
    </section>
  );
}

function ResultBody({ loaded }: { loaded: LoadedResult }) {
  if (loaded.kind === 'loading') return <p role="status">Loading the results…</p>;
  if (loaded.kind === 'failed')
    return <p role="alert">Could not load the results. Try again in a moment.</p>;
  const { result } = loaded;
  if (!result || result.variants.every((row) => row.visitors === 0))
    return <p>No visitors yet. Results show here once people open the page.</p>;
  return <ResultTable result={result} />;
}

function ResultTable({ result }: { result: TestResult }) {
  return (
    <>
      <div className="test-results__table">
        <table>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Visitors</th>
              <th scope="col">Enquiries</th>
              <th scope="col">Conversion</th>
            </tr>
          </thead>
          <tbody>
            {result.variants.map((row) => (
              <tr key={row.id}>
                <th scope="row">{names[row.id]}</th>
                <td>{number.format(row.visitors)}</td>
                <td>{number.format(row.enquiries)}</td>
                <td>{conversion(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="test-results__chance">
        Chance the variant is better: {wholePercent.format(result.chanceVariantIsBetter)}
      </p>
      {!result.enough && (
        <p className="test-results__early" role="note">
          <strong>Too early to tell:</strong> each version needs at least{' '}
          {number.format(enoughVisitors)} visitors and {number.format(enoughEnquiries)} enquiries
          before the difference can be trusted; it may still change either way.
        </p>
      )}
    </>
  );
}
