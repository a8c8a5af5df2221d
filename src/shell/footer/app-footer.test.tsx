import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../../providers/api/shell-api';
import { NoMotion } from '../../../tests/setup/antd-test';
import { setupTestI18n } from '../../../tests/setup/i18n-test';
import { commonTexts } from '../../controls/common-texts';
import { shellTexts } from '../texts';
import { AppFooter } from './app-footer';

const contacts = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('../../../providers/support-contact', async (original) => ({
  ...(await original<typeof import('../../../providers/support-contact')>()),
  FALLBACK_SUPPORT: { phone: '+7 (727) 350-00-00', email: 'partner@marketplace.kz' },
  loadContacts: contacts.load,
}));

setupTestI18n([commonTexts, shellTexts]);
afterEach(() => vi.clearAllMocks());

const CONTACTS: Contact[] = [
  { id: 1, type: 'phone', name: 'Колл-центр', value: '+7 (727) 311-11-11', comment: '' },
  { id: 2, type: 'email', name: 'Поддержка', value: 'help@marketplace.kz', comment: '' },
  { id: 3, type: 'social_network', name: 'telegram', value: 'https://t.me/marketplace', comment: '' },
];

/** IntersectionObserver under the test's control: `report` says whether the footer is within reach. */
class FakeObserver {
  static last: FakeObserver | undefined;
  target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.target = el;
  }
  disconnect() {
    this.target = undefined;
  }
  report(isIntersecting: boolean) {
    const target = this.target!;
    const entry = { target, isIntersecting, boundingClientRect: { height: 206 } } as unknown as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const renderFooter = () =>
  render(
    <NoMotion>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <main>Страница</main>
        <AppFooter />
      </QueryClientProvider>
    </NoMotion>,
  );

describe('<AppFooter>', () => {
  it('when the contacts fail, the page stays, the configured support phone and e-mail show, and a quiet "Повторить" loads the list', async () => {
    contacts.load.mockRejectedValueOnce(Object.assign(new Error('x'), { statusCode: 503, key: 'errors.server', message: 'service unavailable' }));
    renderFooter();
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Не все контакты загрузились.');
    expect(screen.getByText('Страница')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (727) 350-00-00' })).toHaveAttribute('href', 'tel:+77273500000');
    expect(screen.getByRole('link', { name: 'partner@marketplace.kz' })).toHaveAttribute('href', 'mailto:partner@marketplace.kz');
    // Quiet: a line of text, not an alarm on every page.
    expect(screen.queryByRole('alert')).toBeNull();

    contacts.load.mockResolvedValueOnce(CONTACTS);
    fireEvent.click(within(note).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: '+7 (727) 311-11-11' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+7 (727) 350-00-00' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Мы в соцсетях' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('out of reach of the viewport only a box of its height and a hidden button stay; focusing the button brings the contacts and moves the focus to the first', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      contacts.load.mockResolvedValueOnce(CONTACTS);
      renderFooter();
      expect(await screen.findByRole('link', { name: '+7 (727) 311-11-11' })).toBeInTheDocument();

      FakeObserver.last!.report(false);
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).queryByRole('link')).toBeNull();
      expect(footer).toHaveStyle({ minHeight: '206px' });

      act(() => within(footer).getByRole('button', { name: 'Контакты поддержки' }).focus());
      expect(screen.getByRole('link', { name: '+7 (727) 311-11-11' })).toHaveFocus();

      // With the focus inside, out of reach leaves it as it is.
      FakeObserver.last!.report(false);
      expect(screen.getByRole('link', { name: '+7 (727) 311-11-11' })).toBeInTheDocument();
      // Scrolled away and back: the contacts again, and the focus is not moved.
      act(() => (document.activeElement as HTMLElement).blur());
      FakeObserver.last!.report(false);
      FakeObserver.last!.report(true);
      expect(screen.getByRole('navigation', { name: 'Мы в соцсетях' })).toBeInTheDocument();
      expect(document.body).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
