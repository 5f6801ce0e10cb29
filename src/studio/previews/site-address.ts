import { useEffect, useState } from 'react';
import { z } from 'zod';
import { loadFile } from '../studio-api';

const withUrl = z.object({ url: z.string().url() });
let asked: Promise<string> | undefined;

/**
 * The site's public address as its settings give it (the studio may run elsewhere, on a
 * developer's computer), asked once; this browser's address if they cannot be read.
 */
export function useSiteAddress(): string {
  const [address, setAddress] = useState(() => location.origin);
  useEffect(() => {
    let live = true;
    asked ??= loadFile('site.config.json').then(
      (file) => withUrl.parse(JSON.parse(file.text)).url.replace(/\/$/, ''),
      () => location.origin,
    );
    void asked.then(
      (found) => live && setAddress(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return address;
}

/** The host of an address, "www.example.com"; an address that is not one as written. */
export function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/** A page's address as a search result shows it: the host, then its path's parts. */
export function shownAddress(siteAddress: string, path: string): string {
  const parts = path.split('/').filter(Boolean);
  return [hostOf(siteAddress), ...parts].join(' › ');
}
