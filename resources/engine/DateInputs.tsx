import { useId, useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from 'react-admin';
import {
  dayBound,
  DISPLAY_FORMAT,
  fromWire,
  isBeforeDay,
  today,
  toWire,
  UNFINISHED,
  type DateKind,
} from './pickerValues';

/**
 * Date and date-time inputs with a calendar: `@mui/x-date-pickers` over dayjs, Chinese
 * or English with the app's language, showing `YYYY-MM-DD` / `YYYY-MM-DD HH:mm:ss` in both, never the
 * browser's `mm/dd/yyyy`. The form value stays the wire text. They live with the resource screens
 * (lazy chunks), so the login page never loads the pickers.
 */

/** The pickers' calendar language follows the app's (react-admin locale `zh` / `en`). */
export const PickerLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const english = locale === 'en';
  const texts = (english ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={english ? 'en' : 'zh-cn'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
};

/**
 * The picker's value: while the typed text is unfinished the form holds a marker (or nothing, in a
 * filter) that cannot be turned back into that text, so the picker keeps its own last value as long
 * as the form still holds what that value stands for; any other form value (a reset, a loaded record)
 * is shown as it is.
 */
function useShownValue(formValue: unknown, kind: DateKind, wireOf: (value: Dayjs | null) => string | null) {
  const [own, setOwn] = useState<Dayjs | null>(null);
  const held = typeof formValue === 'string' ? formValue : '';
  const shown = own && (wireOf(own) ?? '') === held ? own : fromWire(held, kind);
  return { shown, keep: setOwn };
}

/**
 * A test id on the field's hidden <input>, which holds the typed text: a browser test fills it
 * (`fill(…, { force: true })`) and the picker parses it like typed text.
 */
const testId = (id: string) => ({ 'data-testid': id }) as ComponentPropsWithRef<'input'>;

/**
 * The calendar button of the field whose text field has the id `fieldId`, named by the field's label
 * and then its own words (开始日期 选择日期，已选择…): the pickers' own name alone is the same on every
 * field of a page. (MUI labels the text field `<id>-label`.)
 */
const openButtonOf = (fieldId: string) => ({
  id: `${fieldId}-open`,
  'aria-labelledby': `${fieldId}-label ${fieldId}-open`,
});

const asList = (validate?: Validator | Validator[]) =>
  validate ? (Array.isArray(validate) ? validate : [validate]) : [];

export interface DateFieldInputProps {
  source: string;
  label: string;
  withTime?: boolean;
  validate?: Validator | Validator[];
  readOnly?: boolean;
  defaultValue?: unknown;
  /** The declared message: days before today are disabled in the calendar and refused. */
  noPast?: string;
  helperText?: ReactNode | false;
}

/** A form input of a `date` or `datetime` field, as a react-admin input (useInput). */
export const DateFieldInput = ({
  source,
  label,
  withTime,
  validate,
  readOnly,
  defaultValue,
  noPast,
  helperText,
}: DateFieldInputProps) => {
  const kind: DateKind = withTime ? 'datetime' : 'date';
  const validators = useMemo(
    () => [
      ...asList(validate),
      (value: unknown) =>
        value === UNFINISHED
          ? { message: 'app.form.invalidDate', args: { field: label, _: `${label}格式不正确` } }
          : undefined,
      ...(noPast ? [(value: unknown) => (isBeforeDay(value, today()) ? noPast : undefined)] : []),
    ],
    [validate, label, noPast],
  );
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
    id,
  } = useInput({ source, validate: validators, defaultValue });
  const { shown, keep } = useShownValue(field.value, kind, (value) => toWire(value, kind));
  const onChange = (value: Dayjs | null) => {
    keep(value);
    field.onChange(toWire(value, kind));
  };
  const common = {
    value: shown,
    onChange,
    format: DISPLAY_FORMAT[kind],
    disablePast: !!noPast,
    readOnly,
    label: <FieldTitle label={label} source={source} isRequired={isRequired} />,
    className: `ra-input ra-input-${source}`,
    slotProps: {
      openPickerButton: openButtonOf(id),
      textField: {
        id,
        name: field.name,
        onBlur: field.onBlur,
        inputRef: field.ref,
        error: invalid,
        size: 'small' as const,
        margin: 'dense' as const,
        fullWidth: true,
        helperText:
          helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null,
        slotProps: { htmlInput: testId(`input-${source}`) },
      },
    },
  };
  return (
    <PickerLocalization>
      {withTime ? (
        <DesktopDateTimePicker
          {...common}
          ampm={false}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 1 }}
        />
      ) : (
        <DesktopDatePicker {...common} />
      )}
    </PickerLocalization>
  );
};

