import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startStudioApi } from './studio-api-server';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
beforeAll(async () => {
  studio = await startStudioApi();
});
afterAll(() => studio.stop());

const put = (path: string, text: string) =>
  call(studio.base, 'PUT', '/api/file', { body: { path, text, baseVersion: null } });
// Every upload says where the image comes from (tests/unit/studio/studio-image-sources.test.ts).
const credit = 'source=Made+for+the+tests&author=The+tests&licence=Owned+by+the+company';
const upload = (name: string, bytes: Buffer | string) =>
  call(studio.base, 'POST', `/api/images?name=${encodeURIComponent(name)}&${credit}`, {
    raw: Buffer.from(bytes),
    headers: { 'content-type': 'image/svg+xml' },
  });
const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"${attributes}>${inside}</svg>`;

describe('studio API: what it writes into public/', () => {
  const notImages = [
    'public/evil.js',
    'public/evil.mjs',
    'public/index.html',
    'public/images/evil.htm',
    'public/images/evil.xhtml',
    'public/images/evil.wasm',
    'public/images/evil.svg.js',
    'public/images/photo.png.html',
    'public/images/data.json',
    'public/robots.txt',
    'public/logo.svg',
  ];

  it.each(notImages)('refuses to write %s (not an image under public/images)', async (path) => {
    const answer = await put(path, 'alert(document.cookie)\n');
    expect(answer.status).toBe(403);
    expect(existsSync(join(studio.dir, path))).toBe(false);
  });

  it('refuses an SVG that loads a script, as the upload refuses it, and writes nothing', async () => {
    const answer = await put('public/images/evil.svg', svg('<script href="/evil.js"/>'));
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('script');
    expect(existsSync(join(studio.dir, 'public/images/evil.svg'))).toBe(false);
  });

  it('refuses text saved under a raster image name (its bytes are no PNG)', async () => {
    const answer = await put('public/images/photo.png', '<html><script>alert(1)</script>');
    expect(answer.status).toBe(415);
    expect(existsSync(join(studio.dir, 'public/images/photo.png'))).toBe(false);
  });
});

describe('studio API: which SVGs it stores', () => {
  // Each would run script or load another file when the SVG is opened on the site's origin.
  const unsafe: [string, string][] = [
    [
      'an XHTML script under a prefix',
      svg('<h:script>alert(1)</h:script>', ' xmlns:h="http://www.w3.org/1999/xhtml"'),
    ],
    [
      'an SVG script under a prefix',
      svg('<s:script>alert(1)</s:script>', ' xmlns:s="http://www.w3.org/2000/svg"'),
    ],
    [
      'an XHTML element in a foreignObject',
      svg(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>',
      ),
    ],
    [
      'a javascript: link written with character references',
      svg('<a href="java&#115;cript:alert(1)"><text>x</text></a>'),
    ],
    [
      'a javascript: link with a tab inside',
      svg('<a href="java&#x09;script:alert(1)"><text>x</text></a>'),
    ],
    [
      'an animation that sets a javascript: link',
      svg('<a><set attributeName="href" to="javascript&#58;alert(1)"/><text>x</text></a>'),
    ],
    [
      'an event handler after a line break',
      svg('<rect\nonclick="alert(1)" width="1" height="1"/>'),
    ],
    [
      'an entity that expands to a script',
      `<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;">]>${svg('&s;')}`,
    ],
    ['an XSLT stylesheet', `<?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>${svg('')}`],
    ['a use of another file', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
    [
      'an image from another site',
      svg('<image href="https://evil.example/track.png" width="1" height="1"/>'),
    ],
    [
      'an XLink to another file',
      svg('<use xlink:href="/evil.svg#x"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'),
    ],
    ['a style sheet import', svg('<style>@import url(https://evil.example/x.css);</style>')],
    [
      'a style URL of another file',
      svg('<rect width="1" height="1" style="fill:url(https://evil.example/x.svg#p)"/>'),
    ],
    ['a CSS escape hiding a URL', svg('<style>rect{fill:\\75rl(https://evil.example/x)}</style>')],
    ['an encoding other than UTF-8', `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('')}`],
  ];

  it.each(unsafe)('refuses %s, uploaded or saved, and stores nothing', async (_what, text) => {
    const before = readdirSync(join(studio.dir, 'public/images')).sort();
    // 415 when the text does not even read as an SVG (a DOCTYPE with declarations), else 422.
    expect([415, 422]).toContain((await upload('unsafe.svg', text)).status);
    expect([415, 422]).toContain((await put('public/images/unsafe.svg', text)).status);
    expect(readdirSync(join(studio.dir, 'public/images')).sort()).toEqual(before);
  });

  it('accepts every SVG the site ships (gradients, filters, text, metadata)', async () => {
    const refused = [];
    for (const folder of ['public/images', 'public/logos']) {
      for (const name of readdirSync(folder).filter((f) => f.endsWith('.svg'))) {
        const answer = await upload(`shipped-${name}`, readFileSync(join(folder, name)));
        if (answer.status !== 201)
          refused.push(`${folder}/${name}: ${JSON.stringify(answer.body)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('accepts an SVG with local references, embedded raster data and a plain style sheet', async () => {
    const text = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
        '<symbol id="dot"><circle r="2"/></symbol></defs>' +
        '<style>.a{fill:url(#g)}</style><use href="#dot"/><use xlink:href="#dot"/>' +
        '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<rect class="a" width="40" height="20" fill="url(#g)"/>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    expect(
      (await upload('local.svg', `<?xml version="1.0" encoding="UTF-8"?>\n${text}`)).status,
    ).toBe(201);
    expect((await put('public/images/local-saved.svg', text)).status).toBe(200);
  });
});
