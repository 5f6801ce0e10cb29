import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Paths whose last segment is a secret (a working preview link): logged without it. */
const secretSegments = /^(\/preview\/)[^/?#]+/;

/**
 * A request's path as the log keeps it (decisions.md #76): every query value replaced (an
 * address looked up, a search, a `next` path) and a preview link's secret too. The names stay,
 * so a log still says which filter or lookup a request made.
 */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at)).replace(secretSegments, '$1[redacted]');
  if (at === -1) return path;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return names.length > 0 ? `${path}?${names.join('&')}` : path;
}

/** Fastify's request serializer with the path as `loggedPath` gives it. */
const request = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedPath(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** The logger option with request paths redacted; off stays off. */
export function redactingLogger(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: request } };
}
