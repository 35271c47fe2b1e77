import { createContext, useContext, type ReactNode } from 'react';
import { createClient, type ApiClient } from '../http/client';

const ApiClientContext = createContext<ApiClient>(createClient());

/** Gives the hooks below a client (the default calls the page's own origin). */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client the hooks use. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
