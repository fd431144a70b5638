import { useTranslate } from 'ra-core';
import { daysBetween } from '../../contract/due-rules';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import { useSignedInUser } from '../authProvider/useSignedInUser';
import { formatDate, formatKilometres } from '../../contract/formats';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Sentences about what is due, in the user's language: "Due on 10.06.2026", "in 12 days",
 * "3 days overdue", "1,200 km to go". The dates and statuses themselves come from the API, which
 * computes them with the contract's rules; only the counting towards them happens here, from today in
 * the company's time zone.
 */
export function useDueText() {
  const translate = useTranslate();
  const language = useLanguage();
  // Counted from the company's day, as the API counts its statuses; a browser elsewhere does not shift it.
  const timeZone = useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
  const km = (value: number) => formatKilometres(value, language);
  return {
    km,
    dueOn: (date: string) => translate('fleet.health.due_on', { date: formatDate(date) }),
    atKm: (value: number) => translate('fleet.health.at_km', { km: km(value) }),
    orAtKm: (value: number) => translate('fleet.health.or_at_km', { km: km(value) }),
    /**
     * "in 12 days", "due today" or "3 days overdue", counted from today in the record's company (a
     * superadmin's list holds several), else in the user's.
     */
    daysLeft: (date: string, recordTimeZone?: string) => {
      const days = daysBetween(todayIn(recordTimeZone ?? timeZone), date);
      if (days === 0) return translate('fleet.health.due_today');
      return days > 0
        ? translate('fleet.health.in_days', { smart_count: days })
        : translate('fleet.health.days_overdue', { smart_count: -days });
    },
    /** "≈ 14.02.2027 at 150 km a day": when a service by km is likely due at the vehicle's pace (contract/km-forecast.ts). */
    forecast: (date: string, kmPerDay: number) =>
      translate('fleet.health.forecast', { date: formatDate(date), km: formatKilometres(Math.round(kmPerDay), language) }),
    /** "1,200 km to go" or "300 km over". */
    kmLeft: (dueKm: number, mileage: number) =>
      dueKm >= mileage
        ? translate('fleet.health.km_to_go', { km: km(dueKm - mileage) })
        : translate('fleet.health.km_over', { km: km(mileage - dueKm) }),
  };
}
