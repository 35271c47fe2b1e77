import { HttpError, type AppConfig } from '@aq/api';
import { ApiClientProvider } from '@aq/api/react';
import { createClient } from '@aq/api';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { AppConfigProvider } from './lib/app-config';
import { showErrorScreenFor } from './lib/error-screen';
import { LocaleProvider } from './lib/locale';
import { useGuardedLocation } from './lib/unsaved-changes';
import { AppThemeProvider } from './lib/theme';
import { AppToaster } from './shell/app-toaster';
import { AppRoutes } from './routes/app-routes';
import { SIGN_IN_PATH, signInHref } from './features/auth/sign-in-path';

/** Sends the user to the sign-in page, to come back here afterwards. */
function redirectToSignIn() {
  if (window.location.pathname === SIGN_IN_PATH) return;
  navigate(signInHref(window.location.pathname + window.location.search), { replace: true });
}

function isUnauthorised(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** The query client: no retries for client errors, 401 goes to sign-in, page queries may show error screens. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorised(error)) {
          client.clear();
          redirectToSignIn();
        } else if (query.meta?.errorScreen) {
          showErrorScreenFor(error);
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isUnauthorised(error)) redirectToSignIn();
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
        staleTime: 30_000,
      },
    },
  });
  return client;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorScreen?: boolean };
  }
}

/** Every provider of the app, around the routes. */
export function App({ config, children }: { config: AppConfig; children?: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(() => createClient());
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={apiClient}>
          <LocaleProvider>
            <Router hook={useGuardedLocation}>
              <AppThemeProvider>
                {children ?? <AppRoutes />}
                <AppToaster />
              </AppThemeProvider>
            </Router>
          </LocaleProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  );
}
