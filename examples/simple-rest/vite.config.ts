import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The server the example talks to; API_TARGET points it at another one. */
const apiTarget = process.env.API_TARGET || 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/** The example on its own: its folder is the root, its build goes to its own dist, never the main app's. */
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  plugins: [react()],
  server: { port: 5174, proxy },
  preview: { port: 4174, proxy },
  // One chunk holds react-admin and MUI: an example, not a product to split.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 3000 },
});
