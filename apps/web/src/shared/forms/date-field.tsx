import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { DateInput, DateTimePicker, TimePicker, type DateInputProps, type DateTimePickerProps, type TimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { parseTypedDate } from './typed-date.ts';

/**
 * What both fields share: the calendar's language (Spanish month and day names in the Spanish portal, English in the
 * English one), the week starting on Monday in Spanish, the calendar above dialogs, and named buttons.
 */
function useCalendarProps(placeholder: string | null, required: boolean | undefined) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'es';
  const props = {
    locale,
    firstDayOfWeek: locale === 'es' ? 1 : 0,
    ...(placeholder ? { placeholder: t(placeholder) } : {}),
    clearable: !required,
    clearButtonProps: { 'aria-label': t('forms.clearDay') },
    popoverProps: { withinPortal: true },
  } as const;
  return { t, props };
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale'> & {
  /** The day as the API carries it, `YYYY-MM-DD`; empty for none. */
  value?: string | null | undefined;
  onChange?: (value: string) => void;
};

/**
 * A day, shown and typed as DD/MM/yyyy in both languages (spec point 9) whatever the browser's own language, with a
 * calendar to pick it from. The browser's `<input type="date">` showed mm/dd/yyyy in a Chromium set to English, in
 * the middle of a Spanish screen. The value stays `YYYY-MM-DD` (what forms, filters and the API carry).
 */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  const { props } = useCalendarProps('forms.dayPlaceholder', rest.required);
  return (
    <DateInput
      {...props}
      {...rest}
      value={value || null}
      onChange={(day) => onChange?.(day ?? '')}
      valueFormat="DD/MM/YYYY"
      dateParser={parseTypedDate}
    />
  );
}

type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'onChange' | 'valueFormat' | 'locale'> & {
  /** A local date and time as `<input type="datetime-local">` carried it, `YYYY-MM-DDTHH:mm`; empty for none. */
  value?: string | null | undefined;
  onChange?: (value: string) => void;
};

/** A day and a time of day, shown as DD/MM/yyyy HH:mm in both languages (24 hours), picked from a calendar. */
export function DateTimeField({ value, onChange, ...rest }: DateTimeFieldProps) {
  // No placeholder: this field draws it as text of its own, which the kit's placeholder grey leaves below AA contrast.
  const { t, props } = useCalendarProps(null, rest.required);
  return (
    <DateTimePicker
      {...props}
      submitButtonProps={{ 'aria-label': t('forms.confirmDayTime') }}
      timePickerProps={{ hoursInputLabel: t('forms.hours'), minutesInputLabel: t('forms.minutes') }}
      {...rest}
      value={value ? `${value.replace('T', ' ').slice(0, 16)}:00` : null}
      onChange={(picked) => onChange?.(picked ? picked.replace(' ', 'T').slice(0, 16) : '')}
      valueFormat="DD/MM/YYYY HH:mm"
    />
  );
}

type TimeFieldProps = Omit<TimePickerProps, 'value' | 'onChange' | 'format' | 'withSeconds'> & {
  /** A time of day, `HH:mm` (24 hours); empty for none. */
  value?: string | null | undefined;
  onChange?: (value: string) => void;
};

/**
 * A time of day as HH:mm on a 24-hour clock in both languages (spec point 9), typed into hour and minute boxes or
 * picked from a list. The browser's `<input type="time">` showed a 12-hour clock with AM/PM in a Chromium set to
 * English. The value stays `HH:mm` (what forms and the API carry); a half-typed time is empty until it is whole.
 */
export function TimeField({ value, onChange, ...rest }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      format="24h"
      withDropdown
      clearable={!rest.required && !rest.readOnly}
      hoursInputLabel={t('forms.hours')}
      minutesInputLabel={t('forms.minutes')}
      clearButtonProps={{ 'aria-label': t('forms.clearTime') }}
      popoverProps={{ withinPortal: true }}
      {...rest}
      value={(value ?? '').slice(0, 5)}
      onChange={(picked) => onChange?.(picked.slice(0, 5))}
    />
  );
}
