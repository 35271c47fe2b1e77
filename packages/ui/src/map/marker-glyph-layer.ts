import type { CustomLayerInterface, Map as MapLibreMap } from 'maplibre-gl';
import { DEFAULT_MARKER_SIZE, type MarkerState } from './marker-layer';
import {
  drawGlyphAtlas,
  GLYPH_HIDDEN,
  GLYPH_STATUSES,
  glyphAtlasBox,
  markerCode,
  markerGeometry,
  mercator,
  premultiplied,
  splitDouble,
  translated,
  worldCopies,
} from './marker-glyphs';
import type { ThemeColours } from './theme-colours';

/** The custom layer that draws the markers: circles, rings and status glyphs. */
export const MARKER_GLYPH_LAYER = 'aq-marker-glyphs';

const VERTEX_SHADER = `#version 300 es
in vec2 a_corner;
in vec2 a_high;
in vec2 a_low;
in float a_code;
uniform mat4 u_matrix;
uniform vec2 u_center_high;
uniform vec2 u_center_low;
uniform float u_world;
uniform vec2 u_px_to_clip;
uniform float u_radius;
uniform float u_ring_width;
out vec2 v_local;
flat out int v_status;
flat out int v_hover;
flat out int v_selected;
void main() {
  v_local = vec2(0.0);
  v_status = 0;
  v_hover = 0;
  v_selected = 0;
  if (a_code > 254.5) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    return;
  }
  int code = int(a_code + 0.5);
  v_status = code & 3;
  v_hover = (code >> 2) & 1;
  v_selected = (code >> 3) & 1;
  // Each quad just holds its circle, ring and a pixel to blend (less to shade per marker).
  float grow = v_selected == 1 ? 3.0 : float(v_hover);
  v_local = a_corner * (u_radius + u_ring_width + grow + 1.0);
  vec2 place = (a_high - u_center_high) + (a_low - u_center_low);
  vec4 position = u_matrix * vec4(place.x + u_world, place.y, 0.0, 1.0);
  position.xy += v_local * u_px_to_clip * position.w;
  gl_Position = position;
}`;

// The circle (fill and ring, anti-aliased over about a device pixel, as MapLibre's circles) and
// the glyph over it; colours are premultiplied.
const FRAGMENT_SHADER = `#version 300 es
precision highp float;
in vec2 v_local;
flat in int v_status;
flat in int v_hover;
flat in int v_selected;
uniform vec4 u_colours[4];
uniform vec4 u_ring;
uniform vec4 u_selected_ring;
uniform float u_radius;
uniform float u_ring_width;
uniform float u_aa;
uniform float u_glyph_half;
uniform sampler2D u_atlas;
out vec4 colour;
void main() {
  bool selected = v_selected == 1;
  float radius = u_radius + (selected ? 2.0 : (v_hover == 1 ? 1.0 : 0.0));
  float outer = radius + u_ring_width + (selected ? 1.0 : 0.0);
  float d = length(v_local);
  float fill = 1.0 - smoothstep(radius - u_aa, radius + u_aa, d);
  float disc = 1.0 - smoothstep(outer - u_aa, outer + u_aa, d);
  vec4 base = mix(selected ? u_selected_ring : u_ring, u_colours[v_status], fill) * disc;
  vec2 cell = vec2(v_local.x, -v_local.y) / (2.0 * u_glyph_half) + 0.5;
  vec4 glyph = vec4(0.0);
  if (all(greaterThanEqual(cell, vec2(0.0))) && all(lessThanEqual(cell, vec2(1.0)))) {
    glyph = texture(u_atlas, vec2((float(v_status) + cell.x) / 4.0, cell.y));
  }
  colour = glyph + base * (1.0 - glyph.a);
  if (colour.a < 0.002) discard;
}`;

const UNIFORMS = [
  'u_matrix',
  'u_center_high',
  'u_center_low',
  'u_world',
  'u_px_to_clip',
  'u_colours',
  'u_ring',
  'u_selected_ring',
  'u_radius',
  'u_ring_width',
  'u_aa',
  'u_glyph_half',
  'u_atlas',
] as const;

