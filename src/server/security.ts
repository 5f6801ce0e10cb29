import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { bootScriptHash } from '../engine/build/boot-script';

/**
 * Security headers for every response. Scripts run only from our own origin, plus the one inline
 * boot script, admitted by its hash (JSON-LD is data, not script). Styled-components injects <style> elements at
 * run time, so styles allow inline.
 */
export async function securityHeaders(
  app: FastifyInstance,
  { connectSrc = [] }: { connectSrc?: string[] } = {},
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", bootScriptHash()],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...connectSrc],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
