import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../providers/http/error-policy';
import { isAppError } from '../../providers/http/errors';
import { priceListErrors } from './errors';
import { feedErrorReason, feedFormReducer, INITIAL_FEED_FORM, toFeedBody, type FeedErrorReason, type FeedFormValues } from './rules/feed-form';
import { FEED_LINK_KEY, LAST_FEED_KEY, priceListsApi } from './price-lists-services';

/** The saved feed is read at once by the service; its event settles a few seconds later. */
const LAST_FEED_RECHECK_MS = 5000;

/**
 * The automatic tab's form (spec 3 §2, §5, §8): loads the link, runs the create / view /
 * edit state machine (rules/feed-form.ts), saves once per click (POST creates, PUT edits),
 * and keeps a feed error's reason for the tooltip; a failed save keeps what was typed.
 */
export function useFeedForm() {
  const { t, i18n } = useTranslation();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(feedFormReducer, INITIAL_FEED_FORM);
  // `notAllowed`: the service refused the link's address (feed_url_not_allowed, issue 28): a field error, not the four reasons.
  const [error, setError] = useState<{ reason?: FeedErrorReason; notAllowed?: boolean } | undefined>();
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const link = useQuery({ queryKey: FEED_LINK_KEY, queryFn: () => priceListsApi.getFeedLink() });

  useEffect(() => {
    if (link.isSuccess) dispatch({ type: 'loaded', link: link.data });
  }, [link.isSuccess, link.data]);

  const change = useCallback((values: FeedFormValues) => {
    dispatch({ type: 'change', values });
    setError(undefined);
  }, []);

  const save = useCallback(async () => {
    if (inFlight.current || (state.mode !== 'create' && state.mode !== 'edit')) return;
    inFlight.current = true;
    setSaving(true);
    const creating = state.mode === 'create';
    try {
      const body = toFeedBody(state.values);
      const saved = creating ? await priceListsApi.createFeedLink(body) : await priceListsApi.updateFeedLink(body);
      queryClient.setQueryData(FEED_LINK_KEY, saved);
      dispatch({ type: 'saved', link: saved });
      setError(undefined);
      open?.({ key: 'price-lists-feed', type: 'success', message: t(creating ? 'priceLists.toasts.feedCreated' : 'priceLists.toasts.feedChanged') });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: LAST_FEED_KEY }), LAST_FEED_RECHECK_MS);
    } catch (failure) {
      const reason = isAppError(failure) ? feedErrorReason(failure.key) : undefined;
      if (isAppError(failure) && failure.key === 'feed_url_not_allowed') setError({ notAllowed: true });
      else if (reason || (isAppError(failure) && failure.statusCode === 400)) setError({ reason });
      else {
        // A link created or removed meanwhile (another tab): said so, and the saved one is read again.
        const shown = describeError(t, (k) => i18n.exists(k), failure, { catalogue: priceListErrors, action: 'priceLists.toasts.feedError' });
        open?.({ key: 'price-lists-feed', type: 'error', message: shown.known ? shown.text : t('priceLists.toasts.feedError') });
        if (shown.stale) void queryClient.invalidateQueries({ queryKey: FEED_LINK_KEY });
      }
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }, [state, queryClient, open, t, i18n]);

  return {
    state,
    error,
    saving,
    // Failed with nothing loaded: a failed re-read keeps the form and what is typed in it.
    loadFailed: link.isError && link.data === undefined,
    loadError: link.error,
    retryingLoad: link.isFetching,
    retryLoad: () => void link.refetch(),
    change,
    save,
    edit: () => dispatch({ type: 'edit' }),
    cancel: () => {
      dispatch({ type: 'cancel' });
      setError(undefined);
    },
  };
}