interface Gpu {
  program: WebGLProgram;
  vao: WebGLVertexArrayObject;
  corners: WebGLBuffer;
  places: WebGLBuffer;
  codes: WebGLBuffer;
  atlas: WebGLTexture;
  uniforms: Record<(typeof UNIFORMS)[number], WebGLUniformLocation | null>;
  /** What the buffers and texture hold: bumped when the CPU side changes. */
  placesVersion: number;
  codesVersion: number;
  atlasVersion: number;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('No WebGL shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    throw new Error(`Marker glyph shader: ${gl.getShaderInfoLog(shader) ?? ''}`);
  }
  return shader;
}

/**
 * The markers as one MapLibre custom layer: each marker's circle in its status colour with its
 * ring, and its status glyph inside, drawn together as one instanced quad per marker (one draw
 * call per world copy), so a marker drawn later covers an earlier one's glyph as well as its
 * circle (with 10 000 markers at a country's zoom they overlap many times over; glyphs drawn on
 * a layer of their own over all the circles turned the map white). The circle layer stays, with
 * no opacity (MapLibre skips drawing it), for hovering and clicking.
 *
 * Places are set when the markers' places change; a status, hover, selection or cluster change
 * rewrites one byte per changed marker, a theme change only uniforms and the glyph atlas, so a
 * status refresh of 10 000 markers stays as cheap as the circles' feature-state. The object
 * outlives style switches: MapLibre calls onRemove and onAdd again, and the GPU side is rebuilt.
 */
export class MarkerGlyphLayer implements CustomLayerInterface {
  readonly id = MARKER_GLYPH_LAYER;
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;

  private map: MapLibreMap | null = null;
  private gpu: Gpu | null = null;
  /** Whether WebGL refused the layer's program (the circle layer is then shown instead). */
  failed = false;
  private ids = new Map<string, number>();
  private high = new Float32Array(0);
  private low = new Float32Array(0);
  private codes = new Uint8Array(0);
  private count = 0;
  private atlasCanvas: HTMLCanvasElement | null = null;
  private box = glyphAtlasBox(DEFAULT_MARKER_SIZE, 1);
  private geometry = markerGeometry(DEFAULT_MARKER_SIZE);
  private colours: ThemeColours | null = null;
  private size = DEFAULT_MARKER_SIZE;
  private paint: Record<'status' | 'ring' | 'selectedRing', Float32Array> | null = null;
  private styleKey = '';
  private placesVersion = 1;
  private codesVersion = 1;
  private atlasVersion = 1;

  /** The markers' places, in order (not drawn until setStates gives their states). */
  setPlaces(markers: readonly { id: string; lat: number; lng: number }[]) {
    this.count = markers.length;
    this.ids = new Map();
    this.high = new Float32Array(this.count * 2);
    this.low = new Float32Array(this.count * 2);
    this.codes = new Uint8Array(this.count).fill(GLYPH_HIDDEN);
    markers.forEach((marker, index) => {
      this.ids.set(marker.id, index);
      const [x, y] = mercator(marker.lng, marker.lat);
      [this.high[index * 2], this.low[index * 2]] = splitDouble(x);
      [this.high[index * 2 + 1], this.low[index * 2 + 1]] = splitDouble(y);
    });
    this.placesVersion += 1;
    this.codesVersion += 1;
    this.map?.triggerRepaint();
  }

  /** How the markers whose state changed are drawn (stateChanges). */
  setStates(changes: Iterable<readonly [string, MarkerState]>) {
    let changed = false;
    for (const [id, state] of changes) {
      const index = this.ids.get(id);
      if (index === undefined) continue;
      const code = markerCode(state);
      if (this.codes[index] !== code) {
        this.codes[index] = code;
        changed = true;
      }
    }
    if (!changed) return;
    this.codesVersion += 1;
    this.map?.triggerRepaint();
  }

