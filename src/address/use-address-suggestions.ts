import { useEffect, useState } from 'react';
import { queryWithCity, SUGGEST_DEBOUNCE_MS, SUGGEST_LIMIT } from '../../providers/geocoder/address-rules';
import type { AddressSuggestion, Geocoder } from '../../providers/geocoder/types';

/**
 * Suggestions for what is typed (spec 1 §5): asked 300 ms after the last keystroke, with
 * the city in the query, 5 at most. A newer query cancels the older one, so a slow answer
 * never replaces the list of a later text. Failures leave the list empty: typing goes on.
 * `fresh` says whether the list answers the text as it is now (a list for an earlier text
 * stays shown while the next is asked, but must not be taken for this text's).
 */
export function useAddressSuggestions(geocoder: Geocoder, city: string, text: string, enabled: boolean) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [answered, setAnswered] = useState('');
  const [loading, setLoading] = useState(false);
  const query = enabled && text.trim().length >= 2 ? queryWithCity(city, text) : '';

  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      geocoder
        .suggest(query, { limit: SUGGEST_LIMIT, signal: controller.signal })
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setAnswered(query);
        })
        .catch(() => !controller.signal.aborted && setSuggestions([]))
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [geocoder, query]);

  return { suggestions, loading, fresh: query !== '' && answered === query };
}
