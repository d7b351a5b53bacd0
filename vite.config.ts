import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app lives in web/; `npm start` serves web/dist from the API process on one port.
// The .wasm is loaded with a `?url` import and WebAssembly.instantiateStreaming in the worker, so
// no wasm plugin is needed: mosaic-core exports a plain C ABI, not wasm-bindgen glue.
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: true,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
});
