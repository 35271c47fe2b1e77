import { z } from 'zod';

/**
 * What the server tells the dashboard about its deployment (ours: the spec's page globals). The
 * server writes it into index.html as a <meta name="aq-config"> tag, so it costs no request and
 * needs no inline script under the Content-Security-Policy.
 */
export const AppConfig = z.object({
  /** The product's name in titles and texts (PRODUCT_NAME). */
  ProductName: z.string().min(1),
  /** The help link in the header (SUPPORT_URL); hidden when null. */
  SupportUrl: z.string().nullable(),
  /** The address on the 500 screen (SUPPORT_EMAIL). */
  SupportEmail: z.string().nullable(),
  /** Optional MapLibre styles offered beside the offline world map. */
  MapStyles: z.object({ Streets: z.string().nullable(), Satellite: z.string().nullable() }),
  /**
   * A static map image service (STATIC_MAP_URL_TEMPLATE) with {lat} {lng} {zoom} {width} {height}
   * {scale} {markers} placeholders; null draws static maps in the browser from the map styles.
   */
  StaticMapUrlTemplate: z.string().nullable(),
});
/** The deployment's configuration as the dashboard sees it. */
export type AppConfig = z.infer<typeof AppConfig>;

/** Name of the meta tag that carries the configuration. */
export const APP_CONFIG_META = 'aq-config';
