import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';

// `npm run dev` and `npm run preview` are the whole product: the sandbox backend is
// mounted into the same server unless VITE_API_BASE_URL points elsewhere.
export default defineConfig({
  plugins: [react(), sandboxPlugin()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
  },
  server: { port: Number(process.env.PORT ?? 5173) },
  preview: { port: Number(process.env.PORT ?? 4173) },
});
