import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientBoundary } from './scripts/build/client-boundary.ts';

// The SSR bundle's entry is our own server module (server/main.ts), which imports the
// React Router server build: pages, API and services then share one bundle and one
// database handle.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), clientBoundary(import.meta.dirname)],
  build: isSsrBuild ? { target: 'node24' } : { target: 'es2022' },
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: './server/main.ts' },
      },
    },
  },
  ssr: {
    external: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino', 'nodemailer'],
  },
}));
