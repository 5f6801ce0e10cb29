import { Link } from 'react-router-dom';
import { BackOfficeLink } from '../BackOfficeLink';
import { StudioAccount } from '../StudioAccount';
import { SiteHealth } from './SiteHealth';
import './health.css';

/** The whole site's health (#/health), reached from the page list. */
export function SiteHealthScreen() {
  return (
    <main className="studio">
      <div className="studio-top">
        <BackOfficeLink />
        <StudioAccount />
      </div>
      <h1>Page studio</h1>
      <p>
        <Link to="/" className="back-link">
          <span aria-hidden="true">←</span> All pages
        </Link>
      </p>
      <SiteHealth />
    </main>
  );
}
