import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  // The manifest lets scripts/report-bundle.mjs measure what the login page loads.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    modulePreload: { polyfill: false },
    // The declarations are pure data the login page already loads (registry, i18n, dataProvider);
    // screens import them too, which would otherwise cut them into one tiny chunk each.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'declarations',
              test: /resources\/(declarations|types|system\/log-fields|system\/[^/]+\/(schema|fields))\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own server on its own database; two at a time fits a 2-core machine.
          maxWorkers: 2,
          // Runs after the unit project (projects with different worker limits need their own group).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // npm run test:cluster: three instances behind HAProxy on a scratch PostgreSQL database (tests/cluster).
        test: {
          name: 'cluster',
          include: ['tests/cluster/*.test.ts'],
          environment: 'node',
          testTimeout: 400_000,
          hookTimeout: 300_000,
          sequence: { groupOrder: 3 },
        },
      },
      {
        // npm run bench:ui: timings of the built app (docs/benchmarks.md); never part of a test run.
        test: {
          name: 'ui-bench',
          include: ['bench/ui/*.test.ts'],
          environment: 'node',
          testTimeout: 900_000,
          hookTimeout: 300_000,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
