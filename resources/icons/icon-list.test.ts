import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, PUBLIC_SVGS } from './icon-list';

const ROOT = join(__dirname, '..', '..');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(name) ? [path] : [];
  });
}

/**
 * Every icon name imported by the app's source (tests and this list aside): from @ant-design/icons,
 * and the definitions from @ant-design/icons-svg that lean icons draw (src/controls/lean-icon.tsx).
 */
function usedIcons(): Set<string> {
  const used = new Set<string>();
  const sources = ['src', 'resources'].flatMap((dir) => files(join(ROOT, dir), (n) => /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)));
  for (const file of sources) {
    if (file.endsWith(join('icons', 'icon-list.ts'))) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@ant-design\/icons'/g)) {
      for (const name of match[1].split(',').map((s) => s.trim().split(/\s+as\s+/)[0]).filter(Boolean)) used.add(name);
    }
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s*'@ant-design\/icons-svg\/es\/asn\/(\w+)'/g)) used.add(match[1]);
  }
  return used;
}

describe('the icon gallery lists what the app uses', () => {
  it('every @ant-design/icons icon imported under src/ and resources/', () => {
    const listed = Object.keys(APP_ICONS);
    expect([...usedIcons()].filter((name) => !listed.includes(name)).sort(), 'add these to resources/icons/icon-list.ts').toEqual([]);
  });

  it('no icon the app no longer uses', () => {
    const used = usedIcons();
    expect(Object.keys(APP_ICONS).filter((name) => !used.has(name)), 'remove these from resources/icons/icon-list.ts').toEqual([]);
  });

  it('every SVG in public/', () => {
    const onDisk = files(join(ROOT, 'public'), (n) => n.endsWith('.svg')).map((f) => `/${relative(join(ROOT, 'public'), f).split('\\').join('/')}`);
    expect([...PUBLIC_SVGS].sort()).toEqual(onDisk.sort());
  });
});
