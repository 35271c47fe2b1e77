import { APP_CONFIG_META, AppConfig } from '@aq/api';

const DEFAULT_CONFIG: AppConfig = {
  ProductName: 'OneView Air',
  SupportUrl: null,
  SupportEmail: null,
  MapStyles: { Streets: null, Satellite: null },
  StaticMapUrlTemplate: null,
};

/**
 * The deployment configuration the server wrote into index.html. The Vite dev server has no such
 * tag, so the defaults apply there.
 */
export function readAppConfig(doc: Document = document): AppConfig {
  const content = doc.querySelector(`meta[name="${APP_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return DEFAULT_CONFIG;
  try {
    const parsed = AppConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}
