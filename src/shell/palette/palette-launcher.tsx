import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchOutlined } from '../../controls/lean-icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isHelpKey, shortcutAllowed } from '../../controls/keyboard';
import { isPaletteKey, paletteKeys } from './palette-keys';
import type { PaletteMode } from './palette-dialogs';

// Loaded on first use (the key or the button), never with the first screen.
const PaletteDialogs = lazy(() => import('./palette-dialogs'));

/**
 * The header's search button and the app's two global keys: Ctrl+K / ⌘K opens the palette
 * (also from inside a field: it is a chord, nothing types it), `?` the shortcut sheet.
 */
export function PaletteLauncher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<PaletteMode>(null);
  // Once asked for, the dialogs stay mounted (closed) so the next opening is at once.
  const [wanted, setWanted] = useState(false);
  const show = (next: PaletteMode) => {
    setWanted(true);
    setMode(next);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        setWanted(true);
        setMode((m) => (m === 'palette' ? null : 'palette'));
      } else if (isHelpKey(event) && shortcutAllowed(event)) {
        event.preventDefault();
        setWanted(true);
        setMode('keys');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const keys = paletteKeys();
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined aria-hidden />}
        aria-label={compact ? t('shell.palette.button') : undefined}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        title={`${t('shell.palette.button')} (${keys})`}
        onClick={() => show('palette')}
        data-testid="palette-button"
      >
        {compact ? null : t('shell.palette.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PaletteDialogs mode={mode} onMode={setMode} />
        </Suspense>
      )}
    </>
  );
}
