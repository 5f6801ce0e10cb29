/** `npm run migrate`: see ./migrate/main.ts for its options. */
import { runAsProcess } from './cli/io';
import { main } from './migrate/main';

await runAsProcess(main);