  /**
   * The theme's colours and the markers' size (`size` across, ring included) at `pixelRatio`:
   * the glyphs are drawn in the ring's colour, which stands out on every status colour in both
   * themes.
   */
  setStyle(colours: ThemeColours, size: number, pixelRatio: number) {
    const key = `${JSON.stringify(colours)}|${size}|${pixelRatio}`;
    if (key === this.styleKey) return;
    this.styleKey = key;
    this.colours = colours;
    this.size = size;
    this.box = glyphAtlasBox(size, pixelRatio);
    this.geometry = markerGeometry(size);
    const canvas = (this.atlasCanvas ??= document.createElement('canvas'));
    canvas.width = this.box.width;
    canvas.height = this.box.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    // The context gives any CSS colour back as #rrggbb or rgba(…), which premultiplied reads.
    const normal = (colour: string) => {
      context.fillStyle = '#808080';
      context.fillStyle = colour;
      return premultiplied(String(context.fillStyle));
    };
    this.paint = {
      status: new Float32Array(GLYPH_STATUSES.flatMap((status) => normal(colours[status]))),
      ring: new Float32Array(normal(colours.ring)),
      selectedRing: new Float32Array(normal(colours.selectedRing)),
    };
    drawGlyphAtlas(context, this.box, colours.ring);
    this.atlasVersion += 1;
    this.map?.triggerRepaint();
  }

  /** How a marker is drawn (markerCode), GLYPH_HIDDEN when it is not (for tests). */
  codeOf(id: string): number | undefined {
    const index = this.ids.get(id);
    return index === undefined ? undefined : this.codes[index];
  }

  /** The glyph atlas as drawn (for tests), or null before setStyle. */
  atlas(): HTMLCanvasElement | null {
    return this.atlasCanvas;
  }

  /** `onFailure` runs if WebGL refuses the program: the caller shows plain circles instead. */
  constructor(private readonly onFailure: (map: MapLibreMap) => void = () => {}) {}

  onAdd(map: MapLibreMap, gl: WebGL2RenderingContext) {
    this.map = map;
    try {
      this.gpu = this.createGpu(gl);
      this.failed = false;
    } catch (error) {
      this.failed = true;
      console.error(error);
      this.onFailure(map);
    }
  }

