/** The four roles of docs/product.md, Roles and scope, from the widest to the narrowest. */
export const ROLES = ['superadmin', 'admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];
