// The app's layers, from the top down (README "Architecture"). Read by eslint.config.js and
// drawn in the README: an import may point down or stay within its layer, never up, and no
// area imports another area (what two share moves down).
import { readdirSync } from 'node:fs';

export const LAYERS = [
  { name: 'app', paths: ['src/main.tsx', 'src/app'] },
  { name: 'areas', paths: ['resources', 'src/auth'] },
  { name: 'engine and shell', paths: ['src/engine', 'src/shell'] },
  { name: 'shared pieces', paths: ['src/controls', 'src/format', 'src/html', 'src/address'] },
  { name: 'providers', paths: ['providers'] },
];

/** Each area's folder: resources/<area>, and the sign-in pages. */
export function areaFolders(root = '.') {
  const areas = readdirSync(`${root}/resources`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `resources/${d.name}`);
  return [...areas, 'src/auth'];
}

/** Zones for import-x/no-restricted-paths: each layer's files may not import the layers above. */
export function layerZones(root = '.') {
  const zones = [];
  LAYERS.forEach((layer, i) => {
    const above = LAYERS.slice(0, i).flatMap((l) => l.paths);
    for (const target of layer.paths) {
      if (above.length) zones.push({ target, from: above, message: `${layer.name} may not import a layer above it (README "Architecture").` });
    }
  });
  const areas = areaFolders(root);
  for (const area of areas) {
    // resources/index.ts lists every area for the app: it belongs to the app's layer, and no area imports it.
    const others = [...areas.filter((a) => a !== area), 'resources/index.ts'];
    zones.push({ target: area, from: others, message: 'An area may not import another area: move what both use down to src/controls, src/format or the engine.' });
  }
  zones.push({ target: 'sandbox', from: ['src', 'resources', 'providers'], message: 'The sandbox shares no code with the app (it stands in for the real services).' });
  return zones;
}
