import { useMemo, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { Modal, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { session } from '../../../providers/session';
import { readShopStatus } from '../../../providers/shop-status';
import { requestLeave } from '../../controls/leave-guard';
import { usePageCommandList, type PageCommand } from '../../controls/commands/page-commands';
import { VisuallyHidden } from '../../controls/visually-hidden';
import { useDescriptors } from '../../engine/descriptors';
import { menuPages } from '../menu-pages';
import { useShellRouter } from '../shell-router';
import { matchesQuery, palettePages } from './palette-entries';
import { readRecent, recentKey, rememberPick, type RecentPick } from './recent-picks';
import { searchTargets } from './record-search';
import { useRecordSearch } from './use-record-search';
import { PALETTE_CLASS, paletteCss } from './palette-style';

/*
 * Why cmdk (1.1.1, React 19 in its peers): it is the combobox the best admins use (Linear,
 * Vercel, Raycast's web), small (≈4 KB gzip without its dialog, which we leave out for antd's
 * Modal: focus trap, Esc, our theme), and does the hard part of the ARIA pattern itself:
 * role combobox on the field with aria-activedescendant and aria-controls, a listbox of options
 * in labelled groups, arrows/Home/End, Enter, pointer and keyboard kept in step. The filtering
 * is ours (shouldFilter off): search hits come from the server already matched.
 */

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** Opens the shortcut sheet (a key that needs a focused row is explained there). */
  onShowKeys(): void;
}

interface Entry {
  id: string;
  label: string;
  keys?: string;
  choose(): void;
}

export default function CommandPalette({ open, onClose, onShowKeys }: CommandPaletteProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { navigate } = useShellRouter();
  const descriptors = useDescriptors();
  const status = readShopStatus();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // What to do once the dialog has closed (and given the focus back): a key's command moves the focus itself.
  const after = useRef<(() => void) | undefined>(undefined);
  const { tdid, mid } = session.get();
  const storageKey = recentKey(tdid, mid);
  const [recent, setRecent] = useState<RecentPick[]>(() => readRecent(storageKey));
  const commands = usePageCommandList();
  const targets = useMemo(() => searchTargets(descriptors, status), [descriptors, status]);
  const search = useRecordSearch(targets, query);

  const finish = (then: () => void) => {
    after.current = then;
    onClose();
  };
  const go = (pick: RecentPick) =>
    finish(() => {
      setRecent(rememberPick(storageKey, pick));
      requestLeave(() => navigate(pick.to));
    });
  const fromCommand = (command: PageCommand): Entry => ({
    id: `command:${command.id}`,
    label: command.label,
    keys: command.keys,
    choose: () => finish(command.run ?? onShowKeys),
  });
  // A recent pick says where it is from; elsewhere its group's heading says it.
  const fromPick = (pick: RecentPick, withGroup = false): Entry => ({ id: pick.id, label: withGroup ? `${pick.label} · ${t(pick.groupKey)}` : pick.label, choose: () => go(pick) });

  const typed = query.trim();
  const shown = (e: Entry) => typed === '' || matchesQuery(e.label, typed);
  const recentEntries = recent.map((pick) => fromPick(pick, true)).filter(shown);
  const taken = new Set(recent.map((p) => p.id));
  const pages = palettePages(descriptors, menuPages, status)
    .map((p) => fromPick({ id: p.id, label: t(p.labelKey), groupKey: 'shell.palette.pages', to: p.to }))
    .filter((e) => shown(e) && !taken.has(e.id));
  const actions = commands.filter((c) => c.kind === 'action').map(fromCommand).filter(shown);
  const keys = commands.filter((c) => c.kind === 'key').map(fromCommand).filter(shown);
  const found = search.results.map(({ target, hits, failed }) => {
    const groupKey = `${target.name}.titles.list`;
    return { name: target.name, heading: t(groupKey), failed, entries: hits.filter((h) => !taken.has(h.id)).map((h) => fromPick({ ...h, groupKey })) };
  });
  const count = recentEntries.length + pages.length + actions.length + keys.length + found.reduce((n, g) => n + g.entries.length, 0);

  const item = (e: Entry) => (
    <Command.Item key={e.id} value={e.id} onSelect={e.choose}>
      <span>{e.label}</span>
      {e.keys && <kbd>{e.keys}</kbd>}
    </Command.Item>
  );

  return (
    <Modal
      open={open}
      title={t('shell.palette.title')}
      footer={null}
      closable={{ 'aria-label': t('shell.palette.close') }}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus();
        else {
          setQuery('');
          const then = after.current;
          after.current = undefined;
          then?.();
        }
      }}
      width={640}
      className={PALETTE_CLASS}
      destroyOnHidden
    >
      <style href="shell-palette" precedence="default">
        {paletteCss(token)}
      </style>
      <Command label={t('shell.palette.input')} shouldFilter={false} loop>
        <Command.Input ref={input} value={query} onValueChange={setQuery} placeholder={t('shell.palette.placeholder')} autoFocus />
        <Command.List label={t('shell.palette.results')}>
          {search.pending && <Command.Loading>{t('shell.palette.searching')}</Command.Loading>}
          {!search.pending && count === 0 && <Command.Empty>{t('shell.palette.empty')}</Command.Empty>}
          {recentEntries.length > 0 && <Command.Group heading={t('shell.palette.recent')}>{recentEntries.map(item)}</Command.Group>}
          {found.map((g) =>
            g.entries.length > 0 ? (
              <Command.Group key={g.name} heading={g.heading}>
                {g.entries.map(item)}
              </Command.Group>
            ) : null,
          )}
          {/* The open page's own actions before the pages: what one came for on this page. */}
          {actions.length > 0 && <Command.Group heading={t('shell.palette.actions')}>{actions.map(item)}</Command.Group>}
          {pages.length > 0 && <Command.Group heading={t('shell.palette.pages')}>{pages.map(item)}</Command.Group>}
          {keys.length > 0 && <Command.Group heading={t('shell.palette.keys')}>{keys.map(item)}</Command.Group>}
        </Command.List>
      </Command>
      {found
        .filter((g) => g.failed)
        .map((g) => (
          <Typography.Text key={g.name} type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
            {t('shell.palette.searchFailed', { section: g.heading })}
          </Typography.Text>
        ))}
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('shell.palette.hint')}
      </Typography.Text>
      {/* The count, said once the list settles: a screen reader hears what the typing found. */}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {search.pending ? '' : t('shell.palette.count', { count })}
        </span>
      </VisuallyHidden>
    </Modal>
  );
}
