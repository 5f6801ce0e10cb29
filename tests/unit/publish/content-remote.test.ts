import { renameSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freshDatabase, postgresUrl } from '../storage/postgres-databases';
import {
  addEditor,
  contentRemoteSetup,
  siteBuild,
  startInstance,
  type Instance,
  type StudioClient,
} from '../../../scripts/remote-instances';
import { removeFolder, until, workFolder } from './remote-instances';
import { freePort } from '../../support/free-port';

const vps = 'pages/vps-hosting.json';
const work = workFolder();
let setup: ReturnType<typeof contentRemoteSetup>;
let a: Instance;
let b: Instance;

/** The hero heading a page shows the public. */
const heading = async (instance: Instance, path = '/vps-hosting') =>
  /<h1[^>]*>(.*?)<\/h1>/s.exec(await instance.page(path))?.[1]?.replace(/<[^>]+>/g, '') ?? '';

const fileSchema = z.object({ text: z.string(), version: z.string() });

/** Publishes vps-hosting.json with `text` as its hero heading, as the studio's Publish does. */
async function publishHeading(editor: StudioClient, text: string, message: string) {
  const opened = fileSchema.parse((await editor('GET', `file?path=${vps}`)).body);
  const page = z
    .object({ blocks: z.array(z.record(z.string(), z.unknown())) })
    .loose()
    .parse(JSON.parse(opened.text));
  page.blocks[0]!.heading = text;
  // Published from the page's draft when it has one (a publish refused earlier left one).
  const draft = await editor('GET', `draft?file=${vps}`);
  const revision = draft.status === 200 ? z.number().parse(draft.body.revision) : null;
  return editor('POST', 'publish', {
    file: vps,
    page,
    baseVersion: opened.version,
    revision,
    message,
  });
}

const commitsOnRemote = () => Number(setup.remoteGit('rev-list', '--count', 'main').trim());
const remoteHead = () => setup.remoteGit('rev-parse', 'main').trim();

