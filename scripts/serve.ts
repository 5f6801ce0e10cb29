import { main } from '../src/server/main';

await main();
