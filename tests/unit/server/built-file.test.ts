import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFileReader, readBuiltFile, writtenBuiltFile } from '../../../src/server/built-file';
import { compressedCopies } from '../../../src/server/compressed-copies';
import { writeServedCopies } from '../../../src/server/publish/write-whole';

let dir: string;
beforeEach(() => void (dir = mkdtempSync(join(tmpdir(), 'built-file-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const html = (words: string) =>
  Buffer.from(`<!doctype html><title>${words}</title>${`<p>${words}</p>`.repeat(50)}`);

describe('the pages a publish just wrote', () => {
  it('are served as written, with the ETags and copies a read from the disk gives', async () => {
    const file = join(dir, 'index.html');
    const bytes = html('Our services');
    const copies = await compressedCopies(bytes, 'quick');
    writeServedCopies(file, bytes, copies, false);
    const reader = builtFileReader();
    const written = writtenBuiltFile(file, bytes, copies);
    reader.know(file, written);
    expect(reader.read(file)).toBe(written);
    const fromDisk = readBuiltFile(file, true);
    expect(written.encodings).toEqual(fromDisk.encodings);
    for (const coding of ['identity', 'br', 'gzip'] as const) {
      expect(written.copies[coding]?.etag).toBe(fromDisk.copies[coding]?.etag);
      expect(written.copies[coding]?.body.equals(fromDisk.copies[coding]!.body)).toBe(true);
    }
  });

  it('are read again once the file changed on the disk', async () => {
    const file = join(dir, 'index.html');
    const bytes = html('Our services');
    const copies = await compressedCopies(bytes, 'quick');
    writeServedCopies(file, bytes, copies, false);
    const reader = builtFileReader();
    reader.know(file, writtenBuiltFile(file, bytes, copies));
    writeFileSync(file, html('Edited by hand'));
    const read = reader.read(file);
    expect(read.copies.identity.body.toString()).toContain('Edited by hand');
    // The copies no longer match the file: never sent.
    expect(read.encodings).toEqual([]);
  });
});
