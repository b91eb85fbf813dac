import type { FastifyReply } from 'fastify';
import { translate, type Language, type UsuarioItem } from '@portal/contract';
import type { Database } from '@portal/db';
import { cellsOf, sendSheet, type ExportFormat } from '../../platform/list/list-export.ts';
import { streamUsers, type UserListParams } from './users.repository.ts';

const COLUMNS = ['userId', 'userName', 'fullName', 'email', 'phone', 'status', 'roles', 'createdAt'] as const;

function userCells(user: UsuarioItem, language: Language): (string | number)[] {
  return COLUMNS.map((column) => {
    switch (column) {
      case 'userId':
        return user.userId;
      case 'status':
        return translate(language, `users.status.${user.status}`);
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
export function exportUsers(
  reply: FastifyReply,
  db: Database,
  params: Omit<UserListParams, 'page' | 'pageSize'>,
  language: Language,
  format: ExportFormat,
): FastifyReply {
  return sendSheet(reply, {
    title: translate(language, 'users.title'),
    headers: COLUMNS.map((column) => translate(language, `users.export.${column}`)),
    format,
    batches: cellsOf(streamUsers(db, params), (user) => userCells(user, language)),
  });
}
