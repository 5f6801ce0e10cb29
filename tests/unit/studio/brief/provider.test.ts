import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSchema } from '../../../../src/app/page-schema';
import { call, startStudioApi } from '../studio-api-server';
import { startFakeModel } from './fake-model';

let studio: Awaited<ReturnType<typeof startStudioApi>>;
let model: Awaited<ReturnType<typeof startFakeModel>>;
const saved = { ...process.env };
beforeAll(async () => {
  [studio, model] = await Promise.all([startStudioApi(), startFakeModel()]);
  // The local studio reads the provider from the environment on each request.
  process.env.CHAT_API_BASE = model.url;
  process.env.CHAT_MODEL = 'fake-model';
  process.env.BRIEF_TIMEOUT_MS = '500';
});
afterAll(async () => {
  for (const key of ['CHAT_API_BASE', 'CHAT_MODEL', 'BRIEF_TIMEOUT_MS'])
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  await Promise.all([studio.stop(), model.stop()]);
});

const brief = {
  about:
    'We offer managed Kubernetes hosting for growing companies in India. Our engineers set up each cluster and keep it patched. Backups run every night.',
  questions: 'How long does moving take?',
};
const pageFiles = () => readdirSync(join(studio.dir, 'pages')).sort();
let before: string[] = [];
afterEach(() => {
  before = [];
});

const drafted = z.object({
  file: z.string(),
  source: z.enum(['model', 'rules']),
  generated: z.array(z.string()),
  repairs: z.number().optional(),
});
const refused = z.object({
  message: z.string(),
  problems: z.array(z.object({ pointer: z.string(), message: z.string() })).optional(),
  fallback: z.boolean().optional(),
});
const request = z.object({
  response_format: z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }),
  }),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});

describe('drafting a page from a brief with a model (a fake OpenAI-compatible provider)', () => {
  it('says which model drafts', async () => {
    const answer = await call(studio.base, 'GET', '/api/brief');
    expect(answer.body).toEqual({ provider: { model: 'fake-model' } });
  });

  it("asks with the page's JSON Schema, the blocks, the facts as placeholders and two pages, and saves a valid answer", async () => {
    model.use('valid');
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(201);
    const { file, source, generated } = drafted.parse(answer.body);
    expect(source).toBe('model');
    const sent = request.parse(model.requests[0]);
    expect(Object.keys(sent.response_format.json_schema.schema.properties)).toContain('blocks');
    const system = sent.messages[0]?.content ?? '';
    expect(system).toMatch(/^- hero: /m);
    expect(system).toContain('{{company.email}}');
    expect(system).toContain('"path":"/vps-hosting"');
    expect(system).toContain('"path":"/wordpress-hosting"');
    expect(sent.messages[1]?.content).toContain(brief.questions);
    // Written as a page that validates, with the marks beside it, not in it.
    const text = readFileSync(join(studio.dir, file), 'utf8');
    expect(pageSchema.safeParse(JSON.parse(text)).success).toBe(true);
    expect(generated).toContain('Managed Kubernetes Hosting');
    expect(text).not.toMatch(/drafted|generated/i);
  });

  it('marks a link the model chose as drafted, like its words, and not the form a button opens', async () => {
    model.use('valid');
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(201);
    const { generated } = drafted.parse(answer.body);
    expect(generated).toContain('https://plans.example.com/kubernetes');
    expect(generated).toContain('Compare the plans');
    expect(generated).not.toContain('enquiry');
  });

  it('sends the located problems back and saves the repaired answer', async () => {
    model.use('repaired');
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(201);
    expect(drafted.parse(answer.body).repairs).toBe(1);
    expect(model.requests).toHaveLength(2);
    const repair = request.parse(model.requests[1]).messages.at(-1)?.content ?? '';
    expect(repair).toContain('/blocks/0/heading');
    expect(repair).toContain('/blocks/2/actions');
  });

  it('refuses an answer that never validates, after two repair rounds, and saves nothing', async () => {
    model.use('never-valid');
    before = pageFiles();
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(422);
    const { problems } = refused.parse(answer.body);
    expect(problems?.map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/blocks/0/heading', '/blocks/2/actions']),
    );
    expect(model.requests).toHaveLength(3);
    expect(pageFiles()).toEqual(before);
  });

  it('tells the editor when the model is too slow, saves nothing, and the rules still draft it', async () => {
    model.use('slow');
    before = pageFiles();
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(504);
    expect(refused.parse(answer.body).fallback).toBe(true);
    expect(pageFiles()).toEqual(before);
    const rules = await call(studio.base, 'POST', '/api/brief', {
      body: { ...brief, mode: 'rules' },
    });
    expect(rules.status).toBe(201);
    const { file, source } = drafted.parse(rules.body);
    expect(source).toBe('rules');
    expect(existsSync(join(studio.dir, file))).toBe(true);
  });

  it('tells the editor when the provider fails, and saves nothing', async () => {
    model.use('failing');
    before = pageFiles();
    const answer = await call(studio.base, 'POST', '/api/brief', { body: brief });
    expect(answer.status).toBe(502);
    expect(refused.parse(answer.body)).toMatchObject({ fallback: true });
    expect(pageFiles()).toEqual(before);
  });

  it('refuses an empty brief with the reason', async () => {
    const answer = await call(studio.base, 'POST', '/api/brief', { body: { about: '  ' } });
    expect(answer.status).toBe(400);
  });
});
