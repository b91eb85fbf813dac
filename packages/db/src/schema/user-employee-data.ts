import { date, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { hrAreasTrabajo, hrDepartamentos, hrLugaresTrabajo, hrPuestos, hrTiposEmpleado } from './catalogues-hr.ts';

/**
 * A staff user's employee record (spec point 3), one row per user. Department, work area, job, work
 * place and employee type are records of the HR catalogues (a catalogue record in use cannot be deleted).
 */
export const userEmployeeData = pgTable('user_employee_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.userId, { onDelete: 'cascade' }),
  codigo: varchar('codigo', { length: 20 }),
  nombre: varchar('nombre', { length: 150 }),
  fechaIngreso: date('fecha_ingreso', { mode: 'string' }),
  fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
  lugarNacimiento: varchar('lugar_nacimiento', { length: 150 }),
  direccion: varchar('direccion', { length: 300 }),
  telefonos: varchar('telefonos', { length: 100 }),
  nombrePadre: varchar('nombre_padre', { length: 150 }),
  nombreMadre: varchar('nombre_madre', { length: 150 }),
  escolaridad: varchar('escolaridad', { length: 30 }),
  estadoCivil: varchar('estado_civil', { length: 30 }),
  rfc: varchar('rfc', { length: 13 }),
  nss: varchar('nss', { length: 11 }),
  curp: varchar('curp', { length: 18 }),
  /** Money is exact: numeric, read and written as a decimal string. */
  salarioDiario: numeric('salario_diario', { precision: 12, scale: 2 }),
  salarioIntegrado: numeric('salario_integrado', { precision: 12, scale: 2 }),
  notas: varchar('notas', { length: 1000 }),
  departamentoId: integer('departamento_id').references(() => hrDepartamentos.id!),
  areaTrabajoId: integer('area_trabajo_id').references(() => hrAreasTrabajo.id!),
  puestoId: integer('puesto_id').references(() => hrPuestos.id!),
  lugarTrabajoId: integer('lugar_trabajo_id').references(() => hrLugaresTrabajo.id!),
  tipoEmpleadoId: integer('tipo_empleado_id').references(() => hrTiposEmpleado.id!),
  notasHorario: varchar('notas_horario', { length: 500 }),
  clinica: varchar('clinica', { length: 100 }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
