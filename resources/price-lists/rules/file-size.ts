/** A file's size for the preview card: bytes below 1 KB, KB below 1 MB (one decimal below 10), then MB. */
export function fileSizeText(bytes: number, t: (key: string, vars: { n: string }) => string): string {
  const one = (n: number) => (n < 10 ? n.toFixed(1).replace(/\.0$/, '') : String(Math.round(n)));
  if (bytes < 1024) return t('priceLists.manual.size.b', { n: String(bytes) });
  if (bytes < 1024 * 1024) return t('priceLists.manual.size.kb', { n: one(bytes / 1024) });
  return t('priceLists.manual.size.mb', { n: one(bytes / (1024 * 1024)) });
}
