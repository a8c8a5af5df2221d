import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

const UNIT_DIRS = ['src', 'providers', 'resources', 'sandbox', 'tests/bench', 'scripts'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * Unit test files that replace modules (vi.mock). They need a module registry of their own, so
 * they run isolated ('unit-isolated'); every other file shares its worker's modules and jsdom
 * ('unit', isolate: false), which saves the second or so each file spent loading antd and
 * setting up jsdom again: the unit layer runs in about a third of the time.
 */
function unitFilesThatMock(): string[] {
  return UNIT_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8'))),
  );
}
const MOCKING = unitFilesThatMock();

const unitProject = {
  environment: 'jsdom' as const,
  // antd under jsdom is slow on a loaded 2-core machine; a timeout here is not a failure of the rule tested.
  testTimeout: 20000,
  // On CI a jsdom test gets one more try; a real failure fails twice and still fails the run.
  retry: process.env.CI ? 1 : 0,
  setupFiles: ['./tests/setup/jsdom.ts'],
  // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI
  // machine, which leaves a core idle while jsdom files load one after another.
  maxWorkers: Math.max(2, availableParallelism()),
};
const UNIT_INCLUDE = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);

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
      // `npm run test:unit` runs both: `vitest run --project 'unit*'`.
      { extends: true, test: { ...unitProject, name: 'unit', isolate: false, include: UNIT_INCLUDE, exclude: [...configDefaults.exclude, ...MOCKING] } },
      { extends: true, test: { ...unitProject, name: 'unit-isolated', include: MOCKING } },
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
