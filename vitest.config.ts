import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  // Under Vitest 'antd' resolves to its CommonJS build (lib/); a module that imports from
  // antd/es/ (app-frame.tsx, the locales) would then get a second copy of antd with its own
  // React contexts (theme, App). One copy: antd/es/* is read from antd/lib/* here too.
  resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
  test: {
    // One copy of react-router for refine and the app (STACK.md pitfall 1).
    server: { deps: { inline: [/@refinedev\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // antd under jsdom is slow on a loaded 2-core machine; a timeout here is not a failure of the rule tested.
          testTimeout: 20000,
          // On CI a jsdom test gets one more try; a real failure fails twice and still fails the run.
          retry: process.env.CI ? 1 : 0,
          setupFiles: ['./tests/setup/jsdom.ts'],
          // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI
          // machine, which leaves a core idle while jsdom files load one after another.
          maxWorkers: Math.max(2, availableParallelism()),
          include: ['src/**/*.test.{ts,tsx}', 'providers/**/*.test.{ts,tsx}', 'resources/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts', 'tests/bench/*.test.ts', 'scripts/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
