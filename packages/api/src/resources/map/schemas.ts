import { z } from 'zod';

/** Answer of GET /v0.1/partials/map: the legacy instrument map partial as an HTML fragment. */
export const MapPartialHtml = z.string().meta({ contentMediaType: 'text/html' });
