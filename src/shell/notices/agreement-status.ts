import { SIGNED_AGREEMENTS_FIELD, type AgreeApi } from './agree-api';
import type { SettingsApi, UserConfig } from '../../../providers/api/settings-api';

export interface AgreementApis {
  agree: Pick<AgreeApi, 'getSignedCodes'>;
  settings: Pick<SettingsApi, 'getConfig' | 'saveConfig'>;
}

/** The config's signed codes per store; anything malformed there counts as nothing signed. */
export function signedAgreementsOf(config: UserConfig | undefined): Record<string, string[]> {
  const value = config?.[SIGNED_AGREEMENTS_FIELD];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((c) => typeof c === 'string')),
  );
}

/**
 * Whether a store on the list still has to sign (spec 1 §1, §3). The user config remembers
 * codes signed per store, so a signed store costs one call; otherwise the agree service's
 * list of signed codes decides, and a signature found there is remembered in the config.
 * A config that cannot be read or saved never blocks the answer.
 */
export async function needsSignature(apis: AgreementApis, mid: string, code: string): Promise<boolean> {
  const config = await apis.settings.getConfig().catch(() => undefined);
  if (signedAgreementsOf(config)[mid]?.includes(code)) return false;
  const { codes } = await apis.agree.getSignedCodes();
  if (!codes.includes(code)) return true;
  await rememberSigned(apis.settings, mid, code).catch(() => undefined);
  return false;
}

/** Adds the code to the store's signed codes in the user config, keeping everything else in it. */
export async function rememberSigned(settings: AgreementApis['settings'], mid: string, code: string): Promise<void> {
  const config = await settings.getConfig();
  const signed = signedAgreementsOf(config);
  const codes = signed[mid] ?? [];
  if (codes.includes(code)) return;
  await settings.saveConfig({ ...config, [SIGNED_AGREEMENTS_FIELD]: { ...signed, [mid]: [...codes, code] } });
}
