import { serve } from '@hono/node-server';
import { createSandbox } from './app';
import { answerClientErrorsAsJson } from './limits';

/**
 * Standalone sandbox for integrators and tests: `npm run sandbox` (port from SANDBOX_PORT or
 * PORT, default 8787), `npm run sandbox:reset` reseeds the state file and exits.
 */
const sandbox = createSandbox();

if (process.argv.includes('--reset')) {
  sandbox.store.reset();
  sandbox.close();
  console.log('sandbox: state reseeded');
  process.exit(0);
}

const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 8787);
const hostname = process.env.SANDBOX_HOST ?? '0.0.0.0';
const server = serve({ fetch: sandbox.app.fetch, port, hostname }, (info) => {
  console.log(`sandbox: listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`);
});
answerClientErrorsAsJson(server);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`sandbox: ${signal}, flushing state`);
  sandbox.close();
  server.close(() => process.exit(0));
  // Keep-alive connections must not hold the exit forever.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
