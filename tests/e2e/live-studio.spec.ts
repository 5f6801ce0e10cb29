import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogIn, expect, logInToStudio, openStudio, test } from './live-studio-support';
import { openBlockForm } from './support';

const saveStatus = (page: Page) => page.locator('.save-status');
const vps = 'pages/vps-hosting.json';

const entities: Record<string, string> = {
  '&#x27;': "'",
  '&#39;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** The hero heading /vps-hosting shows the public, read from its HTML. */
async function publicHeading(url: string): Promise<string> {
  const html = await (await fetch(`${url}/vps-hosting`)).text();
  const text = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return text.replace(/&(#x27|#39|quot|lt|gt|amp);/g, (entity) => entities[entity] ?? entity);
}

test.describe.configure({ mode: 'serial' });

test('nobody but an editor reaches the studio or its API', async ({ live, browser }) => {
  await live.addAccount('staff-only@example.com', 'Staff Only', ['staff']);

  // Anonymous: the page sends to the login page (and back); the API and the code answer 401.
  const anonymous = await browser.newContext();
  const visit = await anonymous.request.get(`${live.url}/studio/`, { maxRedirects: 0 });
  expect(visit.status()).toBe(303);
  expect(visit.headers().location).toMatch(/\?next=%2Fstudio%2F$/);
  expect((await anonymous.request.get(`${live.url}/studio/api/pages`)).status()).toBe(401);
  const studioHtml = readFileSync(
    join(process.env.DIST_DIR ?? 'dist', 'studio/src/studio/index.html'),
    'utf8',
  );
  const script = /src="(\/studio\/assets\/[^"]+\.js)"/.exec(studioHtml)?.[1];
  expect(script).toBeDefined();
  const code = await anonymous.request.get(`${live.url}${script}`, { maxRedirects: 0 });
  expect(code.status()).toBe(303);
  expect(await code.text()).not.toContain('createRoot');

  // A visitor who signed up on the site, and staff without the editor role: 403, no studio code.
  for (const email of ['visitor@example.com', 'staff-only@example.com']) {
    const context = await browser.newContext();
    if (email.startsWith('visitor')) {
      const signup = await context.request.post(`${live.url}/api/signup`, {
        data: {
          username: 'Vimala Visitor',
          email,
          password: 'lanterns over the backwaters',
          agree: true,
        },
        headers: { Origin: live.url },
      });
      expect(signup.status()).toBe(201);
    } else {
      await apiLogIn(context.request, live, email);
    }
    const page = await context.newPage();
    const response = await page.goto(`${live.url}/studio/`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect((await context.request.get(`${live.url}/studio/api/pages`)).status()).toBe(403);
    expect((await context.request.get(`${live.url}${script}`)).status()).toBe(403);
    await context.close();
  }
  await anonymous.close();
});

test('an editor changes a heading on /vps-hosting, publishes, and the public page and git show it', async ({
  live,
  page,
}) => {
  await live.addAccount('esha@example.com', 'Esha Editor', ['editor']);
  const before = await publicHeading(live.url);
  expect(before).not.toBe('');
  const commits = live.git('rev-list', '--count', 'HEAD').trim();

  await logInToStudio(page, live, 'esha@example.com');
  await expect(page.getByRole('table', { name: 'Pages' })).toBeVisible();
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await openBlockForm(page, 0);
  const heading = page.getByLabel(/^Heading/);
  await expect(heading).toHaveValue(before);

  // A heading left empty is refused at its field, and nothing is published.
  await heading.fill('');
  await expect(heading).toHaveAttribute('aria-describedby', /-problems/);
  const problem = page.locator(`#${await heading.getAttribute('id')}-problems`);
  await expect(problem).not.toBeEmpty();
  const save = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(save).toBeDisabled();
  expect(await publicHeading(live.url)).toBe(before);

  const changed = `VPS hosting that grows with you ${Date.now()}`;
  await heading.fill(changed);
  await expect(save).toBeEnabled({ timeout: 15_000 });
  await save.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 15_000 });

  // Public at once: the page, its compressed copy, and the file in git in the editor's name.
  expect(await publicHeading(live.url)).toBe(changed);
  const compressed = await fetch(`${live.url}/vps-hosting`, {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(await compressed.text()).toContain(changed);
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(String(Number(commits) + 1));
  expect(live.git('log', '-1', '--format=%an <%ae>').trim()).toBe('Esha Editor <esha@example.com>');
  expect(live.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(vps);
  expect(live.git('status', '--porcelain').trim()).toBe('');
});

test('a draft is kept on the server, previewed by link, seen by a second editor, and published by them', async ({
  live,
  browser,
}) => {
  await live.addAccount('ravi@example.com', 'Ravi Editor', ['editor']);
  const published = await publicHeading(live.url);

  // Esha edits; her draft is kept on the server, never public.
  const esha = await browser.newContext();
  const eshaPage = await esha.newPage();
  await openStudio(eshaPage, live, 'esha@example.com');
  await eshaPage.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await openBlockForm(eshaPage, 0);
  const eshaDraft = `Esha's draft heading ${Date.now()}`;
  await eshaPage.getByLabel(/^Heading/).fill(eshaDraft);
  await expect(eshaPage.locator('.draft-status')).toContainText('by you');
  expect(await publicHeading(live.url)).toBe(published);

  // A preview link shows the draft to anyone holding it, out of search engines and caches.
  await eshaPage.getByRole('button', { name: 'Preview link' }).click();
  const linkField = eshaPage.getByLabel(/^Send this link/);
  await expect(linkField).toHaveValue(/\/preview\/[\w-]{43}$/);
  const link = await linkField.inputValue();
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  const shown = await clientPage.goto(link);
  expect(shown?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(shown?.headers()['cache-control']).toBe('private, no-store');
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText(eshaDraft);
  await expect(clientPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const guessed = await client.request.get(`${link.slice(0, -4)}AAAA`);
  expect(guessed.status()).toBe(404);

  // Ravi sees whose draft it is in the page list, opens it, and continues it.
  const ravi = await browser.newContext();
  const raviPage = await ravi.newPage();
  await openStudio(raviPage, live, 'ravi@example.com');
  const row = raviPage
    .getByRole('row')
    .filter({ has: raviPage.getByRole('link', { name: '/vps-hosting', exact: true }) });
  await expect(row).toContainText('Esha Editor');
  await raviPage.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await expect(raviPage.getByText('Esha Editor has been editing this page')).toBeVisible();
  await openBlockForm(raviPage, 0);
  await expect(raviPage.getByLabel(/^Heading/)).toHaveValue(eshaDraft);
  const raviHeading = `Ravi's heading ${Date.now()}`;
  await raviPage.getByLabel(/^Heading/).fill(raviHeading);
  await expect(raviPage.locator('.draft-status')).toContainText('by you');

  // Esha, still on her copy, is told instead of overwriting Ravi's work, and can take his.
  await eshaPage.getByLabel(/^Heading/).fill(`${eshaDraft}, again`);
  const conflict = eshaPage.getByRole('alert').filter({ hasText: 'Ravi Editor' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: /Open the draft as it is now/ }).click();
  await openBlockForm(eshaPage, 0);
  await expect(eshaPage.getByLabel(/^Heading/)).toHaveValue(raviHeading);

  // Ravi publishes with a note: public at once, in git under his name and words; the draft and
  // its preview link are gone.
  await raviPage.getByLabel(/^Note for this change/).fill('Clearer VPS heading');
  const publish = raviPage.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(saveStatus(raviPage)).toHaveText('Published', { timeout: 15_000 });
  expect(await publicHeading(live.url)).toBe(raviHeading);
  expect(live.git('log', '-1', '--format=%an|%s').trim()).toBe('Ravi Editor|Clearer VPS heading');
  expect((await client.request.get(link)).status()).toBe(404);
  await expect(raviPage.locator('.draft-status')).toContainText('No draft');
  for (const context of [esha, ravi, client]) await context.close();
});

test('the history lists each publish with what it changed, and restores a version as a new publish', async ({
  live,
  page,
}) => {
  // Esha's publish of the first test, which Ravi's publish replaced.
  const eshaVersion = live
    .git('log', '--author=Esha Editor', '-1', '--format=%H', '--', vps)
    .trim();
  const eshaHeading = JSON.parse(live.git('show', `${eshaVersion}:${vps}`)).blocks[0].heading;
  expect(await publicHeading(live.url)).not.toBe(eshaHeading);

  await openStudio(page, live, 'esha@example.com');
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(vps)}`);
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History' });
  const versions = dialog.getByRole('list', { name: /Published versions/ }).locator(':scope > li');
  // Every publish of the page, newest first: Ravi's, then Esha's, …, then the content as the
  // developer committed it (another spec file on this worker's site may have published it too).
  const published = Number(live.git('rev-list', '--count', 'HEAD', '--', vps).trim());
  await expect(versions).toHaveCount(published);
  await expect(versions.first()).toContainText('Ravi Editor');
  await expect(versions.first()).toContainText('Clearer VPS heading');
  await expect(versions.nth(1)).toContainText('Esha Editor');
  await expect(versions.last()).toContainText('Developer');
  // Each says what it changed in block terms, without quoting the page's data.
  await expect(versions.first().getByRole('listitem')).toHaveText([/^Hero: heading changed$/]);
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore this version/ })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Restore the version of/ });
  await expect(confirm).toContainText('Hero: heading changed');
  await confirm.getByRole('button', { name: 'Restore this version' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();

  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 15_000 });
  expect(await publicHeading(live.url)).toBe(eshaHeading);
  // A restore is a publish of its own: recorded, and the file is that version's again.
  expect(live.git('log', '-1', '--format=%an', '--', vps).trim()).toBe('Esha Editor');
  expect(live.git('diff', eshaVersion, 'HEAD', '--', vps).trim()).toBe('');
});

test('one publish covers the page and its menu and footer links, in one commit, on every page without a build', async ({
  live,
  page,
}) => {
  const file = 'pages/privacy-policy.json';
  await openStudio(page, live, 'esha@example.com');
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
  const breadcrumb = page.getByLabel(/^Short name/);
  await breadcrumb.fill('Privacy');
  await page.getByLabel('Link text').fill('Our privacy notice');
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  const answer = page.waitForResponse((r) => r.url().endsWith('/studio/api/publish'));
  await publish.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 30_000 });
  const files = live.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
  expect(files.sort()).toEqual([file, 'site.config.json']);
  // The menu and footer are in every page: the server rendered them all again, with no build.
  const { published } = await (await answer).json();
  const pageFiles = readdirSync(join(live.contentDir, 'pages')).filter((f) => f.endsWith('.json'));
  expect(published.rendered).toMatchObject({ kind: 'pages' });
  expect(published.rendered.paths).toHaveLength(pageFiles.length);
  for (const path of ['/', '/vps-hosting', '/careers']) {
    const html = await (
      await fetch(`${live.url}${path}`, { headers: { 'Accept-Encoding': 'br' } })
    ).text();
    expect(html, path).toContain('Our privacy notice');
  }
});

test('a page moved to a new path keeps its old address as a permanent redirect, and the menu follows it', async ({
  live,
  page,
}) => {
  // A new path reaches every page's menu: the publish renders every page again.
  const file = 'pages/careers.json';
  const oldPath = JSON.parse(readFileSync(join(live.contentDir, file), 'utf8')).path;
  const newPath = `${oldPath}-services`;
  await openStudio(page, live, 'esha@example.com');
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(file)}`);
  await page.getByLabel(/^Address/).fill(newPath);
  const keep = page.getByRole('checkbox', { name: /Keep the old address/ });
  await expect(keep).toBeChecked();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 150_000 });

  const old = await fetch(`${live.url}${oldPath}?from=ad`, { redirect: 'manual' });
  expect(old.status).toBe(301);
  expect(old.headers.get('location')).toBe(`${newPath}?from=ad`);
  expect((await fetch(`${live.url}${newPath}`)).status).toBe(200);
  // Menus everywhere link to the new path; the page, the redirect and the menu are one commit.
  const home = await (await fetch(`${live.url}/`)).text();
  expect(home).toContain(`href="${newPath}"`);
  expect(home).not.toContain(`href="${oldPath}"`);
  const files = live.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
  expect(files.sort()).toEqual([file, 'site.config.json']);
  const config = JSON.parse(readFileSync(join(live.contentDir, 'site.config.json'), 'utf8'));
  expect(config.redirects).toContainEqual({ from: oldPath, to: newPath });
});

test('a page still linked to is deleted only with a redirect that keeps its links working', async ({
  live,
  page,
}) => {
  test.setTimeout(180_000);
  const file = 'pages/advertising.json';
  const path = JSON.parse(readFileSync(join(live.contentDir, file), 'utf8')).path;
  await openStudio(page, live, 'esha@example.com');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: path, exact: true }) });
  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete/ });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  const remove = dialog.getByRole('button', { name: 'Delete page' });
  await expect(remove).toBeDisabled();
  await expect(dialog.getByRole('alert')).toBeVisible();

  // The API refuses it too, whatever the page shows.
  const version = (
    await (await page.request.get(`${live.url}/studio/api/file?path=${file}`)).json()
  ).version;
  const refused = await page.request.delete(
    `${live.url}/studio/api/file?path=${file}&version=${version}`,
    { headers: { Origin: live.url } },
  );
  expect(refused.status()).toBe(409);

  await dialog.getByLabel(/^Send its visitors to/).selectOption('/digital-marketing');
  await remove.click();
  await expect(dialog).toBeHidden({ timeout: 150_000 });
  const gone = await fetch(`${live.url}${path}`, { redirect: 'manual' });
  expect(gone.status).toBe(301);
  expect(gone.headers.get('location')).toBe('/digital-marketing');
  const files = live.git('show', '--name-status', '--format=', 'HEAD').trim().split('\n');
  expect(files.sort()).toEqual([`D\t${file}`, 'M\tsite.config.json']);
});

