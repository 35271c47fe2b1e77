import type { StyleSpecification } from 'maplibre-gl';

/** The closest zoom raster tiles are asked for; past it MapLibre enlarges the last tiles. */
export const RASTER_MAX_ZOOM = 19;

/** The template before its '#' credit, and the credit (decoded when it was percent-encoded). */
function splitCredit(url: string): { template: string; credit: string } {
  const hash = url.indexOf('#');
  if (hash < 0) return { template: url, credit: '' };
  const raw = url.slice(hash + 1).trim();
  let credit = raw;
  try {
    credit = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded (a bare '%' in the credit): shown as written.
  }
  return { template: url.slice(0, hash), credit };
}

/**
 * Whether a basemap URL is a raster tile template ('https://…/{z}/{y}/{x}') rather than a MapLibre
 * style JSON. Imagery services (Esri World Imagery, EOX Sentinel-2 cloudless) publish tiles, not
 * styles, so an app can name them directly.
 */
export function isTileTemplate(url: string): boolean {
  const { template } = splitCredit(url);
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The MapLibre style of a raster tile template: one raster layer of 256-pixel tiles, asked for up
 * to RASTER_MAX_ZOOM. The text after '#' is the credit the provider requires ('…/{z}/{y}/{x}#Esri,
 * Maxar, Earthstar Geographics'): it is shown, as plain text, in the map's attribution, and never
 * sent to the tile server.
 */
export function rasterStyle(url: string): StyleSpecification {
  const { template, credit } = splitCredit(url);
  return {
    version: 8,
    sources: {
      'aq-raster': {
        type: 'raster',
        tiles: [template],
        tileSize: 256,
        maxzoom: RASTER_MAX_ZOOM,
        ...(credit ? { attribution: escapeHtml(credit) } : {}),
      },
    },
    layers: [{ id: 'aq-raster', type: 'raster', source: 'aq-raster' }],
  };
}
