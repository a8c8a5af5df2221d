import { CONFIG_META_NAME, CONFIG_VARIABLES, parsePageConfig, readConfig, type AppConfig } from '../providers/config.ts';
import { cspString, NONCE_PLACEHOLDER } from './csp.ts';

/**
 * One `dist/` for every environment: the configuration is chosen when the app is served, not
 * when it is built. The build writes its own variables into index.html as defaults (a
 * `partner-config` meta tag, with the policy made from them); the server reads them back,
 * lays the variables of its own environment over them (a variable it sets, even empty, wins),
 * validates the result as the app will (providers/config.ts: the same errors), and writes it
 * into the page with the Content-Security-Policy made from it. Used by `vite preview`
 * (scripts/served-page-plugin.ts) and the nginx recipe (scripts/nginx-config.ts).
 */
export interface ServedConfig {
  /** The variables the page carries. */
  values: Record<string, string>;
  config: AppConfig;
}

type Environment = Record<string, string | boolean | undefined>;

/** The configuration's variables that `env` sets (to a string, empty included). */
export function configVariablesOf(env: Environment): Record<string, string> {
  return Object.fromEntries(CONFIG_VARIABLES.filter((name) => typeof env[name] === 'string').map((name) => [name, env[name] as string]));
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
const CONFIG_META = new RegExp(`<meta name="${CONFIG_META_NAME}" content="([^"]*)">`);

/** The build's variables, from the tag it wrote into index.html. */
export function builtConfigValues(html: string): Record<string, string> {
  const content = CONFIG_META.exec(html)?.[1];
  if (content === undefined || !CSP_META.test(html)) throw new Error(`config: index.html has no ${CONFIG_META_NAME} or Content-Security-Policy tag: it was not built by this version of the app (npm run build)`);
  return parsePageConfig(unescapeHtml(content));
}

/** The configuration a server with environment `env` serves the built `html` with; throws the config's own error when a value is wrong. */
export function servedConfig(html: string, env: Environment): ServedConfig {
  const values = { ...builtConfigValues(html), ...configVariablesOf(env) };
  return { values, config: readConfig(values) };
}

/** The page as served: both tags rewritten from `served`; the nonce placeholder stays for the server to fill per response. */
export function servedPage(html: string, served: ServedConfig): string {
  builtConfigValues(html); // the same clear error for a page without the tags
  return html.replace(CSP_META, () => cspMetaTag(served.config)).replace(CONFIG_META, () => configMetaTag(served.values));
}

/** The page of one response: its own nonce everywhere the placeholder is. */
export function withNonce(page: string, nonce: string): string {
  return page.replaceAll(NONCE_PLACEHOLDER, nonce);
}

export function cspMetaTag(config: AppConfig): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(cspString(config, NONCE_PLACEHOLDER, { meta: true }))}">`;
}

export function configMetaTag(values: Record<string, string>): string {
  return `<meta name="${CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(values))}">`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

function escapeHtml(text: string): string {
  return text.replace(/[&"'<>]/g, (c) => ENTITIES[c]);
}

function unescapeHtml(text: string): string {
  return text.replace(/&(amp|quot|#39|lt|gt|#x27);/g, (entity) => (entity === '&#x27;' ? "'" : Object.keys(ENTITIES).find((c) => ENTITIES[c] === entity)!));
}
