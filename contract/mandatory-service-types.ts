/** Mandatory maintenance is either the legal registration (inspection) or the mandatory service. */
export const MANDATORY_SERVICE_TYPES = ['Registration', 'Service'] as const;
export type MandatoryServiceType = (typeof MANDATORY_SERVICE_TYPES)[number];
