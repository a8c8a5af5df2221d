import { useEffect, useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { DownOutlined, PlusOutlined, StarFilled } from '../../controls/lean-icons';
import { useTranslation } from 'react-i18next';
import type { FilterSpec } from '../descriptor';
import type { ColumnVisibility } from '../column-visibility';
import { VisuallyHidden } from '../../controls/visually-hidden';
import { useSavedViews } from './use-saved-views';
import { showsView, viewOfState, type ListViewState } from './view-match';
import type { SavedView } from './views-shape';
import type { Outcome } from './views-store';
import { COLORS } from '../../controls/colors';
import { ViewNameDialog, type ViewNameDialogProps } from './view-name-dialog';
import { describeError } from '../../../providers/http/error-policy';
import { viewErrors } from './errors';
import { useIsPhone } from '../../controls/phone-viewport';

export interface SavedViewsBarProps {
  resource: string;
  specs: readonly FilterSpec[];
  state: ListViewState;
  /** Shows the view: filters, sort and size (the list's state, so its address holds the view). */
  apply(view: SavedView): void;
  /** The list's column choice, when it has one: saved with a view and shown with it. */
  setColumns?(columns: ColumnVisibility): void;
  /** The default view the list opened with (a bare address): its columns are shown too. */
  openedView?: SavedView;
  /** The list opened at a bare address: a default view that arrives with the server's copy is shown, if nothing was changed meanwhile. */
  openedBare?: boolean;
  /** The list shows something other than its defaults: "Сохранить вид" is offered even with no views yet. */
  offerSave: boolean;
}

const newId = () => `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
type Dialog = { kind: 'save'; id: string } | { kind: 'rename'; view: SavedView };

/**
 * The list's saved views as chips above it (issue 33): one click shows a view; the chip of the
 * view shown opens its menu (rename, open by default, delete); "Сохранить вид" keeps the
 * current state under a name. Kept per person and store in the user config (views-store.ts).
 */
export function SavedViewsBar({ resource, specs, state, apply, setColumns, openedView, openedBare, offerSave }: SavedViewsBarProps) {
  const { t, i18n } = useTranslation();
  // A finger's target on a phone (40 px); a dense row on a desktop.
  const size = useIsPhone() ? 'large' : 'small';
  const { message } = App.useApp();
  const { state: views, store } = useSavedViews();
  const [dialog, setDialog] = useState<Dialog>();
  const list = views.views[resource] ?? [];
  const shown = list.find((v) => showsView(specs, state, v));

  // The default view the list opened with brings its columns.
  const columnsTaken = useRef(false);
  useEffect(() => {
    if (columnsTaken.current || !openedView?.columns || !setColumns) return;
    columnsTaken.current = true;
    setColumns(openedView.columns);
  }, [openedView, setColumns]);

  const show = (view: SavedView) => {
    apply(view);
    if (view.columns && setColumns) setColumns(view.columns);
  };

  // In a browser that did not know the views yet (another computer, after a sign-out), the
  // default view is shown when the server's copy arrives, unless the seller has moved on.
  const opening = useRef(JSON.stringify([state.filters, state.sorters, state.pageSize]));
  const lateChecked = useRef(Boolean(openedView) || !openedBare);
  const lateDefault = views.status === 'ready' ? list.find((v) => v.is_default) : undefined;
  useEffect(() => {
    if (lateChecked.current || views.status !== 'ready') return;
    lateChecked.current = true;
    const untouched = JSON.stringify([state.filters, state.sorters, state.pageSize]) === opening.current;
    if (lateDefault && untouched) show(lateDefault);
  });
  const report = (outcome: Outcome, done: string) => {
    if (outcome.kind === 'saved') void message.success(done);
    else if (outcome.kind === 'local') {
      // Refused by the server (another tab or browser changed the views first): its reason, in the
      // UI's language; any other failure: the views are kept here until the next save goes through.
      const shown = describeError(t, (key) => i18n.exists(key), outcome.error, { catalogue: viewErrors });
      if (shown.known) void message.error(shown.text);
      else void message.warning(t('engine.views.keptLocally'));
    }
    else void message.error(t(`engine.views.refused.${outcome.reason}`));
    return outcome.kind !== 'refused';
  };

  const menuOf = (view: SavedView) => ({
    items: [
      { key: 'rename', label: t('engine.views.rename') },
      { key: 'default', label: t(view.is_default ? 'engine.views.unsetDefault' : 'engine.views.setDefault') },
      { type: 'divider' as const },
      { key: 'remove', label: t('engine.views.remove'), danger: true },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'rename') setDialog({ kind: 'rename', view });
      if (key === 'default') {
        void store.setDefault(resource, view.is_default ? null : view.id).then((o) => report(o, view.is_default ? t('engine.views.defaultUnset') : t('engine.views.defaultSet', { name: view.name })));
      }
      if (key === 'remove') void store.remove(resource, view.id).then((o) => report(o, t('engine.views.removed', { name: view.name })));
    },
  });

  // No views yet and the list at its defaults: no row (it would cost the table a row at 1440×900).
  if (list.length === 0 && !views.localOnly && !offerSave && !dialog) return null;

  return (
    <nav aria-label={t('engine.views.label')} style={{ marginBottom: 12 }}>
      <Flex wrap gap={6} align="center">
        {list.map((view) =>
          view === shown ? (
            <Dropdown key={view.id} menu={menuOf(view)} trigger={['click']}>
              <Button size={size} shape="round" type="primary" aria-pressed="true" aria-haspopup="menu" aria-label={t('engine.views.actions', { name: view.name })}>
                {view.is_default && <StarFilled aria-hidden />}
                <span className="saved-view-name">{view.name}</span>
                <DownOutlined aria-hidden style={{ fontSize: 10 }} />
              </Button>
            </Dropdown>
          ) : (
            <Button key={view.id} size={size} shape="round" aria-pressed="false" onClick={() => show(view)}>
              {view.is_default && <StarFilled aria-hidden style={{ color: COLORS.tagGold }} />}
              <span className="saved-view-name">{view.name}</span>
              {view.is_default && <VisuallyHidden>, {t('engine.views.isDefault')}</VisuallyHidden>}
            </Button>
          ),
        )}
        {!shown && (
          <Button size={size} shape="round" type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ kind: 'save', id: newId() })}>
            {t('engine.views.save')}
          </Button>
        )}
        {views.localOnly && (
          <Tooltip title={t('engine.views.localOnlyHint')}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} tabIndex={0}>
              {t('engine.views.localOnly')}
            </Typography.Text>
          </Tooltip>
        )}
      </Flex>
      {dialog?.kind === 'save' && (
        <ViewDialogSave
          onCancel={() => setDialog(undefined)}
          check={(name) => store.nameRefusal(resource, name)}
          onSubmit={async (name, isDefault) => {
            const outcome = await store.save(resource, viewOfState(specs, state, dialog.id, name, isDefault));
            if (report(outcome, t('engine.views.saved', { name }))) setDialog(undefined);
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ViewNameDialog
          title={t('engine.views.renameTitle')}
          initialName={dialog.view.name}
          check={(name) => store.nameRefusal(resource, name, dialog.view.id)}
          onCancel={() => setDialog(undefined)}
          onSubmit={async (name) => {
            const outcome = await store.rename(resource, dialog.view.id, name);
            if (report(outcome, t('engine.views.renamed', { name }))) setDialog(undefined);
          }}
        />
      )}
    </nav>
  );
}

function ViewDialogSave(props: Pick<ViewNameDialogProps, 'check' | 'onSubmit' | 'onCancel'>) {
  const { t } = useTranslation();
  return <ViewNameDialog title={t('engine.views.saveTitle')} withDefault {...props} />;
}
