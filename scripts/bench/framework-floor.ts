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
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const app = `
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
`;

/**
 * gzip bytes of a bare app with the same stack (React, react-dom, the router, styled-components)
 * built with the same Vite settings: what any page of this stack downloads before its own code.
 */
export async function frameworkFloorBytes(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'floor-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(join(dir, 'main.tsx'), app);
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
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