export interface DayBoundInputProps {
  source: string;
  label: string;
  /** The last second of the day (a range's end) rather than the first. */
  end?: boolean;
  alwaysOn?: boolean;
}

/**
 * One bound of the list's creation-time range: a day picker whose value is the first or last second
 * of that day (`createTime_datege=2024-03-01 00:00:00`, `createTime_datele=… 23:59:59`).
 */
export const DayBoundInput = ({ source, label, end }: DayBoundInputProps) => {
  const { field } = useInput({ source });
  const id = useId();
  const wireOf = (value: Dayjs | null) => dayBound(value, !!end);
  const { shown, keep } = useShownValue(field.value, 'date', wireOf);
  const onChange = (value: Dayjs | null) => {
    keep(value);
    // An unfinished day is no condition yet; the list keeps its other filters meanwhile.
    field.onChange(wireOf(value));
  };
  return (
    <PickerLocalization>
      <DesktopDatePicker
        value={shown}
        onChange={onChange}
        format={DISPLAY_FORMAT.date}
        label={label}
        slotProps={{
          field: { clearable: true },
          openPickerButton: openButtonOf(id),
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            size: 'small',
            sx: { width: 170 },
            slotProps: { htmlInput: testId(end ? 'filter-createTime-end' : 'filter-createTime-start') },
          },
        }}
      />
    </PickerLocalization>
  );
};

/** The two always-on bounds of a day range filter on `field` (`field_datege`, `field_datele`), as lists show them. */
export const dayRangeFilters = (field: string, fromLabel: string, toLabel: string) => [
  <DayBoundInput key={`${field}_datege`} source={`${field}_datege`} label={fromLabel} alwaysOn />,
  <DayBoundInput key={`${field}_datele`} source={`${field}_datele`} label={toLabel} end alwaysOn />,
];

/** What a picker outside a form holds: a day, or a day and a time to the minute. */
const PLAIN_FORMAT = { date: 'YYYY-MM-DD', minute: 'YYYY-MM-DD HH:mm' } as const;

export interface DateTextPickerProps {
  label: ReactNode;
  /** `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm` with `withTime` (a `T` in place of the space is read too). */
  value: string;
  onChange: (text: string) => void;
  withTime?: boolean;
  /** The hidden input's test id and name. */
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  /** The helper text hangs under the field without pushing its row apart (a toolbar). */
  helperBelow?: boolean;
  required?: boolean;
  width?: number;
  /** The first and last day the calendar offers (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
}

/**
 * A day (or day and minute) picker for screens that hold the value themselves (a date range above a
 * board, a form of a custom page): the same calendar and `2026-11-01` text as the declared date fields,
 * whatever the browser's locale. It reports only whole values (or '' when cleared); while the typed
 * text is unfinished it keeps showing it.
 */
export const DateTextPicker = (props: DateTextPickerProps) => {
  const { label, value, onChange, withTime, name, error, helperText, helperBelow, required, width, min, max } = props;
  const format = withTime ? PLAIN_FORMAT.minute : PLAIN_FORMAT.date;
  const id = useId();
  const [own, setOwn] = useState<Dayjs | null>(null);
  const typing = own && !own.isValid();
  const shown = typing || (own && own.format(format) === value) ? own : fromWire(value, withTime ? 'datetime' : 'date');
  const change = (next: Dayjs | null) => {
    setOwn(next);
    if (!next) onChange('');
    else if (next.isValid()) onChange(next.format(format));
  };
  const textField = {
    id,
    size: 'small' as const,
    error,
    helperText,
    required,
    sx: width ? { width } : undefined,
    slotProps: {
      htmlInput: { ...testId(name ?? 'date-picker'), name },
      ...(helperBelow ? { formHelperText: { sx: { position: 'absolute' as const, top: '100%', m: 0 } } } : {}),
    },
  };
  // What both pickers take; the day picker adds its bounds, the minute picker its 24-hour clock.
  const picker = {
    value: shown,
    onChange: change,
    format,
    label,
    slotProps: { textField, openPickerButton: openButtonOf(id) },
  };
  return (
    <PickerLocalization>
      {withTime ? (
        <DesktopDateTimePicker {...picker} ampm={false} />
      ) : (
        <DesktopDatePicker
          {...picker}
          minDate={fromWire(min, 'date') ?? undefined}
          maxDate={fromWire(max, 'date') ?? undefined}
        />
      )}
    </PickerLocalization>
  );
};
