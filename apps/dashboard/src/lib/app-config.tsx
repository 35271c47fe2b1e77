import type { AppConfig } from '@aq/api';
import { createContext, useContext, type ReactNode } from 'react';
import { readAppConfig } from './config';

const AppConfigContext = createContext<AppConfig | null>(null);

/** Gives the screens the deployment configuration (product name, support, map styles). */
export function AppConfigProvider({
  config,
  children,
}: {
  config: AppConfig;
  children: ReactNode;
}) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The deployment configuration. */
export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext) ?? readAppConfig();
}
