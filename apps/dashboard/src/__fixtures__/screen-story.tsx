import { createClient, type AppConfig } from '@aq/api';
import { ApiClientProvider } from '@aq/api/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { addLanguageResources, LANGUAGES } from '../i18n';
import { AppConfigProvider } from '../lib/app-config';
import { LocaleProvider } from '../lib/locale';
import { ScreensProvider } from '../routes/screens-context';
import { SCREENS } from '../routes/table';

// Stories render in any language at once (screenshots must not wait for a fetch), so every
// language's strings are bundled here; the app itself fetches all but English when needed.
const allLocales = import.meta.glob<Record<string, unknown>>('../../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
for (const language of LANGUAGES) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(allLocales)) {
    const match = /locales\/([\w-]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) namespaces[match[2]] = data;
  }
  addLanguageResources(language, namespaces);
}

/** One answer of the fixed server a screen story talks to. */
export interface FixtureRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path, or a pattern of it (the query string is not part of it). */
  path: string | RegExp;
  /** The answer: a JSON body (status 200), or a status and body; or a promise of either. */
  respond: (url: URL, body: unknown) => unknown;
}

/** An answer with a status other than 200. */
export function status(code: number, body: unknown = null) {
  return { __status: code, body };
}

/**
 * A `fetch` that answers from fixed routes and fails any other call with 404, so a story shows a
 * screen with known data and never reaches a network.
 */
export function fixtureFetch(routes: readonly FixtureRoute[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const route = routes.find(
      (r) =>
        r.method === method &&
        (typeof r.path === 'string' ? r.path === url.pathname : r.path.test(url.pathname)),
    );
    // An answer may be a promise: one that never settles keeps the screen loading.
    const answer: unknown = await (route
      ? route.respond(url, body)
      : status(404, { Messages: [`No fixture for ${method} ${url.pathname}`] }));
    const special = answer as { __status?: number; body?: unknown } | null;
    const { code, payload } =
      typeof special === 'object' && special !== null && typeof special.__status === 'number'
        ? { code: special.__status, payload: special.body }
        : { code: 200, payload: answer };
    return new Response(
      payload === undefined || payload === null ? null : JSON.stringify(payload),
      {
        status: code,
        headers: { 'content-type': 'application/json' },
      },
    );
  };
}

const STORY_CONFIG: AppConfig = {
  ProductName: 'OneView Air',
  SupportUrl: null,
  SupportEmail: 'support@example.com',
  MapStyles: { Streets: null, Satellite: null },
  StaticMapUrlTemplate: null,
};

/**
 * The app's providers around a screen for a story: the fixed server, a fresh query cache (no
 * retries), the locale of the Storybook toolbar, a memory router at `path` and the route table.
 */
export function ScreenStory({
  routes,
  path,
  locale = 'en-US',
  children,
}: {
  routes: readonly FixtureRoute[];
  path: string;
  locale?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  const [apiClient] = useState(() => createClient({ fetch: fixtureFetch(routes) }));
  const [location] = useState(() => {
    const [pathname = '/', search = ''] = path.split('?');
    return memoryLocation({ path: pathname, searchPath: search });
  });
  return (
    <AppConfigProvider config={STORY_CONFIG}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <LocaleProvider initialLocale={locale}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              <ScreensProvider screens={SCREENS}>{children}</ScreensProvider>
            </Router>
          </LocaleProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
