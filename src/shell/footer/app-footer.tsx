import { LinkOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Layout, Tooltip } from 'antd';
import { memo, useLayoutEffect, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactType } from '../../../providers/api/shell-api';
import { FALLBACK_SUPPORT, loadContacts, phoneHref, type SupportContact } from '../../../providers/support-contact';
import { SocialIcon } from './social-icons';
import { SecondaryText, TextLink } from '../../controls/plain-text';
import { COLORS } from '../../controls/colors';
import { useNearViewport } from '../../controls/near-viewport';
import { VISUALLY_HIDDEN } from '../../controls/visually-hidden';
import { focusEntry } from '../../controls/keyboard';

const KINDS: Array<Exclude<ContactType, 'social_network'>> = ['phone', 'email', 'link'];
const KIND_ICONS: Record<(typeof KINDS)[number], ReactNode> = { phone: <PhoneOutlined aria-hidden />, email: <MailOutlined aria-hidden />, link: <LinkOutlined aria-hidden /> };

/** tel: keeps digits and a leading +; mailto: as is; links open outside the app. */
export function contactHref(contact: Contact): string {
  if (contact.type === 'phone') return phoneHref(contact.value);
  if (contact.type === 'email') return `mailto:${contact.value}`;
  return contact.value;
}

const SOCIAL_LINK = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: 16, background: COLORS.well, color: '#1f1f1f', fontSize: 16 } as const;

const external = (c: Contact) => (c.type === 'link' || c.type === 'social_network' ? { target: '_blank', rel: 'noopener noreferrer' } : {});

function ContactLine({ contact }: { contact: Contact }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <SecondaryText style={{ display: 'block', fontSize: 12 }}>{contact.name}</SecondaryText>
      <TextLink href={contactHref(contact)} {...external(contact)}>
        {contact.value}
      </TextLink>
      {contact.comment && <SecondaryText style={{ display: 'block', fontSize: 12 }}>{contact.comment}</SecondaryText>}
    </div>
  );
}

/** The configured support phone and e-mail (the app's one fallback), shown while the contacts call has failed. */
export function fallbackContacts(support: SupportContact, name: string): Contact[] {
  const lines: Contact[] = [];
  if (support.phone.trim()) lines.push({ id: -1, type: 'phone', name, value: support.phone, comment: '' });
  if (support.email.trim()) lines.push({ id: -2, type: 'email', name, value: support.email, comment: '' });
  return lines;
}

/**
 * Footer: the support contacts by kind and the social networks as icons (spec 1 §2, §3).
 * When the contacts call fails the footer still gives the way to support (the configured
 * phone and e-mail, as the rest of the app does) and says, quietly, that the full list did
 * not load, with a link to ask again: help in the footer, not an alarm on every page.
 * Memoised: a new page or query string leaves it as it is (issue 30).
 * Its contents exist only while it is near the viewport (issue 30: a long list keeps its ~90
 * elements off every click's style and layout); out of reach, a box of the same height holds
 * a visually hidden button that brings them, for the keyboard and screen readers.
 */
