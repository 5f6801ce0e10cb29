import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listPageFiles } from '../../../src/engine/validation/check-project';
import { serializePage } from '../../../src/app/project';
import {
  isJsonObject,
  isJsonValue,
  type JsonObject,
} from '../../../src/engine/page-format/json-value';
import { migratePage } from '../../../src/engine/page-format/migrate-page';
import { pageMigrations } from '../../../src/engine/page-format/migrations';
import { processGridAsSteps } from '../../../src/engine/page-format/migrations/process-grids-to-steps';
import { currentPageFormat } from '../../../src/schema/page-format-version';
import { planFile } from '../../../scripts/migrate/plan-file';

const before = readFileSync('tests/fixtures/migrations/format-1.json', 'utf8');
const after = readFileSync('tests/fixtures/migrations/format-2.json', 'utf8');

function jsonObject(text: string): JsonObject {
  const value: unknown = JSON.parse(text);
  if (!isJsonValue(value) || !isJsonObject(value)) throw new Error('not a JSON object');
  return value;
}

function migrated(page: JsonObject): JsonObject {
  const result = migratePage(page);
  if (!result.ok) throw new Error(result.reason);
  return result.page;
}

describe('the page format migrations', () => {
  it('form one chain from format 1 to the current format, one version at a time', () => {
    expect(pageMigrations.map((m) => [m.from, m.to])).toEqual(
      pageMigrations.map((_, i) => [i + 1, i + 2]),
    );
    expect(pageMigrations.at(-1)?.to).toBe(currentPageFormat);
  });

  it('turn a format 1 page into the format 2 fixture: the process grid becomes steps, other grids stay', () => {
    expect(serializePage(migrated(jsonObject(before)))).toBe(after);
  });

  it('leave the page they are given unchanged', () => {
    const page = jsonObject(before);
    migrated(page);
    expect(page).toEqual(jsonObject(before));
  });

  it('change nothing on a second run: a current page is left as it is', () => {
    const once = migrated(jsonObject(before));
    expect(migrated(once)).toEqual(once);
    expect(planFile(after)).toEqual({ kind: 'current' });
  });

  it.each(listPageFiles('.'))('leave %s, already current, byte for byte', (file) => {
    expect(planFile(readFileSync(file, 'utf8'))).toEqual({ kind: 'current' });
  });

  it("keep a page's key order and layout, adding only the format after $schema", () => {
    // A real page as it was before formats existed: the same text without its "format" line.
    const text = readFileSync('pages/vps-hosting.json', 'utf8');
    const old = text.replace(/^ {2}"format": \d+,\n/m, '');
    expect(old).not.toBe(text);
    expect(planFile(old)).toMatchObject({ kind: 'migrate', from: 1, text });
  });

  it('keep the bytes of what the migration did not change, however they were laid out', () => {
    // Written by hand: the keywords on one line, where the serializer would put one per line.
    const text = readFileSync('pages/vps-hosting.json', 'utf8');
    const keywords = /"keywords": \[[^\]]*\]/.exec(text)?.[0] ?? '';
    const oneLine = `"keywords": ${JSON.stringify(JSON.parse(`{${keywords}}`).keywords)}`;
    expect(oneLine).not.toBe(keywords);
    const old = text.replace(/^ {2}"format": \d+,\n/m, '').replace(keywords, oneLine);
    expect(planFile(old)).toMatchObject({ kind: 'migrate', text: text.replace(keywords, oneLine) });
  });

  it('refuse a page of a newer format and one whose format is not a version', () => {
    expect(migratePage({ ...jsonObject(after), format: currentPageFormat + 1 })).toEqual({
      ok: false,
      reason: expect.stringContaining(`page format ${currentPageFormat + 1}, newer than`),
    });
    expect(migratePage({ ...jsonObject(after), format: 'two' })).toMatchObject({ ok: false });
  });

  it('refuse a page they have no migration for, rather than skip a version', () => {
    expect(migratePage(jsonObject(before), [], 2)).toEqual({
      ok: false,
      reason: 'no migration moves a page from format 1 on',
    });
  });
});

describe('a numbered feature grid becomes steps only when nothing would be lost', () => {
  const card = (extra: JsonObject = {}) => ({ title: 'Plan', description: 'We plan.', ...extra });
  const grid = (extra: JsonObject = {}, cards: JsonObject[] = [card(), card()]) => ({
    type: 'featureGrid',
    numbered: true,
    cards,
    ...extra,
  });

  it('maps heading, intro, eyebrow, id and tone, and each card to a step', () => {
    expect(
      processGridAsSteps(
        grid({ heading: 'H', intro: 'I', eyebrow: 'E', id: 'x', tone: 'dark', columns: 4 }, [
          card({ icon: 'rocket' }),
          card(),
        ]),
      ),
    ).toEqual({
      type: 'steps',
      heading: 'H',
      intro: 'I',
      eyebrow: 'E',
      id: 'x',
      tone: 'dark',
      steps: [
        { title: 'Plan', text: 'We plan.', icon: 'rocket' },
        { title: 'Plan', text: 'We plan.' },
      ],
    });
  });

  it.each<[string, JsonObject]>([
    ['a grid without numbers', grid({ numbered: false })],
    ['a grid with buttons under it', grid({ actions: [{ label: 'Go', href: '/' }] })],
    ['a grid with one card', grid({}, [card()])],
    ['a card that links', grid({}, [card(), card({ href: '/' })])],
    ['a card with a button', grid({}, [card(), card({ action: { label: 'Go', href: '/' } })])],
    ['a card with points', grid({}, [card(), card({ points: ['Fast'] })])],
    [
      'a card with an image',
      grid({}, [card(), card({ image: { src: '/a.svg', alt: '', width: 1, height: 1 } })]),
    ],
    ['a card without text', grid({}, [card(), { title: 'Only a title' }])],
    ['another block type', { type: 'cta', heading: 'H', numbered: true }],
  ])('keeps %s as it is', (_, block) => {
    expect(processGridAsSteps(block)).toBeUndefined();
  });
});
