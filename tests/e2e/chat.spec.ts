import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fallbackReply as fallback, greeting as greetingOf } from '../../src/chat/chat-text';
import { pageLabel } from '../../src/server/chat/passages';
import { pageAt, site } from './content';
import { viewports, waitForIslands, watchConsole } from './support';

// The company, its phone and the page names come from the site's files (see content.ts).
const company = site.company.name;
const greeting = greetingOf(company);
const vps = pageAt('/vps-hosting');
const vpsLink = pageLabel(vps, company);
const phone = site.company.phones[0]?.display ?? '';

/** Opens the home page and the chat panel; returns the panel's parts. */
async function openChat(page: Page) {
  await page.goto('/');
  await waitForIslands(page);
  const toggle = page.locator('#chat-toggle');
  await toggle.click();
  const panel = page.getByRole('dialog', { name: `${company} AI Assistant` });
  await expect(panel).toBeVisible();
  return {
    toggle,
    panel,
    log: panel.getByRole('log'),
    input: panel.getByRole('textbox', { name: 'Your message' }),
    send: panel.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('chat assistant', () => {
  test.use({ viewport: viewports.desktop });

  test('keeps the chat code out of the first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await waitForIslands(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /ChatPanel/.test(url))).toEqual([]);
    await page.locator('#chat-toggle').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.filter((url) => /ChatPanel/.test(url))).toHaveLength(1);
  });

  test('greets, waits visibly, and answers from the site with a link to the page', async ({
    page,
  }) => {
    const console = watchConsole(page);
    // Hold the request until the waiting state has been seen; the reply comes from the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route) => {
      await held;
      await route.continue();
    });

    const { log, input, send } = await openChat(page);
    await expect(log).toContainText(greeting);
    await expect(input).toBeFocused();
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    await input.fill('Do you offer VPS hosting?');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(log).toContainText('Do you offer VPS hosting?');
    await expect(input).toHaveValue('');
    await expect(log.getByTestId('chat-typing')).toBeVisible();
    await input.fill('one more thing');
    await expect(send).toBeDisabled();

    release();
    const link = log.getByRole('link', { name: vpsLink });
    await expect(link).toHaveAttribute('href', vps.path);
    await expect(log.getByTestId('chat-typing')).toHaveCount(0);
    await expect(send).toBeEnabled();

    await link.click();
    await expect(page).toHaveURL(/\/vps-hosting$/);
    console.expectClean();
  });

  test('shows the fallback message when the server cannot be reached', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.abort());
    const { log, input } = await openChat(page);
    await input.fill('Do you offer VPS hosting?');
    await input.press('Enter');
    await expect(log).toContainText(fallback);
  });

  test('has no accessibility violations with a conversation in it', async ({ page }) => {
    const { log, input } = await openChat(page);
    await input.fill('What is your phone number?');
    await input.press('Enter');
    await expect(log.getByRole('link', { name: phone })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#chat-panel').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    const { toggle, panel, input } = await openChat(page);
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('chat assistant on a phone', () => {
  test.use({ viewport: viewports.mobile });

  test('fits inside the viewport, keeps the latest reply in view, and leaves the toggle free to close it', async ({
    page,
  }) => {
    const { toggle, panel, log, input } = await openChat(page);
    await input.fill('Do you offer VPS hosting?');
    await input.press('Enter');
    await expect(log.getByRole('link', { name: vpsLink })).toBeVisible();
    await input.fill('What is your phone number?');
    await input.press('Enter');
    await expect(log.getByRole('link', { name: phone })).toBeVisible();
    // The conversation is longer than the panel, and the list shows its end.
    const scroll = await log.evaluate((el) => ({
      overflows: el.scrollHeight > el.clientHeight,
      atEnd: el.scrollHeight - el.clientHeight - el.scrollTop < 2,
    }));
    expect(scroll).toEqual({ overflows: true, atEnd: true });

    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewports.mobile.height);
    // A real click: Playwright fails it if anything covers the toggle.
    await toggle.click();
    await expect(panel).toBeHidden();
  });
});
