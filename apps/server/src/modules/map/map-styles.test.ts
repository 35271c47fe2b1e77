import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../app';
import { parseEnv, type Env } from '../../env';
import { appConfig } from '../../http/spa';

// The README's "Map styles" settings, one variable each: the server accepts them, hands them to
// the dashboard as written, and lets the browser reach their origin (and only that).
const STREETS = 'https://tiles.openfreemap.org/styles/liberty';
const ESRI =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}#Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community';
const EOX =
  'https://tiles.maps.eox.at/wmts/1.0.0/s2cloudless-2024_3857/default/g/{z}/{y}/{x}.jpg#EOxCloudless https://cloudless.eox.at by EOX IT Services GmbH (Contains modified Copernicus Sentinel data 2024)';

function envWith(source: Record<string, string>): Env {
  const env = parseEnv(source);
  if ('problems' in env) throw new Error(env.problems.join('\n'));
  return env;
}

function directive(env: Env, name: string): string {
  const policy = securityHeaders(env)['content-security-policy'] ?? '';
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('the map style settings of the README', () => {
  it.each([
    ['OpenFreeMap streets', 'MAP_STREETS_STYLE_URL', STREETS, 'https://tiles.openfreemap.org'],
    ['Esri World Imagery', 'MAP_SATELLITE_STYLE_URL', ESRI, 'https://server.arcgisonline.com'],
    ['EOX Sentinel-2 cloudless', 'MAP_SATELLITE_STYLE_URL', EOX, 'https://tiles.maps.eox.at'],
  ])('switches on %s with one variable', (_name, variable, value, origin) => {
    const env = envWith({ [variable]: value });
    const { MapStyles } = appConfig(env);
    expect(variable === 'MAP_STREETS_STYLE_URL' ? MapStyles.Streets : MapStyles.Satellite).toBe(
      value,
    );
    expect(directive(env, 'connect-src')).toBe(`connect-src 'self' ${origin}`);
    expect(directive(env, 'img-src')).toBe(`img-src 'self' data: blob: ${origin}`);
  });

  it('works offline without them: no map style, and the browser reaches nothing else', () => {
    const env = envWith({});
    expect(appConfig(env).MapStyles).toEqual({ Streets: null, Satellite: null });
    expect(directive(env, 'connect-src')).toBe("connect-src 'self'");
  });
});
