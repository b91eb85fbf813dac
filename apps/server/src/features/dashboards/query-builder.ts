import type { QueryColumn } from '@portal/contract/features/dashboards';

export type Dialect = 'postgresql' | 'mariadb';
export type DataType = 'texto' | 'numero' | 'fecha';
export type Operator = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'contiene';

/** One condition on the query object's rows: `column operator value(s)`. */
export interface Condition {
  columna: string;
  operador: Operator;
  tipoDato: DataType;
  valores: string[];
}

export interface QuerySource {
  tipo: 'tabla' | 'vista' | 'consulta';
  esquema: string;
  nombreObjeto: string;
  sql: string;
}

export interface BuiltQuery {
  text: string;
  params: string[];
}

export function quoteIdent(dialect: Dialect, name: string): string {
  return dialect === 'mariadb' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
}

/** Comments and surrounding blanks off, trailing semicolons off: what the wrapper puts in parentheses. */
export function trimStatement(text: string): string {
  return text.replace(/[\s;]+$/g, '').trim();
}

/** A friendly first check (the database's own refusals are what holds): one SELECT or WITH ... SELECT. */
export function looksLikeSelect(text: string): boolean {
  const body = text.replace(/^(\s*(--[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*/, '');
  return /^(select|with)\b/i.test(body) && !/;/.test(trimStatement(body).replace(/'(?:[^']|'')*'/g, "''"));
}

function from(dialect: Dialect, source: QuerySource): string {
  if (source.tipo === 'consulta') return `(\n${trimStatement(source.sql)}\n)`;
  const name = quoteIdent(dialect, source.nombreObjeto);
  return source.esquema ? `${quoteIdent(dialect, source.esquema)}.${name}` : name;
}

function cast(dialect: Dialect, placeholder: string, type: DataType): string {
  if (type === 'numero') return `CAST(${placeholder} AS ${dialect === 'mariadb' ? 'DECIMAL(38,10)' : 'numeric'})`;
  if (type === 'fecha') return `CAST(${placeholder} AS DATE)`;
  return placeholder;
}

function asText(dialect: Dialect, column: string): string {
  return `CAST(${column} AS ${dialect === 'mariadb' ? 'CHAR' : 'text'})`;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `SELECT * FROM (<the object>) AS q WHERE <conditions> LIMIT <cap + 1>`, every value bound: the object
 * stays a subquery (a data-modifying WITH or COPY cannot be one), and one row more than the cap tells
 * that the answer was cut.
 */
export function buildSelect(dialect: Dialect, source: QuerySource, conditions: Condition[], limit: number): BuiltQuery {
  const params: string[] = [];
  const bind = (value: string) => {
    params.push(value);
    return dialect === 'mariadb' ? '?' : `$${params.length}`;
  };
  const where = conditions.map((condition) => {
    const column = `q.${quoteIdent(dialect, condition.columna)}`;
    if (condition.operador === 'contiene') {
      const like = dialect === 'mariadb' ? 'LIKE' : 'ILIKE';
      return `${asText(dialect, column)} ${like} ${bind(`%${escapeLike(condition.valores[0] ?? '')}%`)}`;
    }
    const left = condition.tipoDato === 'texto' ? asText(dialect, column) : column;
    if (condition.valores.length !== 1) {
      if (condition.valores.length === 0) return '1 = 0';
      const list = condition.valores.map((v) => cast(dialect, bind(v), condition.tipoDato)).join(', ');
      return condition.operador === '<>' ? `${left} NOT IN (${list})` : `${left} IN (${list})`;
    }
    return `${left} ${condition.operador} ${cast(dialect, bind(condition.valores[0]!), condition.tipoDato)}`;
  });
  const text = [`SELECT * FROM ${from(dialect, source)} AS q`, where.length ? `WHERE ${where.join(' AND ')}` : '', `LIMIT ${limit}`]
    .filter(Boolean)
    .join('\n');
  return { text, params };
}

const NUMERIC_PG = new Set([20, 21, 23, 26, 700, 701, 1700, 790]);
const DATE_PG = new Set([1082, 1083, 1114, 1184, 1266]);

export function pgColumnType(oid: number): QueryColumn['tipo'] {
  return NUMERIC_PG.has(oid) ? 'numero' : DATE_PG.has(oid) ? 'fecha' : 'texto';
}

// mysql2's column type codes: DECIMAL, TINY, SHORT, LONG, FLOAT, DOUBLE, LONGLONG, INT24, NEWDECIMAL; DATE, TIME, DATETIME, YEAR, NEWDATE, TIMESTAMP.
const NUMERIC_MY = new Set([0, 1, 2, 3, 4, 5, 8, 9, 246]);
const DATE_MY = new Set([7, 10, 11, 12, 13, 14]);

export function mariadbColumnType(code: number | undefined): QueryColumn['tipo'] {
  return code === undefined ? 'texto' : NUMERIC_MY.has(code) ? 'numero' : DATE_MY.has(code) ? 'fecha' : 'texto';
}
