/** `npm run new-page`: see ./new-page/main.ts for its options. */
import { runAsProcess } from './cli/io';
import { main } from './new-page/main';

await runAsProcess(main);
