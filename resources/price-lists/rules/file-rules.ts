/** Spec 3 §5, §9: a manual upload is an xml, xlsx or xls file (any letter case). */
export const ACCEPTED_EXTENSIONS = ['xml', 'xlsx', 'xls'] as const;
export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

/** What follows the last dot, lower case; '' when the name has none (or ends with one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(fileName: string): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** The file picker's `accept`: the browser offers these first (a user may still pick others). */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(',');
