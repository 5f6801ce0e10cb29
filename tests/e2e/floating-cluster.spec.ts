import { expect, test } from '@playwright/test';
import { buttonsOutOfWindow, coveredControls, scrollToEnd } from './floating-support';
import { routePaths } from './routes';
import { waitForIslands } from './support';

// The floating buttons stay at the window's bottom right. Content passes under them mid-page,
// but on the first screen and at the end of every page no control may lie under one, at phone,
// tablet and desktop widths. One page load per route and width serves both positions.
const sizes = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

for (const viewport of sizes) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const path of routePaths) {
      test(`${path}: the floating buttons cover no control on the first screen or at the end`, async ({
        page,
      }) => {
        await page.goto(encodeURI(path));
        await waitForIslands(page);
        // The carousel's dots show once its script (woken when idle) has run.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('[data-island][data-when="idle"]')].every((root) =>
            root.hasAttribute('data-awake'),
          ),
        );
        const top = await coveredControls(page);
        await scrollToEnd(page);
        const end = await coveredControls(page);
        const where = `${path} at ${viewport.width}×${viewport.height}`;
        const lines = [
          ...top.map((c) => `first screen: ${c.control} under "${c.button}" (${c.overlap})`),
          ...end.map((c) => `end: ${c.control} under "${c.button}" (${c.overlap})`),
        ];
        expect(lines.join('\n'), `controls under the floating buttons on ${where}`).toBe('');
        // Keeping clear must not mean going away: at the end every button is in the window.
        expect(
          await buttonsOutOfWindow(page),
          `buttons out of the window at the end of ${where}`,
        ).toEqual([]);
      });
    }
  });
}
