import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shortcutAllowed } from '../../controls/keyboard';
import { addTexts } from '../../../providers/i18n/text-registry';
import { shortcutTexts } from './texts';
import { usePageCommands } from '../../controls/commands/page-commands';
import { requestLeave } from '../../controls/leave-guard';

// The keys' names come with the list's code (added once: i18next merges the same texts again harmlessly).
addTexts(shortcutTexts);

/**
 * Esc on a details page goes back to its list (issue 33): the list's own history entry when the
 * record was opened from it (its filters, sort and page as they were), else the list route.
 * Not while typing or with a dialog open: there Esc closes the dialog first.
 */
export function useBackKey(back: { href: string; fromList: boolean }): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useRef(() => (back.fromList ? navigate(-1) : navigate(back.href)));
  useEffect(() => {
    latest.current = () => (back.fromList ? navigate(-1) : navigate(back.href));
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.shiftKey || !shortcutAllowed(event)) return;
      event.preventDefault();
      requestLeave(() => void latest.current());
    };
    // On the window, after the page's own Esc handlers on the document (an edit's cancel takes the key first).
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  usePageCommands([{ id: 'details.back', kind: 'key', keys: 'Esc', label: t('engine.keys.back'), run: () => requestLeave(() => void latest.current()) }]);
}
