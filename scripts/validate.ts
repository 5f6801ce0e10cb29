/** `npm run validate`: see ./validate/main.ts for its options. */
import { runAsProcess } from './cli/io';
import { main } from './validate/main';

await runAsProcess(main);
