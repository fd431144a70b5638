/** The four roles of docs/product.md, Roles and scope, from the widest to the narrowest. */
export const ROLES = ['superadmin', 'admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const VEHICLE_TYPES = ['bus', 'car', 'truck'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Mandatory maintenance is either the legal registration (inspection) or the obligatory service. */
export const MANDATORY_SERVICE_TYPES = ['Registration', 'Service'] as const;
export type MandatoryServiceType = (typeof MANDATORY_SERVICE_TYPES)[number];