  private createGpu(gl: WebGL2RenderingContext): Gpu {
    const program = gl.createProgram();
    const vao = gl.createVertexArray();
    const corners = gl.createBuffer();
    const places = gl.createBuffer();
    const codes = gl.createBuffer();
    const atlas = gl.createTexture();
    gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
    gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
    gl.linkProgram(program);
    if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
      throw new Error(`Marker program: ${gl.getProgramInfoLog(program) ?? ''}`);
    }
    gl.bindVertexArray(vao);
    const attribute = (name: string) => gl.getAttribLocation(program, name);
    gl.bindBuffer(gl.ARRAY_BUFFER, corners);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(attribute('a_corner'));
    gl.vertexAttribPointer(attribute('a_corner'), 2, gl.FLOAT, false, 0, 0);
    // Places: the high parts of every marker, then the low parts, two floats each.
    for (const name of ['a_high', 'a_low']) {
      gl.enableVertexAttribArray(attribute(name));
      gl.vertexAttribDivisor(attribute(name), 1);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, codes);
    gl.enableVertexAttribArray(attribute('a_code'));
    gl.vertexAttribPointer(attribute('a_code'), 1, gl.UNSIGNED_BYTE, false, 0, 0);
    gl.vertexAttribDivisor(attribute('a_code'), 1);
    gl.bindVertexArray(null);
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    const uniform = (name: string) =>
      gl.getUniformLocation(program, name === 'u_colours' ? 'u_colours[0]' : name);
    return {
      program,
      vao,
      corners,
      places,
      codes,
      atlas,
      uniforms: Object.fromEntries(
        UNIFORMS.map((name) => [name, uniform(name)]),
      ) as Gpu['uniforms'],
      placesVersion: 0,
      codesVersion: 0,
      atlasVersion: 0,
    };
  }

  onRemove(_map: MapLibreMap, gl: WebGL2RenderingContext) {
    const gpu = this.gpu;
    this.gpu = null;
    this.map = null;
    if (!gpu) return;
    gl.deleteProgram(gpu.program);
    gl.deleteVertexArray(gpu.vao);
    for (const buffer of [gpu.corners, gpu.places, gpu.codes]) gl.deleteBuffer(buffer);
    gl.deleteTexture(gpu.atlas);
  }

  /** Uploads what changed since the last frame: places, codes, the glyph atlas. */
  private upload(gl: WebGL2RenderingContext, gpu: Gpu) {
    if (gpu.placesVersion !== this.placesVersion) {
      gpu.placesVersion = this.placesVersion;
      const data = new Float32Array(this.count * 4);
      data.set(this.high, 0);
      data.set(this.low, this.count * 2);
      gl.bindVertexArray(gpu.vao);
      gl.bindBuffer(gl.ARRAY_BUFFER, gpu.places);
      gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
      const attribute = (name: string) => gl.getAttribLocation(gpu.program, name);
      gl.vertexAttribPointer(attribute('a_high'), 2, gl.FLOAT, false, 0, 0);
      gl.vertexAttribPointer(attribute('a_low'), 2, gl.FLOAT, false, 0, this.count * 8);
      gl.bindVertexArray(null);
    }
    if (gpu.codesVersion !== this.codesVersion) {
      gpu.codesVersion = this.codesVersion;
      gl.bindBuffer(gl.ARRAY_BUFFER, gpu.codes);
      gl.bufferData(gl.ARRAY_BUFFER, this.codes, gl.DYNAMIC_DRAW);
    }
    gl.bindBuffer(gl.ARRAY_BUFFER, null);
    if (gpu.atlasVersion !== this.atlasVersion && this.atlasCanvas) {
      gpu.atlasVersion = this.atlasVersion;
      gl.bindTexture(gl.TEXTURE_2D, gpu.atlas);
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, true);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, this.atlasCanvas);
      gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    }
  }

  render(gl: WebGL2RenderingContext, options: Parameters<CustomLayerInterface['render']>[1]) {
    const { gpu, map, paint, colours } = this;
    if (!gpu || !map || !paint || !colours || this.count === 0) return;
    // The window moved to a screen of another pixel ratio: sharp glyphs again.
    const pixelRatio = map.getPixelRatio();
    if (pixelRatio !== this.box.pixelRatio) this.setStyle(colours, this.size, pixelRatio);
    this.upload(gl, gpu);
    const centre = map.getCenter();
    const [cx, cy] = mercator(centre.lng, centre.lat);
    const [cxHigh, cxLow] = splitDouble(cx);
    const [cyHigh, cyLow] = splitDouble(cy);
    const canvas = map.getCanvas();
    const { uniforms } = gpu;
    gl.useProgram(gpu.program);
    gl.uniformMatrix4fv(
      uniforms.u_matrix,
      false,
      translated(options.defaultProjectionData.mainMatrix, cx, cy),
    );
    gl.uniform2f(uniforms.u_center_high, cxHigh, cyHigh);
    gl.uniform2f(uniforms.u_center_low, cxLow, cyLow);
    gl.uniform2f(
      uniforms.u_px_to_clip,
      2 / (canvas.width / pixelRatio),
      2 / (canvas.height / pixelRatio),
    );
    gl.uniform4fv(uniforms.u_colours, paint.status);
    gl.uniform4fv(uniforms.u_ring, paint.ring);
    gl.uniform4fv(uniforms.u_selected_ring, paint.selectedRing);
    gl.uniform1f(uniforms.u_radius, this.geometry.radius);
    gl.uniform1f(uniforms.u_ring_width, this.geometry.ring);
    gl.uniform1f(uniforms.u_aa, 0.5 / pixelRatio);
    gl.uniform1f(uniforms.u_glyph_half, this.box.cssSize / 2);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, gpu.atlas);
    gl.uniform1i(uniforms.u_atlas, 0);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.bindVertexArray(gpu.vao);
    const bounds = map.getBounds();
    // A degree either side: a marker just across the view's edge still shows its part.
    for (const copy of worldCopies(bounds.getWest() - 1, bounds.getEast() + 1)) {
      gl.uniform1f(uniforms.u_world, copy);
      gl.drawArraysInstanced(gl.TRIANGLE_STRIP, 0, 4, this.count);
    }
    gl.bindVertexArray(null);
  }
}
