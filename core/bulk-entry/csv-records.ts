/**
 * Splits delimited text into records of fields (RFC 4180): fields may be quoted, a quote inside a
 * quoted field is doubled, quoted fields may hold the delimiter and line breaks; records end at
 * CRLF, LF or CR. A leading byte-order mark is dropped.
 */
export function csvRecords(text: string, delimiter = ','): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // A quote opens a quoted field only at its start (spaces before it are dropped).
      field = '';
      quoted = true;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && input[i + 1] === '\n') i++;
    } else {
      field += ch;
    }
    i++;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** The delimiter of a CSV file from its first line: ',' unless the line only has ';' (European spreadsheets) or tabs. */
export function detectDelimiter(firstLine: string): ',' | ';' | '\t' {
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  if (outsideQuotes.includes(',')) return ',';
  if (outsideQuotes.includes(';')) return ';';
  if (outsideQuotes.includes('\t')) return '\t';
  return ',';
}
