import type { WheelTheme } from '../schemas/index.js';

/** The colours of the map's own layers, by theme (the wheel's themes give background, ink and muted). */
export interface MapColors {
  readonly ocean: string;
  readonly land: string;
  readonly coast: string;
  readonly graticule: string;
  /** Body line colours, in the order of {@link MAP_BODY_ORDER}; further bodies cycle through them. */
  readonly bodies: readonly string[];
}

/** The order the palettes follow: the Sun, the Moon, Mercury … Pluto. */
export const MAP_BODY_ORDER = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

const LIGHT_BODIES = ['#c97a00', '#5a6b7d', '#2e8b57', '#c2185b', '#d32f2f', '#6a1b9a', '#5d4037', '#0277bd', '#00838f', '#37474f', '#8d6e63', '#7cb342'];
const DARK_BODIES = ['#ffc94d', '#cfd8dc', '#69f0ae', '#f48fb1', '#ff6e6e', '#ce93d8', '#d7b19d', '#4fc3f7', '#4dd0e1', '#b0bec5', '#bcaaa4', '#aed581'];

export const MAP_COLORS: Readonly<Record<WheelTheme, MapColors>> = {
  light: { ocean: '#eaf2f8', land: '#f6f3ea', coast: '#b9b3a2', graticule: '#d3dde6', bodies: LIGHT_BODIES },
  dark: { ocean: '#10192a', land: '#232a3b', coast: '#475066', graticule: '#222d42', bodies: DARK_BODIES },
  print: { ocean: '#ffffff', land: '#f2f2f2', coast: '#9e9e9e', graticule: '#e0e0e0', bodies: LIGHT_BODIES },
  mono: {
    ocean: '#ffffff', land: '#efefef', coast: '#9e9e9e', graticule: '#e3e3e3',
    bodies: ['#000000', '#333333', '#555555', '#222222', '#444444', '#111111', '#666666', '#2b2b2b', '#4a4a4a', '#3a3a3a'],
  },
};

/** @summary The line colour of a body in a theme: its palette entry, or the next ones in turn for other bodies. */
export function bodyColor(colors: MapColors, body: string, indexAmongOthers: number): string {
  const i = (MAP_BODY_ORDER as readonly string[]).indexOf(body);
  return colors.bodies[i >= 0 ? i : (MAP_BODY_ORDER.length + indexAmongOthers) % colors.bodies.length]!;
}

/** The stroke of each angle's line: AS solid, DS dashed, MC solid and heavier, IC dotted. */
export const ANGLE_STROKES: Readonly<Record<'AS' | 'DS' | 'MC' | 'IC', { readonly width: number; readonly dash?: string }>> = {
  AS: { width: 1.6 },
  DS: { width: 1.6, dash: '6 3' },
  MC: { width: 2.2 },
  IC: { width: 1.6, dash: '1.5 3' },
};
