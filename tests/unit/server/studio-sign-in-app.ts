import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { memoryLoginThrottle } from '../../../src/server/auth/login-throttle';
import { studioSignInRoutes } from '../../../src/server/routes/studio-sign-in';
import type { Storage } from '../../../src/server/storage/types';
import { site } from '../render';

/**
 * The editors' sign-in at /studio alone, on `storage`, with no second factor required and limits
 * no test reaches; closing the app closes the storage.
 */
export async function studioSignInApp(storage: Storage) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await studioSignInRoutes(app, {
    context: {
      storage,
      loginThrottle: memoryLoginThrottle(),
      limits: { leads: 1000, auth: 1000, chat: 1000 },
      site,
      secondFactorRoles: [],
    },
    prefix: '/studio',
    headers: {},
  });
  app.addHook('onClose', () => storage.close());
  return app;
}
