import { describe, expect, it } from 'vitest';
import { ALLOWED_FEED_URLS, FORBIDDEN_FEED_URLS } from '../../tests/support/feed-urls';
import { feedUrlProblem } from './feed-url';

describe('feed link rule', () => {
  it.each(FORBIDDEN_FEED_URLS)('refuses %s', (url) => expect(feedUrlProblem(url)).toBe('feed_url_not_allowed'));
  it.each(ALLOWED_FEED_URLS)('allows %s', (url) => expect(feedUrlProblem(url)).toBeUndefined());
  it.each(['not a link', 'https://intranet/feed.xml', ''])('calls %j a wrong link', (url) => expect(feedUrlProblem(url)).toBe('feed_wrong_link'));
});
