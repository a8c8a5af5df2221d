import type { ResourceTexts } from './types';

/*
 * Texts that come with a page's code (a resource's parts, the shell, help, notices). The
 * route's first wave may load them before i18next has started, and the entry that starts that
 * wave should not carry i18next at all, so they wait here until i18n connects and are then
 * added, in order; later ones go straight through.
 */
type Sink = (texts: ResourceTexts) => void;

let sink: Sink | undefined;
const waiting: ResourceTexts[] = [];

export function addTexts(texts: ResourceTexts): void {
  if (sink) sink(texts);
  else waiting.push(texts);
}

/** Called once i18next is ready: the texts that arrived before it are added now. */
export function connectTexts(next: Sink): void {
  sink = next;
  for (const texts of waiting.splice(0)) next(texts);
}
