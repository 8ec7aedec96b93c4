import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static single-page app; the reference server serves `dist/` at `/`.
// During `npm run dev`, API calls go straight to the server address typed at sign-in.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
});
