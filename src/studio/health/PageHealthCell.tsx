import { Link } from 'react-router-dom';
import { editorPath } from '../studio-paths';
import { healthKind, healthLabel, type Blocked } from './health-words';

/** A page list row's health: its words, a link to the page's editor where they can be fixed. */
export function PageHealthCell({
  file,
  problems,
  warnings = 0,
  blocked,
}: {
  file: string;
  problems: number;
  warnings?: number | undefined;
  blocked: Blocked;
}) {
  const kind = healthKind(problems, warnings);
  const label = healthLabel(problems, warnings, blocked);
  return (
    <td data-label="Health" className={`page-health page-health-${kind}`}>
      {kind === 'ok' ? label : <Link to={editorPath(file)}>{label}</Link>}
    </td>
  );
}
