import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { localeShell } from './locale-shell-plugin.ts';

// The Mantine components of the sign-in card (and the frame around it) in one chunk: left to itself the
// bundler cuts them into some twenty small shared chunks, and /login paid ~10 KB gzip more for the
// pieces than for the whole (see the JS budget of the sign-in page).
const SIGN_IN_KIT = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'Checkbox',
  'CloseButton',
  'Divider',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Stack',
  'TextInput',
  'ThemeIcon',
  'UnstyledButton',
  'VisuallyHidden',
];
const signInKit = new RegExp(
  `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${SIGN_IN_KIT.join('|')})[\\\\/]`,
);

export default defineConfig({
  plugins: [
    react(),
    localeShell(),
    // Brotli and gzip copies beside each file, which the server sends as they are (preCompressed):
    // compressed once at build time instead of on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // The production server serves this folder (apps/api/src/plugins/spa.ts).
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'sign-in-kit', test: signInKit }] } },
    },
  },
});
