import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Lifetime of a login token. */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const claimsSchema = z.object({ sub: z.string(), iat: z.number(), exp: z.number() });
export type TokenClaims = z.infer<typeof claimsSchema>;

const sign = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('base64url');

/** Issues a signed JWT (HS256) for a user id that expires after `tokenLifetimeSeconds`. */
export function issueToken(userId: number, secret: string, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = { sub: String(userId), iat, exp: iat + tokenLifetimeSeconds };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a token signed with `secret` that has not expired; otherwise undefined. */
export function verifyToken(
  token: string,
  secret: string,
  now = new Date(),
): TokenClaims | undefined {
  const [head, payload, signature] = token.split('.');
  if (head !== header || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(`${head}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
    return claims.exp > now.getTime() / 1000 ? claims : undefined;
  } catch {
    return undefined;
  }
}
