import { createContext } from 'react';

/**
 * What a list may start ahead of opening a record of its resource (src/engine/record-start.ts),
 * given by the resource's route (resource-page.tsx): a list inside another page has none.
 */
export interface RecordPageStart {
  /** The record page's code: when idle after the rows are shown, or on the pointer's first movement over a row. */
  preload(): void;
  /** Its code and first calls: on the click that opens the record. */
  start(id: string): void;
}

export const RecordPageStartContext = createContext<RecordPageStart | null>(null);
