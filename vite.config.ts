import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointPathsOnly } from './scripts/vite-endpoint-paths.mjs';

const basePath = process.env.BASE_PATH ?? '/bus/ankyo/';
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ command }) => ({
  root: 'src/client',
  base: basePath,
  plugins: [react(), endpointPathsOnly()],
  resolve: {
    alias: {
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
      '@client': path.resolve(import.meta.dirname, 'src/client'),
      // react-router's package exports only its development build (warnings and all) to bundlers
      ...(command === 'build'
        ? {
            'react-router': path.resolve(
              import.meta.dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
          }
        : {}),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // every browser still works without it; only preloading is lost on old Safari, and the login budget is tight
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { [`${basePath}api`]: { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
