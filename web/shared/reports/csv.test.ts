import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, toCsv } from './csv';

describe('CSV of a report (RFC 4180)', () => {
  it('quotes fields with commas, quotes, CR or LF, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('keeps a spreadsheet from running a text cell as a formula, but not a number', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField(-5)).toBe('-5');
  });

  it('joins records with CRLF, a header first, ending with CRLF', () => {
    expect(toCsv(['Student', 'Questions'], [['Ava B.', 12], ['Noah, C.', 3]])).toBe('Student,Questions\r\nAva B.,12\r\n"Noah, C.",3\r\n');
  });

  it('names the file after the report and its days', () => {
    expect(csvFileName('score-grid', '2026-11-01', '2026-11-24')).toBe('score-grid-2026-11-01-to-2026-11-24.csv');
    expect(csvFileName('score-grid', null, '2026-11-24')).toBe('score-grid-all-time-to-2026-11-24.csv');
  });
});
