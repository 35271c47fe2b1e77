/** Where Chromium is: CHROMIUM_PATH, else Debian's package. */
export declare const CHROMIUM_PATH: string;
/** Headless, no sandbox (root in CI), WebGL through SwiftShader, no calls home, stable glyphs. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Starts the built server on a fresh temporary database; `stop` ends it and removes the data. */
export declare function startBuiltServer(options: {
  env?: Record<string, string>;
  password: string;
  startTimeoutMs?: number;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
