import { defineConfig } from 'vite';

// The server ships as one bundle per entry: workspace packages are TypeScript source, so they are
// bundled in; everything from node_modules stays external (PGlite loads its WASM from its package).
export default defineConfig({
  tsconfig: './tsconfig.json',
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: { main: 'src/main.ts', migrate: 'src/db/migrate-cli.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
  ssr: { noExternal: [/^@aq\//] },
});
