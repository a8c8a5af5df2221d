import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useSyncExternalStore } from 'react';
import { currentSupport, phoneHref, subscribeSupport, type SupportContact } from '../../providers/support-contact';
import { TextLink } from './plain-text';

/** The support phone and e-mail (providers/support-contact.ts: the contacts call, else the configured fallback). */
export function useSupportContact(): SupportContact {
  return useSyncExternalStore(subscribeSupport, currentSupport, currentSupport);
}

export function SupportPhoneLink({ style, icon = true }: { style?: CSSProperties; icon?: boolean }) {
  const { phone } = useSupportContact();
  return (
    <TextLink href={phoneHref(phone)} style={{ whiteSpace: 'nowrap', ...style }}>
      {icon && <PhoneOutlined aria-hidden />} {phone}
    </TextLink>
  );
}

export function SupportEmailLink({ style, icon = true }: { style?: CSSProperties; icon?: boolean }) {
  const { email } = useSupportContact();
  return (
    <TextLink href={`mailto:${email}`} style={style}>
      {icon && <MailOutlined aria-hidden />} {email}
    </TextLink>
  );
}
