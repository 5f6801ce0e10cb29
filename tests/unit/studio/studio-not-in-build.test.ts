import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteBuild } from '../../support/site-build';

let build: ReturnType<typeof siteBuild> | undefined;
afterAll(() => build?.remove());

const textFile = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

describe('the production build of the site', () => {
  it(
    'contains no studio module, file, text or dependency (drag and drop, image sizing)',
    { timeout: 300_000 },
    () => {
      // The run's build when it is of these sources (npm test builds before the unit tests).
      build = siteBuild();
      const dist = build.dir;
      // The studio's own bundle (dist/studio/) is served to signed-in editors only; everything
      // else is the site's, which the public loads.
      const all = readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
      expect(all).toContain(join('studio', 'src', 'studio', 'index.html'));
      const files = all.filter((f) => !f.startsWith(`studio${sep}`));
      expect(files.some((f) => f.endsWith('.html'))).toBe(true);
      expect(files.filter((f) => /studio/i.test(f))).toEqual([]);
      // The back office links editors to the studio's address (a root path, "/studio/…"): a
      // link, not studio code. Anything else naming the studio, a source path like
      // src/studio/ among them, still counts.
      const withoutStudioLinks = (text: string) =>
        text.replace(/(?<![\w./-])\/studio(?=[/"'`])/g, '');
      const mentioning = files.filter(
        (f) =>
          textFile.test(f) &&
          /studio|\/api\/pages|\/api\/file|fetchPageList|DndDescribedBy|DndLiveRegion|sortableKeyboardCoordinates/i.test(
            withoutStudioLinks(readFileSync(join(dist, f), 'utf8')),
          ),
      );
      expect(mentioning).toEqual([]);
    },
  );
});
