import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { InputAdornment, type InputAdornmentProps, type SxProps, type Theme } from '@mui/material';
import { useForkRef } from '@mui/material/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { format, isValid, parseISO } from 'date-fns';
import { de, enGB, sq, type Locale } from 'date-fns/locale';
import { FieldTitle, useInput, useTranslate } from 'ra-core';
import { DATE_FORMAT } from '../../../../contract/formats';
import type { Language } from '../../../../contract/languages';
import { useLanguage } from '../../../i18n/useLanguage';
import { usePickerTexts } from './pickerTexts';

/** The calendar's month and day names, and its first day of the week (Monday in all three). */
const CALENDAR_LOCALES: Record<Language, Locale> = { en: enGB, de, al: sq };

/** What an unfinished or impossible date (31.02.2026) leaves in a form: the contract refuses it as "a valid date". */
const NOT_A_DATE = 'not a date';

/** The days the API takes (contract/schemas/fields.ts, isIsoDate). */
const FIRST_DAY = new Date(1900, 0, 1);
const LAST_DAY = new Date(2200, 11, 31);

export interface DateInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  helperText?: ReactNode | false;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** A button beside the calendar's, such as a field's explaining hint. */
  hint?: ReactNode;
  /**
   * A filter's date: an unfinished date leaves the filter empty while it is typed, rather than a value
   * the API would refuse.
   */
  filter?: boolean;
}

/** DateInput.tsx's field itself, loaded with the date picker library when a form or filter first shows a date. */
export default function DatePickerInput({
  source,
  label,
  isRequired,
  helperText,
  size = 'small',
  sx,
  hint,
  filter = false,
}: DateInputProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const texts = usePickerTexts();
  const { id, field, fieldState, formState, isRequired: required } = useInput({ source, isRequired });
  // The picker's own impossible date (31.02.2026), kept while the form holds "not a date" for it.
  const [typed, setTyped] = useState<Date | null>(null);
  const unfinished = filter ? '' : NOT_A_DATE;
  const stored = useMemo(() => fromFormValue(field.value), [field.value]);
  const value = typed !== null && !isValid(typed) && field.value === unfinished ? typed : stored;
  // The picker keeps a half-typed date (31.02.YYYY) to itself, its value still empty; its text tells.
  const text = useRef<HTMLInputElement>(null);
  const inputRef = useForkRef(field.ref, text);
  const settle = () => {
    const halfTyped = (text.current?.value ?? '') !== '' && stored === null;
    if (halfTyped && field.value !== unfinished) field.onChange(unfinished);
    else if (!halfTyped && stored === null && field.value === NOT_A_DATE && text.current?.value === '') field.onChange('');
    field.onBlur();
  };
  const error = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted);
  const message = error ? fieldState.error?.message : undefined;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={CALENDAR_LOCALES[language]} localeText={texts}>
      <HintContext.Provider value={hint}>
        <DatePicker
          value={value}
          format={DATE_FORMAT}
          minDate={FIRST_DAY}
          maxDate={LAST_DAY}
          onChange={(date) => {
            setTyped(date);
            field.onChange(date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : unfinished);
          }}
          label={<FieldTitle label={label} source={source} isRequired={required} />}
          inputRef={inputRef}
          sx={sx}
          slots={{ inputAdornment: AdornmentWithHint }}
          slotProps={{
            textField: {
              id,
              name: field.name,
              onBlur: settle,
              variant: 'filled',
              margin: 'dense',
              size,
              fullWidth: true,
              error,
              // Like react-admin's inputs: room for a message under the field, unless a filter says false.
              helperText: message ? translate(message, { _: message }) : helperText === false ? undefined : (helperText ?? ' '),
            },
          }}
        />
      </HintContext.Provider>
    </LocalizationProvider>
  );
}

/** The button the field shows beside its calendar's, if any. */
const HintContext = createContext<ReactNode>(null);

/** The picker's adornment (its calendar button) with the field's hint before it. */
function AdornmentWithHint({ children, ...props }: InputAdornmentProps) {
  return (
    <InputAdornment {...props}>
      {useContext(HintContext)}
      {children}
    </InputAdornment>
  );
}

/** The form's yyyy-MM-dd (or a timestamp, as the API may answer) as the picker's day; null for none. */
function fromFormValue(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? date : null;
}
