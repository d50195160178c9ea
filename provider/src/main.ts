import { loadConfig } from './config';
import * as seedData from './seed/data';
import { startProvider } from './server';

startProvider(loadConfig(), seedData).catch((error: unknown) => {
  console.error('[provider] failed to start:', error);
  process.exit(1);
});
