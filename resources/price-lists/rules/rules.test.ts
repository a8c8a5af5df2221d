import { describe, expect, it } from 'vitest';
import { extensionOf, isAcceptedFile } from './file-rules';
import { fileSizeText } from './file-size';
import { feedErrorReason, feedFormReducer, INITIAL_FEED_FORM, toFeedBody, type FeedFormState } from './feed-form';
import { STATUS_VIEW } from './status';
import { GUIDE_STEPS, guideProgress, withSteps } from './guide';

describe('manual upload extension rule (spec 3 §5)', () => {
  it.each([
    ['prices.xlsx', true],
    ['PRICES.XLSX', true],
    ['old.Xls', true],
    ['feed.XML', true],
    ['прайс 25.11.2026.xlsx', true],
    ['archive.xlsx.zip', false],
    ['report.xls.csv', false],
    ['prices.csv', false],
    ['xlsx', false],
    ['.xlsx', false],
    ['prices.', false],
    ['prices', false],
  ])('%s → %s', (name, ok) => {
    expect(isAcceptedFile(name)).toBe(ok);
  });

  it('reads the part after the last dot, lower case', () => {
    expect(extensionOf('a.b.C.XlSx')).toBe('xlsx');
    expect(extensionOf('no-dot')).toBe('');
  });

  it('shows sizes in B, KB and MB', () => {
    const t = (key: string, { n }: { n: string }) => `${n} ${key.split('.').pop()}`;
    expect(fileSizeText(900, t)).toBe('900 b');
    expect(fileSizeText(1536, t)).toBe('1.5 kb');
    expect(fileSizeText(20 * 1024, t)).toBe('20 kb');
    expect(fileSizeText(3 * 1024 * 1024, t)).toBe('3 mb');
  });
});

describe('feed link body (spec 3 §5)', () => {
  it('sends login and password as null when empty, the link trimmed', () => {
    expect(toFeedBody({ url: ' https://a.kz/f.xml ', user: '', password: '' })).toEqual({ url: 'https://a.kz/f.xml', user: null, password: null });
    expect(toFeedBody({ url: 'https://a.kz/f.xml', user: '   ', password: ' p ' })).toEqual({ url: 'https://a.kz/f.xml', user: null, password: ' p ' });
    expect(toFeedBody({ url: 'https://a.kz/f.xml', user: ' shop ', password: 'secret' })).toEqual({ url: 'https://a.kz/f.xml', user: 'shop', password: 'secret' });
  });

  it('knows the four reasons by key', () => {
    expect(feedErrorReason('feed_wrong_credentials')).toBe('feed_wrong_credentials');
    expect(feedErrorReason('errors.server')).toBeUndefined();
    expect(feedErrorReason(undefined)).toBeUndefined();
  });
});

describe('feed form state machine (spec 3 §2)', () => {
  const link = { url: 'https://a.kz/f.xml', user: 'shop', password: null };
  const run = (...events: Parameters<typeof feedFormReducer>[1][]): FeedFormState => events.reduce(feedFormReducer, INITIAL_FEED_FORM);

  it('no link → create mode with empty fields; typing changes them', () => {
    const typed = run({ type: 'loaded', link: null }, { type: 'change', values: { url: 'x', user: '', password: '' } });
    expect(typed).toEqual({ mode: 'create', saved: null, values: { url: 'x', user: '', password: '' } });
  });

  it('a link → view mode, read-only: typing changes nothing, edit opens it', () => {
    const viewing = run({ type: 'loaded', link });
    expect(viewing.mode).toBe('view');
    expect(viewing.values).toEqual({ url: link.url, user: 'shop', password: '' });
    expect(feedFormReducer(viewing, { type: 'change', values: { url: 'y', user: '', password: '' } })).toBe(viewing);
    expect(feedFormReducer(viewing, { type: 'edit' }).mode).toBe('edit');
  });

  it('cancel restores the previous values and returns to view', () => {
    const cancelled = run({ type: 'loaded', link }, { type: 'edit' }, { type: 'change', values: { url: 'changed', user: 'x', password: 'y' } }, { type: 'cancel' });
    expect(cancelled).toEqual({ mode: 'view', saved: link, values: { url: link.url, user: 'shop', password: '' } });
  });

  it('a save returns to view with what was saved; cancel and edit do nothing where they do not apply', () => {
    const next = { url: 'https://a.kz/new.xml', user: null, password: null };
    const saved = run({ type: 'loaded', link: null }, { type: 'saved', link: next });
    expect(saved).toEqual({ mode: 'view', saved: next, values: { url: next.url, user: '', password: '' } });
    const creating = run({ type: 'loaded', link: null });
    expect(feedFormReducer(creating, { type: 'cancel' })).toBe(creating);
    expect(feedFormReducer(creating, { type: 'edit' })).toBe(creating);
  });
});

describe('upload status → label and colour (spec 3 §4)', () => {
  it('processing and processed notify, success success, error error', () => {
    expect(STATUS_VIEW).toEqual({
      processing: { labelKey: 'upload-events.statuses.processing', color: 'processing' },
      processed: { labelKey: 'upload-events.statuses.processed', color: 'processing' },
      success: { labelKey: 'upload-events.statuses.success', color: 'success' },
      error: { labelKey: 'upload-events.statuses.error', color: 'error' },
    });
  });
});

describe('side guide progress (spec 3 §2)', () => {
  it('the active step is the first not done; complete when all are', () => {
    expect(guideProgress(undefined)).toEqual({ done: [], active: 'upload_price_list', complete: false });
    expect(guideProgress({ upload_price_list: true, upload_history: true })).toEqual({ done: ['upload_price_list', 'upload_history'], active: 'price_list_template', complete: false });
    expect(guideProgress(Object.fromEntries(GUIDE_STEPS.map((s) => [s, true])))).toMatchObject({ active: undefined, complete: true });
  });

  it('marks steps without touching other guides or config keys', () => {
    const config = { guides: { orders_tour: true, products: false }, lang: 'kz' as const, signed_agreements: { 'm-1002': ['delivery_agreement'] } };
    expect(withSteps(config, ['products'], true)).toEqual({ ...config, guides: { orders_tour: true, products: true } });
    expect(withSteps(undefined, ['upload_price_list'], true)).toEqual({ guides: { upload_price_list: true } });
    expect(config.guides.products).toBe(false);
  });
});