describe.skipIf(!postgresUrl)('two instances following one content remote', () => {
  let esha: StudioClient;
  let ravi: StudioClient;
  beforeAll(async () => {
    const dist = siteBuild(work);
    setup = contentRemoteSetup(work);
    const databaseUrl = await freshDatabase();
    const env = {
      DATABASE_URL: databaseUrl,
      CONTENT_REMOTE: setup.remote,
      CONTENT_BRANCH: 'main',
      // The interval is what brings a developer's push; a publish is told through the database.
      CONTENT_FETCH_MS: '1000',
    };
    [a, b] = await Promise.all([
      startInstance({ work, name: 'a', port: await freePort(), dist, env }),
      startInstance({ work, name: 'b', port: await freePort(), dist, env }),
    ]);
    await addEditor(databaseUrl, 'esha@example.com', 'Esha Editor');
    await addEditor(databaseUrl, 'ravi@example.com', 'Ravi Editor');
    esha = await a.editor('esha@example.com');
    ravi = await b.editor('ravi@example.com');
  }, 600_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    setup?.remove();
    removeFolder(work);
  }, 60_000);

  it('serves on one instance, within 5 s, a page published on the other: one commit', async () => {
    const before = commitsOnRemote();
    const text = `Published on A ${Date.now()}`;
    const published = await publishHeading(esha, text, 'A heading from instance A');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await heading(a)).toBe(text);
    await until(async () => (await heading(b)) === text, 5_000, 'B to serve the page');
    expect(commitsOnRemote()).toBe(before + 1);
    expect(setup.remoteGit('log', '-1', '--format=%an|%s', 'main').trim()).toBe(
      'Esha Editor|A heading from instance A',
    );
    // Both report the remote's commit as the one they serve.
    await until(
      async () => (await b.ready()).content?.revision === remoteHead(),
      5_000,
      'B to report the revision',
    );
    expect((await a.ready()).content).toMatchObject({ revision: remoteHead(), pending: 0 });
  });

  it('keeps a publish pending while the remote is down, and sends it once it is back', async () => {
    const before = commitsOnRemote();
    const away = `${setup.remote}.away`;
    renameSync(setup.remote, away);
    const text = `Published while the remote was down ${Date.now()}`;
    const published = await publishHeading(esha, text, 'Written during the outage');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.published).toMatchObject({ pending: true });
    expect((await a.ready()).content).toMatchObject({ pending: 1 });
    const status = await esha('GET', 'content-status');
    expect(status.body).toMatchObject({
      pending: [{ author: 'Esha Editor', message: 'Written during the outage' }],
      remote: { reachable: false },
    });

    renameSync(away, setup.remote);
    await until(async () => (await a.ready()).content?.pending === 0, 10_000, 'A to send it');
    expect(commitsOnRemote()).toBe(before + 1);
    await until(async () => (await heading(b)) === text, 5_000, 'B to serve it');
  });

  it('lets one of two editors publishing the same page at once win and tells the other', async () => {
    const before = commitsOnRemote();
    const [first, second] = await Promise.all([
      publishHeading(esha, `Heading by Esha ${Date.now()}`, 'Esha changes the heading'),
      publishHeading(ravi, `Heading by Ravi ${Date.now()}`, 'Ravi changes the heading'),
    ]);
    const answers = [first, second];
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const lost = answers.find((x) => x.status === 409)!;
    const winner = first.status === 200 ? 'Esha Editor' : 'Ravi Editor';
    expect(String(lost.body.message)).toContain(winner);
    expect(commitsOnRemote()).toBe(before + 1);
    // The one told keeps their version as the page's draft.
    const loser = first.status === 200 ? ravi : esha;
    const draft = await loser('GET', `draft?file=${vps}`);
    expect(draft.status).toBe(200);
    // Both instances serve the winner's.
    const won = setup.remoteGit('show', `main:${vps}`);
    const wonHeading = z
      .object({ blocks: z.array(z.object({ heading: z.string() }).loose()) })
      .loose()
      .parse(JSON.parse(won)).blocks[0]!.heading;
    await until(async () => (await heading(a)) === wonHeading, 5_000, 'A to serve the winner');
    await until(async () => (await heading(b)) === wonHeading, 5_000, 'B to serve the winner');
  });

  it('publishes both of two pages published on two instances at once, in two commits', async () => {
    const before = commitsOnRemote();
    const about = 'pages/careers.json';
    const opened = fileSchema.parse((await ravi('GET', `file?path=${about}`)).body);
    const page = z.object({ title: z.string() }).loose().parse(JSON.parse(opened.text));
    const title = `Careers, retitled ${Date.now()}`;
    const text = `Heading beside another page ${Date.now()}`;
    const [first, second] = await Promise.all([
      publishHeading(esha, text, 'Esha changes the VPS heading'),
      ravi('POST', 'publish', {
        file: about,
        page: { ...page, title },
        baseVersion: opened.version,
        revision: null,
        message: 'Ravi retitles Careers',
      }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(commitsOnRemote()).toBe(before + 2);
    for (const instance of [a, b]) {
      await until(async () => (await heading(instance)) === text, 5_000, 'the heading');
      await until(
        async () => (await instance.page('/careers')).includes(title),
        5_000,
        'the title',
      );
    }
  });

  it('does not serve a developer push that fails validation, and says why to staff', async () => {
    const served = await heading(b);
    setup.devGit('pull', '--quiet', '--ff-only', 'origin', 'main');
    const file = join(setup.dev, vps);
    const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: { heading: string }[] };
    page.blocks[0]!.heading = '';
    writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    setup.devGit('commit', '-qam', 'Empty the heading');
    setup.devGit('push', '--quiet', 'origin', 'HEAD:main');
    const bad = remoteHead();

    for (const instance of [a, b])
      await until(async () => (await instance.ready()).content?.held === bad, 10_000, 'held');
    expect(await heading(a)).toBe(served);
    expect(await heading(b)).toBe(served);
    const status = await esha('GET', 'content-status');
    expect(status.body).toMatchObject({
      held: { commit: bad, author: 'Dev Eloper', problems: [{ file: vps }] },
    });
    const problem = z
      .object({ held: z.object({ problems: z.array(z.object({ line: z.number() })) }) })
      .parse(status.body).held.problems[0];
    expect(problem?.line).toBeGreaterThan(1);
    // Nothing is published on top of it.
    const refused = await publishHeading(esha, 'Not now', 'Refused while held');
    expect(refused.status).toBe(409);
    expect(String(refused.body.message)).toContain('Dev Eloper');

    // The developer's fix reaches both.
    page.blocks[0]!.heading = `Fixed by the developer ${Date.now()}`;
    writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    setup.devGit('commit', '-qam', 'Fill the heading again');
    setup.devGit('push', '--quiet', 'origin', 'HEAD:main');
    for (const instance of [a, b])
      await until(
        async () => (await heading(instance)) === page.blocks[0]!.heading,
        10_000,
        'the fix',
      );
    expect((await a.ready()).content?.held).toBeNull();
  });
});
