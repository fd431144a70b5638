import { useRecordContext, useTranslate } from 'ra-core';
import { MANDATORY_SERVICE_TYPES } from '../../../contract/mandatory-service-types';

/** The two kinds of mandatory maintenance, as choices in the user's language. */
export const SERVICE_TYPE_CHOICES = MANDATORY_SERVICE_TYPES.map((type) => ({
  id: type,
  name: `resources.mandatory-maintenance.service_types.${type}`,
}));

/** A record's service type in the user's language (the API stores Registration or Service). */
export function ServiceTypeText({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const type = record?.[source];
  return typeof type === 'string' ? <>{translate(`resources.mandatory-maintenance.service_types.${type}`, { _: type })}</> : null;
}
