import { Grid, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATOS_EMPLEADO_FIELDS, ESCOLARIDADES, ESTADOS_CIVILES, USER_STATUSES } from '@portal/contract';
import { fieldProps } from '../../../shared/forms/zod-form.ts';
import { ReferenceSelect } from '../../../shared/forms/reference-select.tsx';
import { userInput, type UserForm } from './use-user-form.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';

/** Employee data that names a record of an HR catalogue, picked by search. */
const HR_REFERENCES: Record<string, string> = {
  departamentoId: 'departamentos',
  areaTrabajoId: 'areasTrabajo',
  puestoId: 'puestos',
  lugarTrabajoId: 'lugaresTrabajo',
  tipoEmpleadoId: 'tiposEmpleado',
};
const DATE_FIELDS = new Set(['fechaIngreso', 'fechaNacimiento']);
const WIDE_FIELDS = new Set(['direccion', 'notas', 'notasHorario']);

/** The General tab: name, user name, email, phone, status and, for a new user, the password. */
export function UserGeneralFields({ form, canSave, isEdit }: { form: UserForm; canSave: boolean; isEdit: boolean }) {
  const { t } = useTranslation();
  const input = userInput(form, t, !canSave);
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput label={t('users.fields.fullName')} required maxLength={150} {...input('fullName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput label={t('users.fields.userName')} required maxLength={50} autoComplete="off" {...input('userName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput label={t('users.fields.email')} type="email" required maxLength={254} {...input('email')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput label={t('users.fields.phone')} type="tel" maxLength={20} {...input('phone')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label={t('users.fields.status')}
          required
          data={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
          allowDeselect={false}
          {...input('status')}
        />
      </Grid.Col>
      {!isEdit && (
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PasswordInput
            label={t('users.fields.password')}
            description={t('users.passwordHint')}
            required
            autoComplete="new-password"
            {...input('password')}
          />
        </Grid.Col>
      )}
    </Grid>
  );
}

/** The Employee data tab: every employee field, long texts across the whole row. */
export function UserEmployeeFields({ form, canSave }: { form: UserForm; canSave: boolean }) {
  return (
    <Grid>
      {DATOS_EMPLEADO_FIELDS.map((field) => (
        <Grid.Col key={field} span={{ base: 12, md: WIDE_FIELDS.has(field) ? 12 : 6 }}>
          <EmployeeInput form={form} field={field} canSave={canSave} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** One employee field by its kind: a choice, an HR catalogue record, a long text, a date or a text (RFC and CURP upper case, amounts with a point). */
function EmployeeInput({ form, field, canSave }: { form: UserForm; field: string; canSave: boolean }) {
  const { t } = useTranslation();
  const input = userInput(form, t, !canSave);
  const path = `datosEmpleado.${field}`;
  const label = t(`users.employee.${field}`);
  if (field === 'escolaridad' || field === 'estadoCivil') {
    const values = field === 'escolaridad' ? ESCOLARIDADES : ESTADOS_CIVILES;
    const group = field === 'escolaridad' ? 'escolaridades' : 'estadosCiviles';
    return (
      <Select
        label={label}
        data={values.map((v) => ({ value: v, label: t(`users.employee.${group}.${v}`) }))}
        clearable
        {...input(path)}
        value={(form.getValues().datosEmpleado[field] as string) || null}
        onChange={(next) => form.setFieldValue(path, next ?? '')}
      />
    );
  }
  const catalogue = HR_REFERENCES[field];
  if (catalogue) {
    const props = fieldProps(form, path, t) as { value?: unknown; error?: unknown; onBlur?: () => void };
    return (
      <ReferenceSelect
        catalogue={catalogue}
        label={label}
        value={typeof props.value === 'number' ? props.value : null}
        error={props.error}
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        disabled={!canSave}
        onChange={(next) => form.setFieldValue(path, next ?? '')}
        data-testid={`field-${path}`}
      />
    );
  }
  if (WIDE_FIELDS.has(field)) return <Textarea label={label} autosize minRows={2} {...input(path)} />;
  if (DATE_FIELDS.has(field)) return <DateField label={label} {...input(path)} />;
  const upper = field === 'rfc' || field === 'curp';
  const money = field === 'salarioDiario' || field === 'salarioIntegrado';
  return (
    <TextInput
      label={label}
      inputMode={money || field === 'nss' ? 'decimal' : undefined}
      {...input(path)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        form.setFieldValue(path, upper ? text.toUpperCase() : money ? text.replace(',', '.') : text);
      }}
    />
  );
}
