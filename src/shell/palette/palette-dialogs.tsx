import { addTexts } from '../../../providers/i18n/text-registry';
import CommandPalette from './command-palette';
import { paletteTexts } from './palette-texts';
import { ShortcutSheet } from './shortcut-sheet';

// The palette's texts come with its code, on first use.
addTexts(paletteTexts);

export type PaletteMode = 'palette' | 'keys' | null;

/** The palette and the shortcut sheet: one chunk, loaded when either is first asked for (palette-launcher.tsx). */
export default function PaletteDialogs({ mode, onMode }: { mode: PaletteMode; onMode(mode: PaletteMode): void }) {
  return (
    <>
      <CommandPalette open={mode === 'palette'} onClose={() => onMode(null)} onShowKeys={() => onMode('keys')} />
      <ShortcutSheet open={mode === 'keys'} onClose={() => onMode(null)} />
    </>
  );
}
