import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Bare apps, each adding one library of the site's stack to the one before. */
const apps = [
  {
    name: 'React + react-dom (hydrateRoot): one island',
    code: `
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
hydrateRoot(document.getElementById('root')!, <Counter />);
`,
  },
  {
    name: '+ styled-components',
    code: `
import { hydrateRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
const Title = styled.h1\`color: #14213d;\`;
hydrateRoot(document.getElementById('root')!, <ThemeProvider theme={{}}><Title>Hello</Title></ThemeProvider>);
`,
  },
  {
    name: '+ react-router (the stack every page loaded before islands)',
    code: `
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
const Global = createGlobalStyle\`body { margin: 0; }\`;
const Title = styled.h1\`color: #14213d;\`;
hydrateRoot(
  document.getElementById('root')!,
  <ThemeProvider theme={{}}>
    <BrowserRouter>
      <Global />
      <Routes><Route path="*" element={<><Title>Hello</Title><Link to="/a">a</Link></>} /></Routes>
    </BrowserRouter>
  </ThemeProvider>,
);
`,
  },
];

export interface FloorFigures {
  name: string;
  gzipBytes: number;
  brotliBytes: number;
}

/** Compressed the way the build's precompression does it, so figures compare with the site's. */
const brotliBytes = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  }).length;

async function buildApp(code: string): Promise<Omit<FloorFigures, 'name'>> {
  const dir = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(join(dir, 'main.tsx'), code);
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    mkdirSync(join(dir, 'out'));
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(dir, 'out'), target: 'es2022' },
    });
    const assets = join(dir, 'out/assets');
    const files = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f)));
    return {
      gzipBytes: files.reduce((sum, data) => sum + gzipSync(data).length, 0),
      brotliBytes: files.reduce((sum, data) => sum + brotliBytes(data), 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Compressed bytes of bare apps on the site's stack, built with the same Vite settings: what a
 * page with one island downloads at least, and what every page downloaded before its own code when the whole app hydrated.
 */
export async function frameworkFloors(): Promise<FloorFigures[]> {
  const floors: FloorFigures[] = [];
  for (const app of apps) floors.push({ name: app.name, ...(await buildApp(app.code)) });
  return floors;
}
