import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { translate, type Language, type UsuarioItem } from '@portal/contract';
import type { Database } from '@portal/db';
import { contentDisposition } from '../../platform/files.ts';
import { csvCell } from '../../catalogues/catalogue.export.ts';
import { streamUsers, type UserListParams } from './usuarios.repository.ts';

const COLUMNS = ['userId', 'userName', 'fullName', 'email', 'phone', 'status', 'roles', 'createdAt'] as const;

function cellsOf(user: UsuarioItem, language: Language): (string | number)[] {
  return COLUMNS.map((column) => {
    switch (column) {
      case 'userId':
        return user.userId;
      case 'status':
        return translate(language, `usuarios.status.${user.status}`);
      case 'roles':
        return user.roles.join(', ');
      case 'createdAt':
        return user.createdAt.slice(0, 10);
      default:
        return user[column] ?? '';
    }
  });
}

/** Streams the list's current filter and order as .xlsx or CSV, headed in the caller's language. */
export async function exportUsuarios(
  reply: FastifyReply,
  db: Database,
  params: Omit<UserListParams, 'page' | 'pageSize'>,
  language: Language,
  format: 'xlsx' | 'csv',
): Promise<FastifyReply> {
  const headers = COLUMNS.map((column) => translate(language, `usuarios.export.${column}`));
  const title = translate(language, 'usuarios.title');
  const stamp = new Date().toISOString().slice(0, 10);
  const body = new PassThrough();
  void reply
    .header(
      'content-type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('content-disposition', contentDisposition(`${title} ${stamp}.${format}`))
    .header('cache-control', 'no-store');
  const rows = streamUsers(db, params);
  const write = async () => {
    if (format === 'csv') {
      // The BOM makes Excel read UTF-8 accents correctly.
      body.write(`\ufeff${headers.map(csvCell).join(',')}\r\n`);
      for await (const batch of rows) {
        const chunk = batch.map((user) => `${cellsOf(user, language).map(csvCell).join(',')}\r\n`).join('');
        if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
      }
      body.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 4, 12), 50) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of rows) for (const user of batch) sheet.addRow(cellsOf(user, language)).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => body.destroy(err as Error));
  return reply.send(body);
}