export const AppFooter = memo(function AppFooter({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  // Per language: the contacts' names and comments are worded by the service in the language shown.
  const query = useQuery({ queryKey: ['shell', 'contacts', i18n.language], queryFn: loadContacts, staleTime: Infinity, placeholderData: keepPreviousData });
  const failed = query.data === undefined && query.isError;
  const contacts = query.data ?? (failed ? fallbackContacts(FALLBACK_SUPPORT, t('shell.footer.support')) : []);
  const social = contacts.filter((c) => c.type === 'social_network');
  const { near, height, ref, reveal } = useNearViewport<HTMLElement>({ settled: !query.isPending });
  const focusInto = useRef<'first' | 'last'>(undefined);
  const footer = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // The stand-in had the focus: it goes on to the first contact (the last, reached backwards).
    const into = focusInto.current;
    focusInto.current = undefined;
    const links = footer.current?.querySelectorAll<HTMLElement>('a[href], button, summary');
    if (near && into && links?.length) links[into === 'first' ? 0 : links.length - 1].focus();
  }, [near]);
  const bringContacts = (event: FocusEvent<HTMLButtonElement> | MouseEvent<HTMLButtonElement>) => {
    focusInto.current = focusEntry(event);
    reveal();
  };
  const body = (
    <Flex wrap gap={compact ? 16 : 32} justify="space-between" style={compact ? { marginTop: 12 } : undefined}>
      <Flex wrap gap={compact ? 16 : 40}>
        {KINDS.map((kind) => {
          const list = contacts.filter((c) => c.type === kind);
          if (list.length === 0) return null;
          return (
            <section key={kind} aria-label={t(`shell.footer.${kind}`)} style={{ minWidth: compact ? 150 : 180 }}>
              <strong style={{ display: 'block', marginBottom: 8, fontWeight: 600 }}>
                {KIND_ICONS[kind]} {t(`shell.footer.${kind}`)}
              </strong>
              {list.map((c) => (
                <ContactLine key={c.id} contact={c} />
              ))}
            </section>
          );
        })}
      </Flex>
      <Flex vertical gap={8} align="flex-start">
        {social.length > 0 && (
          <nav aria-label={t('shell.footer.social')}>
            <strong style={{ display: 'block', marginBottom: 8, fontWeight: 600 }}>{t('shell.footer.social')}</strong>
            <Flex wrap gap={8} style={{ maxWidth: 240 }}>
              {social.map((c) => {
                const label = [t(`shell.footer.networks.${c.name.toLowerCase()}`, { defaultValue: c.name }), c.comment].filter(Boolean).join(': ');
                return (
                  <Tooltip key={c.id} title={label}>
                    <a href={c.value} {...external(c)} aria-label={label} style={SOCIAL_LINK}>
                      <SocialIcon name={c.name} />
                    </a>
                  </Tooltip>
                );
              })}
            </Flex>
          </nav>
        )}
        {!compact && <Copyright />}
      </Flex>
      {failed && (
        <div role="status" style={{ flexBasis: '100%' }}>
          <SecondaryText style={{ fontSize: 12 }}>{t('shell.footer.loadError')}</SecondaryText>{' '}
          <Button type="link" size="small" loading={query.isFetching} onClick={() => void query.refetch()} style={{ padding: 0, height: 'auto', fontSize: 12 }}>
            {t('engine.error.retry')}
          </Button>
        </div>
      )}
    </Flex>
  );
  const frame = { background: COLORS.surface, borderTop: `1px solid ${COLORS.border}`, padding: compact ? '12px' : '20px 24px' };
  const setRef = (el: HTMLElement | null) => {
    footer.current = el;
    ref(el);
  };
  if (!near && !compact) {
    return (
      <Layout.Footer ref={setRef} style={{ ...frame, minHeight: height }}>
        <button type="button" style={VISUALLY_HIDDEN} onFocus={bringContacts} onClick={bringContacts}>
          {t('shell.footer.show')}
        </button>
      </Layout.Footer>
    );
  }
  return (
    <Layout.Footer ref={setRef} style={near ? frame : { ...frame, minHeight: height }}>
      {compact ? (
        // A phone: the contacts fold into one short section the seller opens when needed.
        <>
          <details data-testid="footer-contacts">
            <summary style={{ cursor: 'pointer', fontWeight: 600, minHeight: 32, display: 'flex', alignItems: 'center', gap: 8 }}>
              <PhoneOutlined aria-hidden /> {t('shell.phone.contacts')}
            </summary>
            {near && body}
          </details>
          <Copyright />
        </>
      ) : (
        body
      )}
    </Layout.Footer>
  );
});

function Copyright() {
  const { t } = useTranslation();
  return (
    <SecondaryText style={{ fontSize: 12, display: 'block', marginTop: 8 }}>
      © {new Date().getFullYear()} {t('brand_label')}
    </SecondaryText>
  );
}
