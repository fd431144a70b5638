import { z } from 'zod';
import { ROLES } from '../roles';
import { messages } from '../messages';
import { branchIds, email, newRecordCompany, optionalText, requiredText } from './fields';
import { DUE_STATUSES } from '../due-rules';
import { branchRef, listQuery, timestamps, versioned, versionField } from './common';

const role = z.enum(ROLES, { error: messages.role });

/** Usernames are how people sign in: letters, digits and . _ - @, no spaces. */
const username = () => requiredText(60).regex(/^[A-Za-z0-9._@-]+$/, messages.usernameCharacters);

/** docs/screens.md, Validation: email and username are required on add; docs/product.md, Ambiguities settled, adds the role. */
export const employeeCreateInput = z.object({
  email: email(),
  username: username(),
  first_name: optionalText(80),
  last_name: optionalText(80),
  phone_number: optionalText(40),
  position: optionalText(80),
  role: role.default('user'),
  branches: branchIds(false).default([]),
  company_id: newRecordCompany(),
});

/** The edit dialog has no username (docs/screens.md, Employees); everything else may change. */
export const employeeUpdateInput = employeeCreateInput.omit({ username: true, company_id: true });
export const employeeUpdateBody = versioned(employeeUpdateInput);

export const employee = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  position: z.string().nullable(),
  role,
  company_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  branches: z.array(branchRef),
  /** False until the employee has used the invitation and set a password. */
  signed_up: z.boolean(),
  /** The current driving licence's expiry (contract/document-expiry.ts) and its status; null without one that expires. */
  licence_expires_on: z.string().nullable(),
  licence_status: z.enum(DUE_STATUSES).nullable(),
  ...versionField,
  ...timestamps,
});
export type Employee = z.infer<typeof employee>;

export const invitation = z.object({
  /** Absolute with PUBLIC_URL; otherwise a path on the address the caller reached Fleet at. */
  link: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

/** Creating an employee answers the employee and the one-time link that lets them sign up. */
export const employeeCreated = z.object({ data: employee, invitation });

export const employeeListQuery = listQuery([
  'username',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'position',
  'role',
  'createdAt',
  'updatedAt',
] as const).extend({
  role: role.optional(),
});
