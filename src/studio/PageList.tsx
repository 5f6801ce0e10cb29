import { useEffect, useState } from 'react';
import { fetchPageList, type PageListEntry } from './studio-api';

/** The project's pages with their validation problem counts, as the studio API reports them. */
export function PageList() {
  const [pages, setPages] = useState<PageListEntry[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    fetchPageList().then(setPages, (e: unknown) => setError(String(e)));
  }, []);
  if (error) return <p role="alert">Could not load the pages: {error}</p>;
  if (!pages) return <p>Loading pages…</p>;
  return (
    <table>
      <caption>Pages</caption>
      <thead>
        <tr>
          <th scope="col">Path</th>
          <th scope="col">Title</th>
          <th scope="col">Problems</th>
          <th scope="col">File</th>
        </tr>
      </thead>
      <tbody>
        {pages.map((page) => (
          <tr key={page.file}>
            <td>{page.path}</td>
            <td>{page.title}</td>
            <td>{page.problems}</td>
            <td>{page.file}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