test('a change sent from another site is refused before it is read', async ({ live, browser }) => {
  const context = await browser.newContext();
  await apiLogIn(context.request, live, 'esha@example.com');
  const file = await (await context.request.get(`${live.url}/studio/api/file?path=${vps}`)).json();
  const page = JSON.parse(file.text);
  const response = await context.request.put(`${live.url}/studio/api/file`, {
    data: { path: vps, page: { ...page, title: 'Defaced' }, baseVersion: file.version },
    headers: { Origin: 'https://attacker.example' },
  });
  expect(response.status()).toBe(403);
  expect(readFileSync(join(live.contentDir, vps), 'utf8')).not.toContain('Defaced');
  await context.close();
});

// A whole PNG, 2 × 1 pixels, that the image encoder reads when the publish makes its variants.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWM4EaBxIkADAAoHAoGBo6DuAAAAAElFTkSuQmCC',
  'base64',
);

test('an upload is private to editors and committed with the first publish that uses it', async ({
  live,
  page,
}) => {
  await live.addAccount('ulla@example.com', 'Ulla Uploader', ['editor']);
  await openStudio(page, live, 'ulla@example.com');
  const commits = live.git('rev-list', '--count', 'HEAD').trim();
  const web = 'pages/web-development.json';
  await page.goto(`${live.url}/studio/#/edit/${encodeURIComponent(web)}`);
  await openBlockForm(page, 0);
  const image = page.getByRole('group', { name: /^Image/ });
  await image
    .getByLabel('Upload a new image')
    .setInputFiles({ name: 'Live Upload.png', mimeType: 'image/png', buffer: png });
  const credit = page.getByRole('dialog', { name: /^Where does/ });
  await credit.getByLabel(/^Source/).fill('Photographed for this site');
  await credit.getByLabel(/^Author/).fill('Our photographer');
  await credit.getByLabel(/^Licence/).fill('Owned by the company');
  await credit.getByRole('button', { name: 'Upload image' }).click();
  // Once uploaded, the form shows the new picture (the hero had one) and asks for its alt text.
  await expect(image.locator('img[src="/images/live-upload.png"]')).toBeVisible();
  await image.getByLabel(/^Alt text/).fill('A two-pixel test picture');
  const shown = page
    .frameLocator('iframe[title="Page preview"]')
    .locator('[data-studio-block="0"] img[src="/images/live-upload.png"]');
  await expect(shown).toBeVisible();
  // Loaded, not a broken image: the picture's own width.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);

  // Nothing is public or committed yet: a visitor gets no picture at that address.
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(commits);
  expect((await fetch(`${live.url}/images/live-upload.png`)).status).toBe(404);
  const editorCopy = await page.request.get(`${live.url}/images/live-upload.png`);
  expect(editorCopy.status()).toBe(200);
  expect(editorCopy.headers()['cache-control']).toBe('private, no-store');

  // Publishing the page makes one commit holding the page and the picture; then it is public.
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(saveStatus(page)).toHaveText('Published', { timeout: 30_000 });
  expect(live.git('rev-list', '--count', 'HEAD').trim()).toBe(String(Number(commits) + 1));
  const files = live.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
  expect(files).toEqual(expect.arrayContaining([web, 'public/images/live-upload.png']));
  expect(live.git('status', '--porcelain').trim()).toBe('');
  const visitor = await fetch(`${live.url}/images/live-upload.png`);
  expect(visitor.status).toBe(200);
  expect(Buffer.from(await visitor.arrayBuffer()).equals(png)).toBe(true);
});
