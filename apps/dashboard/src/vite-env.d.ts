/// <reference types="vite/client" />

/** Build facts injected by vite.config.ts (foundation §2.10 page globals). */
declare const __BUILD__: { appVersion: string; commitHash: string; branchOrTag: string };
