import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage } from '../storage/types';

/**
 * When a visitor was first served a page, for the minimum fill time of the lead forms
 * (decisions.md #51). The pages are prerendered and served as they are, so the time cannot be
 * in the form itself: it is a cookie set with the first page a browser gets, signed with a key
 * every instance shares (HMAC-SHA256), which the form's post brings back, scripted or not.
 * A stamp already held is kept: a second tab opened a second before sending does not make a
 * person look like a robot.
 */
export const stampCookie = 'form_start';
const lifetimeMs = 24 * 60 * 60_000;

const cookieOptions = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  maxAge: lifetimeMs / 1000,
} as const;

export interface FormStamps {
  /** Sets a fresh stamp on a page's answer unless the request brings a good one. */
  onPage(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Milliseconds since the request's stamp was set; undefined without one (or with one
   * expired); "forged" for one this site did not sign, or signed for another time.
   */
  age(request: FastifyRequest, now?: number): Promise<number | 'forged' | undefined>;
}

export function formStamps(storage: Storage): FormStamps {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= storage
      .secret('form-stamp', () => randomBytes(32).toString('base64'))
      .then((secret) => Buffer.from(secret, 'base64'))
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  const mac = async (time: string) =>
    createHmac('sha256', await keyOf())
      .update(time)
      .digest('base64url');
  const age = async (request: FastifyRequest, now = Date.now()) => {
    const value = request.cookies[stampCookie];
    if (value === undefined) return undefined;
    const [time, given, ...rest] = value.split('.');
    if (!time || !given || rest.length > 0 || !/^\d{1,15}$/.test(time)) return 'forged';
    const expected = Buffer.from(await mac(time));
    const actual = Buffer.from(given);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'forged';
    const elapsed = now - Number(time);
    if (elapsed < 0) return 'forged';
    return elapsed < lifetimeMs ? elapsed : undefined;
  };
  return {
    age,
    async onPage(request, reply) {
      try {
        if (typeof (await age(request)) === 'number') return;
        const time = String(Date.now());
        reply.setCookie(stampCookie, `${time}.${await mac(time)}`, cookieOptions);
      } catch (error) {
        // A page is served without a stamp rather than not at all; the form then has no fill time.
        request.log.warn({ err: error }, 'form stamp not set');
      }
    },
  };
}
