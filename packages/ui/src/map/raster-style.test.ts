import { describe, expect, it } from 'vitest';
import { isTileTemplate, RASTER_MAX_ZOOM, rasterStyle } from './raster-style';

const ESRI =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';

describe('raster tile templates as basemaps', () => {
  it.each([
    [ESRI, true],
    [`${ESRI}#Esri, Maxar, Earthstar Geographics`, true],
    ['https://tiles.example/wmts?TileMatrix={z}&TileCol={x}&TileRow={y}', true],
    ['https://tiles.openfreemap.org/styles/liberty', false],
    ['https://tiles.example/style.json#{z}/{x}/{y}', false],
    ['https://tiles.example/{z}/{x}.png', false],
  ])('tells a tile template from a style URL: %s is a template: %s', (url, expected) => {
    expect(isTileTemplate(url)).toBe(expected);
  });

  it('draws the tiles as one raster layer, asking for them up to zoom 19', () => {
    expect(rasterStyle(ESRI)).toEqual({
      version: 8,
      sources: {
        'aq-raster': { type: 'raster', tiles: [ESRI], tileSize: 256, maxzoom: RASTER_MAX_ZOOM },
      },
      layers: [{ id: 'aq-raster', type: 'raster', source: 'aq-raster' }],
    });
    expect(RASTER_MAX_ZOOM).toBe(19);
  });

  it('shows the text after # as the credit, never sending it to the tile server', () => {
    const style = rasterStyle(`${ESRI}#Source: Esri, Maxar, Earthstar Geographics`);
    expect(style.sources['aq-raster']).toMatchObject({
      tiles: [ESRI],
      attribution: 'Source: Esri, Maxar, Earthstar Geographics',
    });
  });

  it('decodes a percent-encoded credit and shows markup as text', () => {
    expect(rasterStyle(`${ESRI}#%C2%A9%20EOX`).sources['aq-raster']).toMatchObject({
      attribution: '© EOX',
    });
    expect(rasterStyle(`${ESRI}#<b>100% Esri</b>`).sources['aq-raster']).toMatchObject({
      attribution: '&lt;b&gt;100% Esri&lt;/b&gt;',
    });
  });
});
