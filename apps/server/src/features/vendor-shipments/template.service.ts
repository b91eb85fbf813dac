import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { translate, type Language } from '@portal/contract';
import { TEMPLATE_COLUMNS, type TemplateColumn } from '@portal/contract/features/vendor-shipments';
import { clientes, incoterms, monedas, paises, partes, proveedores, unidadesMedida, type Database } from '@portal/db';
import { isInScope, type DataScope } from '../../platform/data-scope.ts';
import { problems } from '../../platform/problem.ts';
import { inForce } from '../../platform/reference-data.ts';

/** Rows of the template that carry the validation lists (a longer sheet still uploads; only the lists stop). */
const VALIDATED_ROWS = 5000;
const WIDTHS: Record<TemplateColumn, number> = {
  factura: 16,
  fecha: 12,
  moneda: 10,
  incoterm: 10,
  ordenCompra: 16,
  guia: 16,
  paisOrigen: 12,
  unidadMedida: 12,
  precioUnitario: 14,
  numeroParte: 20,
  cantidad: 12,
  descripcion: 40,
};
/** Which list (column of the Listas sheet) each validated column takes its values from. */
const LISTS: Partial<Record<TemplateColumn, string>> = { moneda: 'A', incoterm: 'C', paisOrigen: 'E', unidadMedida: 'G', numeroParte: 'I' };

export const headerOf = (language: Language, column: TemplateColumn) => translate(language, `embarques.columns.${column}`);

/** The vendor and customer the caller may act for, the customer being one of the vendor's: else 400 naming the field. */
export async function checkVendorCustomer(db: Database, scope: DataScope, proveedorId: number, clienteId: number) {
  const [vendor] = await db
    .select({ nombre: proveedores.nombreCorto!, clientes: proveedores.clientes! })
    .from(proveedores)
    .where(eq(proveedores.id!, proveedorId));
  if (!vendor || !isInScope(scope, { proveedorId })) throw problems.validation({ proveedorId: ['validation.option'] });
  const [customer] = await db.select({ nombre: clientes.nombreCorto! }).from(clientes).where(eq(clientes.id!, clienteId));
  const linked = ((vendor.clientes as number[] | null) ?? []).includes(clienteId);
  // A vendor's own user acts for its customers even when not assigned to them; staff keep their customer scope.
  const customerOk = scope.proveedores !== 'all' || isInScope(scope, { clienteId });
  if (!customer || !linked || !customerOk) throw problems.validation({ clienteId: ['validation.option'] });
  return { proveedor: vendor.nombre as string, cliente: customer.nombre as string };
}

/**
 * The boarding template of one vendor for one customer: the columns in the caller's language, and lists (currency,
 * incoterm, country, unit, the vendor's parts for that customer) as data validation from a hidden sheet.
 */
export async function buildTemplate(db: Database, proveedorId: number, clienteId: number, language: Language): Promise<Buffer> {
  const [currencies, terms, countries, units, parts] = await Promise.all([
    db.select({ code: monedas.clave, name: monedas.nombre }).from(monedas).where(inForce(monedas)).orderBy(asc(monedas.clave)),
    db.select({ code: incoterms.clave, name: incoterms.descripcion }).from(incoterms).orderBy(asc(incoterms.clave)),
    db.select({ code: paises.clave, name: paises.nombre }).from(paises).orderBy(asc(paises.clave)),
    db
      .select({ code: unidadesMedida.clave, name: unidadesMedida.descripcion })
      .from(unidadesMedida)
      .where(inForce(unidadesMedida))
      .orderBy(sql`${unidadesMedida.clave}::int`),
    db
      .select({ code: partes.numeroParte!, name: partes.descripcion! })
      .from(partes)
      .where(and(eq(partes.clienteId!, clienteId), eq(partes.proveedorId!, proveedorId)))
      .orderBy(asc(partes.numeroParte!))
      .limit(20_000),
  ]);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  const sheet = workbook.addWorksheet(translate(language, 'embarques.sheet').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet('Listas', { state: 'hidden' });
  sheet.columns = TEMPLATE_COLUMNS.map((column) => ({ header: headerOf(language, column), key: column, width: WIDTHS[column] }));
  sheet.getRow(1).font = { bold: true };
  const columns: [string, { code: unknown; name: unknown }[]][] = [
    ['A', currencies],
    ['C', terms],
    ['E', countries],
    ['G', units],
    ['I', parts],
  ];
  for (const [letter, rows] of columns) {
    const next = String.fromCharCode(letter.charCodeAt(0) + 1);
    rows.forEach((row, i) => {
      lists.getCell(`${letter}${i + 1}`).value = String(row.code);
      lists.getCell(`${next}${i + 1}`).value = String(row.name ?? '');
    });
  }
  TEMPLATE_COLUMNS.forEach((column, index) => {
    const letter = String.fromCharCode(65 + index);
    const list = LISTS[column];
    if (list) {
      const size = columns.find(([l]) => l === list)![1].length;
      if (size === 0) return;
      // exceljs has ranges of validation at run time; its typings lack them.
      (sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations.add(
        `${letter}2:${letter}${VALIDATED_ROWS}`,
        {
          type: 'list',
          allowBlank: true,
          showErrorMessage: column !== 'numeroParte',
          formulae: [`Listas!$${list}$1:$${list}$${size}`],
        },
      );
    }
    if (column === 'fecha') sheet.getColumn(index + 1).numFmt = 'yyyy-mm-dd';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
