import { config as appConfig, resolveUrl, type AppConfig } from './config';
import { serviceOfPath } from './services';

/**
 * A file or picture URL as an answer gives it, made loadable: answers name files by their
 * service path (`/f3/api/v1/files/logo.svg`, `/config-discovery/api/v1/faqs/merchant/images/x.svg`,
 * `/f3/api/v1/uploads/...`), which only the same-origin sandbox serves. Against a configured
 * backend the path goes to that service's base URL (`VITE_API_URL_<SERVICE>`, else
 * `VITE_API_BASE_URL`), as every call does. Absolute, `data:` and `blob:` URLs and the app's
 * own files (`/logo.svg`) are left as they are. Every place that shows such a URL uses this.
 */
export function mediaUrl(url: string | null | undefined, cfg: AppConfig = appConfig): string | undefined {
  if (!url) return undefined;
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return serviceOfPath(url) ? resolveUrl(cfg, url) : url;
}
