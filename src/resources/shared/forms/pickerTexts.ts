import { useMemo } from 'react';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useTranslate } from 'ra-core';

/** The date picker's own words (its buttons, the calendar's labels, the field's placeholders) in the user's language. */
export function usePickerTexts(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(() => {
    const say = (key: string, options?: Record<string, unknown>) => translate(`fleet.date_picker.${key}`, options);
    return {
      previousMonth: say('previous_month'),
      nextMonth: say('next_month'),
      openPreviousView: say('open_previous_view'),
      openNextView: say('open_next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) => say(view === 'year' ? 'year_view_open' : 'calendar_view_open'),
      cancelButtonLabel: say('cancel'),
      clearButtonLabel: say('clear'),
      okButtonLabel: say('ok'),
      todayButtonLabel: say('today'),
      datePickerToolbarTitle: say('toolbar_title'),
      openDatePickerDialogue: (date) => (date ? say('choose_date_selected', { date }) : say('choose_date')),
      fieldClearLabel: say('clear'),
      dateTableLabel: say('choose_date'),
      fieldDayPlaceholder: () => say('day_placeholder'),
      fieldMonthPlaceholder: () => say('month_placeholder'),
      fieldYearPlaceholder: () => say('year_placeholder'),
      year: say('year'),
      month: say('month'),
      day: say('day'),
      empty: say('empty'),
    };
  }, [translate]);
}
