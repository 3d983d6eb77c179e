/**
 * Counting CSV records as the bytes arrive (pure, no DOM): RFC 4180 records end with CRLF outside
 * quotes; a quoted cell may hold line breaks and doubled quotes ("" toggles twice, so the quote
 * state stays right). Chunks may split anywhere, a CRLF included.
 */
export interface CsvRecordCounter {
  /** Feeds decoded text; returns the records completed so far (header included). */
  push(text: string): number;
  readonly records: number;
}

export function createCsvRecordCounter(): CsvRecordCounter {
  let quoted = false;
  let pendingCr = false;
  let records = 0;
  return {
    push(text) {
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '"') quoted = !quoted;
        else if (!quoted && c === '\n' && pendingCr) records++;
        pendingCr = !quoted && c === '\r';
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}

/** Data rows from records counted (the first record is the header row). */
export const dataRowsOf = (records: number) => Math.max(records - 1, 0);
