import { M3_ARITY, M3_DATE_FIELDS, M3_FILE_NAME, MOVEMENTS_WITHOUT_BODY, PARTIDA_CHILDREN, pedimentoField } from './layout.ts';
import type { M3File, M3FileSummary, M3Finding, M3Pedimento, M3Record, M3Severity } from './model.ts';

type Lines = Iterable<string> | AsyncIterable<string>;

/** A record line split into fields; the trailing pipe every real file writes is a terminator, not a field. */
export function splitRecord(line: string): string[] {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  const fields = text.split('|');
  if (text.endsWith('|')) fields.pop();
  return fields;
}

/** Whether `DDMMAAAA` names a day that exists (31022026 does not). */
export function isM3Date(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = Number(value.slice(4));
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `DDMMAAAA` → `AAAA-MM-DD`. */
export function m3DateToIso(value: string): string {
  return `${value.slice(4)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
}

export interface ScanHandlers {
  /** Each pedimento once it is closed (its 800, the next 500, the 801 or the end), with its own findings. */
  onPedimento?(pedimento: M3Pedimento, findings: M3Finding[]): void | Promise<void>;
  /** Findings of the file itself (name, order, the 801). */
  onFinding?(finding: M3Finding): void | Promise<void>;
}

interface Open {
  pedimento: M3Pedimento;
  findings: M3Finding[];
}

type Where = { line?: number | null; record?: string | null; field?: number | null; value?: string | null; expected?: string | null };

/** The state of one scan: the summary, the pedimento being read, the 801 once seen. */
class Scanner {
  readonly summary: M3FileSummary;
  private readonly nameMatch: RegExpExecArray | null;
  private open: Open | undefined;
  private trailer: M3Record | undefined;
  private first = true;

  constructor(
    private readonly fileName: string,
    private readonly handlers: ScanHandlers,
  ) {
    this.summary = { fileName, pedimentos: 0, records: 0, errors: 0, warnings: 0 };
    this.nameMatch = M3_FILE_NAME.exec(fileName);
  }

  readonly finding: FindingMaker = (severity, key, at, pedimento) => {
    if (severity === 'error') this.summary.errors += 1;
    else this.summary.warnings += 1;
    const { fileName } = this;
    return {
      fileName,
      line: at.line ?? null,
      record: at.record ?? null,
      field: at.field ?? null,
      value: at.value ?? null,
      expected: at.expected ?? null,
      severity,
      key,
      pedimento,
    };
  };

  private async fileFinding(key: string, at: Where): Promise<void> {
    await this.handlers.onFinding?.(this.finding('error', key, at, null));
  }

  /** Findings of the pedimento being read, or of the file when none is open. */
  private async note(key: string, at: Where): Promise<void> {
    if (this.open) this.open.findings.push(this.finding('error', key, at, this.open.pedimento.numero));
    else await this.fileFinding(key, at);
  }

  async start(): Promise<void> {
    if (!this.nameMatch) await this.fileFinding('m3.findings.fileName', { value: this.fileName, expected: 'mPPPPNNN.DDD' });
  }

  async line(raw: string, lineNo: number): Promise<void> {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return this.note('m3.findings.blankLine', { line: lineNo });
    const fields = splitRecord(line);
    const type = fields[0] ?? '';
    const record: M3Record = { line: lineNo, type, fields };
    if (this.trailer) return this.fileFinding('m3.findings.afterTrailer', { line: lineNo, record: type, expected: '801' });
    if (type !== '801') this.summary.records += 1;
    if (this.first && type !== '500')
      await this.fileFinding('m3.findings.firstNot500', { line: lineNo, record: type, value: type, expected: '500' });
    this.first = false;
    const arity = M3_ARITY[type];
    if (arity === undefined) {
      await this.note('m3.findings.unknownRecord', { line: lineNo, record: type, value: type });
      this.open?.pedimento.records.push(record);
      return;
    }
    if (type === '801') return this.readTrailer(record, arity);
    if (type === '500') await this.openPedimento(record);
    else if (!this.open) return this.fileFinding('m3.findings.outsidePedimento', { line: lineNo, record: type, expected: '500' });
    else this.open.pedimento.records.push(record);
    this.checkRecord(record, arity);
    if (type === '800') await this.close(true);
  }

  private async readTrailer(record: M3Record, arity: number): Promise<void> {
    await this.close(false);
    this.trailer = record;
    if (record.fields.length !== arity) {
      await this.fileFinding('m3.findings.fieldCount', {
        line: record.line,
        record: '801',
        value: String(record.fields.length),
        expected: String(arity),
      });
    }
  }

  private async openPedimento(record: M3Record): Promise<void> {
    await this.close(false);
    const { fields } = record;
    const numero = fields[3] ?? '';
    this.open = {
      pedimento: { numero, patente: fields[2] ?? '', aduanaSeccion: fields[4] ?? '', movimiento: fields[1] ?? '', records: [record] },
      findings: [],
    };
    if (this.nameMatch && fields[2] !== this.nameMatch[1]) {
      const at = { line: record.line, record: '500', field: 3, value: fields[2] ?? '', expected: this.nameMatch[1]! };
      this.open.findings.push(this.finding('error', 'm3.findings.patentName', at, numero));
    }
  }

  /** Field count, pedimento number and dates of one record of the open pedimento. */
  private checkRecord(record: M3Record, arity: number): void {
    const open = this.open!;
    const numero = open.pedimento.numero;
    const { type, fields, line } = record;
    if (fields.length !== arity) {
      open.findings.push(
        this.finding(
          'error',
          'm3.findings.fieldCount',
          { line, record: type, value: String(fields.length), expected: String(arity) },
          numero,
        ),
      );
    }
    const numberField = pedimentoField(type);
    if (numberField && type !== '500' && fields[numberField - 1] !== numero) {
      const at = { line, record: type, field: numberField, value: fields[numberField - 1] ?? '', expected: numero };
      open.findings.push(this.finding('error', 'm3.findings.pedimentoNumber', at, numero));
    }
    for (const field of M3_DATE_FIELDS[type] ?? []) {
      const value = fields[field - 1];
      if (value && !isM3Date(value)) {
        open.findings.push(this.finding('error', 'm3.findings.date', { line, record: type, field, value, expected: 'DDMMAAAA' }, numero));
      }
    }
  }

  /** Closes the open pedimento: by its 800, or because something else came (then the 800 is missing). */
  private async close(by800: boolean): Promise<void> {
    const open = this.open;
    if (!open) return;
    if (!by800) {
      const last = open.pedimento.records.at(-1)!;
      open.findings.push(this.finding('error', 'm3.findings.missing800', { line: last.line, record: last.type }, open.pedimento.numero));
    }
    checkPedimentoStructure(open, this.finding);
    this.summary.pedimentos += 1;
    this.open = undefined;
    await this.handlers.onPedimento?.(open.pedimento, open.findings);
  }

  /** At the end: the open pedimento closes, and the 801 must be there and say what the file holds. */
  async finish(lastLine: number): Promise<void> {
    await this.close(false);
    const trailer = this.trailer;
    if (!trailer) return this.fileFinding('m3.findings.missing801', { line: lastLine || null, expected: '801' });
    const [, name, pedimentos, records] = trailer.fields;
    const at = (field: number, value: string | undefined, expected: string) => ({
      line: trailer.line,
      record: '801',
      field,
      value: value ?? '',
      expected,
    });
    if ((name ?? '').toLowerCase() !== this.fileName.toLowerCase())
      await this.fileFinding('m3.findings.trailerName', at(2, name, this.fileName));
    if (!/^\d+$/.test(pedimentos ?? '') || Number(pedimentos) !== this.summary.pedimentos) {
      await this.fileFinding('m3.findings.trailerPedimentos', at(3, pedimentos, String(this.summary.pedimentos)));
    }
    if (!/^\d+$/.test(records ?? '') || Number(records) !== this.summary.records) {
      await this.fileFinding('m3.findings.trailerRecords', at(4, records, String(this.summary.records)));
    }
  }
}

/**
 * Reads an M3 file line by line, holding one pedimento at a time, and checks its structure: the first record
 * is a 500 and the last and only one an 801 whose fields match the file; every record has its layout's number
 * of fields and its pedimento's number; partida children name an existing 551; 556 comes with its 557 and 509
 * with its 510; movements 2 and 3 carry only 500 + 800; a movement 1 has exactly one 501; an 800 closes each
 * pedimento; dates exist; the patent of the name is the 500's. Unknown record types are findings, never errors
 * thrown. LF and CRLF both read.
 */
export async function scanM3(lines: Lines, fileName: string, handlers: ScanHandlers = {}): Promise<M3FileSummary> {
  const scanner = new Scanner(fileName, handlers);
  await scanner.start();
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo += 1;
    await scanner.line(raw, lineNo);
  }
  await scanner.finish(lineNo);
  return scanner.summary;
}

type FindingMaker = (severity: M3Severity, key: string, at: Where, pedimento: string | null) => M3Finding;

/** Rules that need the whole pedimento: movements, the 501, partida children, rate and contribution pairs. */
function checkPedimentoStructure(open: Open, finding: FindingMaker): void {
  const { pedimento, findings } = open;
  const numero = pedimento.numero;
  const head = pedimento.records[0]!;
  const body = pedimento.records.filter((r) => r.type !== '500' && r.type !== '800');
  if (MOVEMENTS_WITHOUT_BODY.has(pedimento.movimiento)) {
    for (const r of body)
      findings.push(
        finding('error', 'm3.findings.bodyNotAllowed', { line: r.line, record: r.type, value: r.type, expected: '800' }, numero),
      );
  } else if (pedimento.movimiento === '1') {
    const generals = pedimento.records.filter((r) => r.type === '501');
    if (generals.length !== 1) {
      findings.push(
        finding(
          'error',
          'm3.findings.one501',
          { line: (generals[1] ?? head).line, record: '501', value: String(generals.length), expected: '1' },
          numero,
        ),
      );
    }
  }
  const partidas = new Set(pedimento.records.filter((r) => r.type === '551').map((r) => `${r.fields[2]}|${r.fields[3]}`));
  const contributions = new Set(
    pedimento.records.filter((r) => r.type === '557').map((r) => `${r.fields[2]}|${r.fields[3]}|${r.fields[4]}`),
  );
  const headerContributions = new Set(pedimento.records.filter((r) => r.type === '510').map((r) => r.fields[2]));
  for (const r of pedimento.records) {
    if (PARTIDA_CHILDREN.has(r.type) && !partidas.has(`${r.fields[2]}|${r.fields[3]}`)) {
      findings.push(
        finding(
          'error',
          'm3.findings.orphanChild',
          { line: r.line, record: r.type, field: 4, value: `${r.fields[2]} / ${r.fields[3]}` },
          numero,
        ),
      );
    }
    if (r.type === '556' && !contributions.has(`${r.fields[2]}|${r.fields[3]}|${r.fields[4]}`)) {
      findings.push(
        finding(
          'error',
          'm3.findings.rateWithoutContribution',
          { line: r.line, record: '556', field: 5, value: r.fields[4] ?? '', expected: '557' },
          numero,
        ),
      );
    }
    if (r.type === '509' && !headerContributions.has(r.fields[2])) {
      findings.push(
        finding(
          'error',
          'm3.findings.rateWithoutContribution',
          { line: r.line, record: '509', field: 3, value: r.fields[2] ?? '', expected: '510' },
          numero,
        ),
      );
    }
  }
}

/** Reads a whole file into memory (tests, small files, the writer's round trip). */
export async function parseM3(lines: Lines, fileName: string): Promise<M3File> {
  const pedimentoList: M3Pedimento[] = [];
  const findings: M3Finding[] = [];
  const summary = await scanM3(lines, fileName, {
    onPedimento: (pedimento, own) => {
      pedimentoList.push(pedimento);
      findings.push(...own);
    },
    onFinding: (f) => void findings.push(f),
  });
  findings.sort((a, b) => (a.line ?? Number.MAX_SAFE_INTEGER) - (b.line ?? Number.MAX_SAFE_INTEGER));
  return { ...summary, pedimentoList, findings };
}

/** Lines of a text (LF or CRLF); a final line break does not make an empty last line. */
export function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * Lines of a byte stream decoded as Latin-1 (the M3 files are ASCII; Latin-1 keeps any stray byte as the
 * character it was instead of a replacement mark), split on LF with CR dropped, across chunk boundaries.
 */
export async function* decodeLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('latin1');
  let rest = '';
  for await (const chunk of chunks) {
    rest += decoder.decode(chunk, { stream: true });
    let at = rest.indexOf('\n');
    while (at >= 0) {
      yield rest.slice(0, at);
      rest = rest.slice(at + 1);
      at = rest.indexOf('\n');
    }
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}
