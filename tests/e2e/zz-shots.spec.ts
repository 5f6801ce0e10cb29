import type { Page } from '@playwright/test';
import { openStudio, test, type LiveSite } from './live-studio-support';

const widths = [375, 768, 1280];
const vps = 'pages/vps-hosting.json';

async function step(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    console.log(`STEP FAILED ${name}: ${String(error).split('\n')[0]}`);
  }
}

for (const width of widths) {
  const editorOnly = true;
  test(`screens at ${width}`, async ({ live, page }) => {
    test.setTimeout(400_000);
    page.setDefaultTimeout(8000);
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    const shot = (name: string) =>
      page.screenshot({ path: `/tmp/shots/${width}-${name}.png`, fullPage: true });
    const esc = () => page.keyboard.press('Escape');
    const email = `shots${width}@example.com`;
    await live.addAccount(email, `Priya Shots${width}`, ['editor']);
    await step('login', async () => {
      await page.goto(`${live.url}/studio`);
      await page.waitForLoadState('networkidle');
      await shot('01-login');
    });
    await openStudio(page, live, email);
    await page.waitForTimeout(1500);
    await shot('02-pages');
    if (editorOnly) return editor(page, live, shot);
    await step('new', async () => {
      await page.getByRole('button', { name: 'New page' }).first().click();
      await page.waitForTimeout(500);
      await shot('03-new-page');
      await esc();
    });
    await step('brief', async () => {
      await page.getByRole('button', { name: 'Draft a page from a brief' }).click();
      await page.waitForTimeout(500);
      await shot('04-brief');
      await esc();
    });
    await step('media', async () => {
      await page.getByRole('button', { name: /media library/i }).first().click();
      await page.waitForTimeout(1000);
      await shot('05-media');
      await page.locator('.pk-thumb').nth(3).click();
      await page.waitForTimeout(800);
      await shot('05b-media-details');
      await esc();
      await esc();
    });
    await step('delete', async () => {
      await page.getByRole('button', { name: /^Delete/ }).first().click();
      await page.waitForTimeout(800);
      await shot('06-delete');
      await page.getByRole('button', { name: 'Cancel' }).click();
    });
    await editor(page, live, shot);
  });
}

async function editor(page: Page, live: LiveSite, shot: (name: string) => Promise<unknown>) {
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await page.waitForTimeout(2500);
  await shot('10-editor');
  const views = page.getByRole('navigation', { name: 'Editor views' });
  if (await views.isVisible()) {
    for (const [n, name] of ['Preview', 'Blocks'].entries()) {
      await step(`pane ${name}`, async () => {
        await views.getByRole('button', { name: new RegExp(name) }).click();
        await page.waitForTimeout(1200);
        await shot(`11-pane-${n}-${name}`);
      });
    }
  }
  await step('block form', async () => {
    await page.getByRole('list', { name: 'Blocks' }).getByRole('listitem').nth(0).getByRole('button').nth(1).click();
    await page.waitForTimeout(800);
    await shot('12-block-form');
  });
  await step('edit heading', async () => {
    const heading = page.getByLabel(/^Heading/).first();
    await heading.fill('Fast virtual servers in Chennai, managed for you');
    await page.waitForTimeout(2500);
    await shot('13-unpublished');
  });
  await step('publish', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForTimeout(6000);
    await shot('14-published');
  });
  await step('settings', async () => {
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.waitForTimeout(800);
    await shot('15-settings');
    await page.getByText('Advanced').first().click();
    await page.waitForTimeout(500);
    await shot('16-advanced');
  });
  await step('menu place', async () => {
    await page.getByText(/menu/i).first().scrollIntoViewIfNeeded();
    await shot('17-menu');
  });
  await step('history', async () => {
    await page.getByRole('button', { name: 'History' }).click();
    await page.waitForTimeout(1500);
    await shot('18-history');
    await page.getByRole('button', { name: /Restore/ }).first().click();
    await page.waitForTimeout(800);
    await shot('19-restore-confirm');
    await page.getByRole('button', { name: 'Cancel' }).first().click();
    await page.keyboard.press('Escape');
  });
  await step('schedule', async () => {
    const heading = page.getByLabel(/^Heading/).first();
    await heading.fill('Managed virtual servers in Chennai for growing teams');
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: /Publish later|Schedule/ }).first().click();
    await page.waitForTimeout(800);
    await shot('20-schedule');
  });
  await step('discard', async () => {
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await page.waitForTimeout(800);
    await shot('21-discard-confirm');
    await page.getByRole('button', { name: /Discard/ }).last().click();
    await page.waitForTimeout(1500);
    await shot('22-bring-back');
  });
  await step('leave', async () => {
    const heading = page.getByLabel(/^Heading/).first();
    await heading.fill('Virtual servers in Chennai with a team that answers');
    await page.getByRole('link', { name: /pages|Back/i }).first().click();
    await page.waitForTimeout(800);
    await shot('23-leave');
  });
}
