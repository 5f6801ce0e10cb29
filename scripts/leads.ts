/** `npm run leads`: see ./leads/main.ts for its commands. */
import { runAsProcess } from './cli/io';
import { main } from './leads/main';

await runAsProcess(main);
