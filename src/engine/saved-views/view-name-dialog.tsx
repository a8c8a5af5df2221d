import { useRef, useState } from 'react';
import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_VIEW_NAME } from './views-shape';
import type { Refusal } from './views-store';

export interface ViewNameDialogProps {
  title: string;
  initialName?: string;
  /** Offers "open by default" (a new view). */
  withDefault?: boolean;
  check(name: string): Refusal | undefined;
  /** Resolves when the store has taken the change; a second click meanwhile sends nothing. */
  onSubmit(name: string, isDefault: boolean): Promise<void>;
  onCancel(): void;
}

/** The name of a view, new or renamed: up to 60 characters, unique in its list (checked as typed). */
export function ViewNameDialog({ title, initialName = '', withDefault, check, onSubmit, onCancel }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [isDefault, setIsDefault] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const refusal = check(name);

  const submit = async () => {
    setTouched(true);
    if (refusal || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await onSubmit(name.trim(), isDefault);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('engine.views.ok')}
      cancelText={t('engine.views.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      destroyOnHidden
      width={400}
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        {withDefault && <Typography.Paragraph type="secondary">{t('engine.views.saveHint')}</Typography.Paragraph>}
        <Form.Item label={t('engine.views.name')} htmlFor="saved-view-name" validateStatus={touched && refusal ? 'error' : undefined} help={touched && refusal ? t(`engine.views.refused.${refusal}`) : undefined}>
          <Input
            id="saved-view-name"
            autoFocus
            value={name}
            maxLength={MAX_VIEW_NAME}
            showCount
            placeholder={t('engine.views.namePlaceholder')}
            onChange={(e) => {
              setName(e.target.value);
              setTouched(true);
            }}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        {withDefault && (
          <Checkbox checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)}>
            {t('engine.views.makeDefault')}
          </Checkbox>
        )}
      </Form>
    </Modal>
  );
}
