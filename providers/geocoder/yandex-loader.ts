import type * as Ymaps3 from '@yandex/ymaps3-types';

/**
 * Loads the Yandex Maps JS API v3 once, on first use (only when a maps key is configured:
 * without one the script is never requested). Addresses are asked in Russian whatever the
 * interface language, so the stored street names match the shop's documents.
 */
export type Ymaps3Api = typeof Ymaps3;

const SCRIPT_URL = 'https://api-maps.yandex.ru/v3/';
let loading: Promise<Ymaps3Api> | undefined;

export function loadYmaps3(apiKey: string): Promise<Ymaps3Api> {
  if (!apiKey) return Promise.reject(new Error('ymaps3: no maps key configured'));
  loading ??= new Promise<Ymaps3Api>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;
    script.async = true;
    script.onload = () => {
      const api = (window as Window & { ymaps3?: Ymaps3Api }).ymaps3;
      if (!api) return reject(new Error('ymaps3: the script loaded without the API'));
      api.ready.then(() => resolve(api), reject);
    };
    script.onerror = () => reject(new Error('ymaps3: the script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined; // a later attempt may succeed (network back)
    throw error;
  });
  return loading;
}
