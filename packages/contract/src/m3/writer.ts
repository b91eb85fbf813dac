import type { M3Pedimento } from './model.ts';

export interface M3WriteInput {
  fileName: string;
  pedimentos: Pick<M3Pedimento, 'records'>[];
  /** 801.5, the prevalidator's key. */
  prevalidador?: string;
}

/**
 * The M3 text of pedimentos whose records are already in file order: one record a line, fields separated by
 * `|` with the trailing `|` every real file writes, LF line ends (v9.0), and the 801 with the file name, the
 * number of pedimentos and the number of records without the 801.
 */
export function writeM3(input: M3WriteInput): string {
  const lines: string[] = [];
  for (const pedimento of input.pedimentos) {
    for (const record of pedimento.records) lines.push(`${record.fields.join('|')}|`);
  }
  lines.push(`801|${input.fileName}|${input.pedimentos.length}|${lines.length}|${input.prevalidador ?? ''}|`);
  return `${lines.join('\n')}\n`;
}
