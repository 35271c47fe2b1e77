import { z } from 'zod';

// zod 4 probes `new Function('')` when it builds its first object schema, to decide whether it may
// compile fast parsers. The server's Content-Security-Policy has no 'unsafe-eval', so the probe
// would report a CSP violation on every page load; jitless parsing never probes. main.tsx imports
// this module first, and vite.config.ts keeps it in zod's chunk, so it runs before any schema exists.
z.config({ jitless: true });
