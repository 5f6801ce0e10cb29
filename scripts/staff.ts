/** `npm run staff`: see ./staff/main.ts for its commands. */
import { runAsProcess } from './cli/io';
import { main } from './staff/main';

await runAsProcess(main);
