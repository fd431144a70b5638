import { z } from 'zod';
import { messages } from '../messages';
import { id, newRecordCompany, optionalText, requiredText } from './fields';
import { listQuery, timestamps, versioned, versionField } from './common';

/** An optional email address: blank is none; anything else must be an address. */
const optionalEmail = () =>
  optionalText(254)
    .refine((value) => value === null || z.email().safeParse(value).success, messages.validEmail)
    .transform((value) => value?.toLowerCase() ?? null);

/**
 * The shops and suppliers a company works with (docs/adding-a-resource.md): a name; who to ask for,
 * an email address, a phone number and an address, each optional; notes. company_id only matters to a
 * superadmin. The example is shown in /api/docs, and the tests that go through every route send it.
 */
export const vendorInput = z
  .object({
    name: requiredText(120),
    contact_person: optionalText(120),
    email: optionalEmail(),
    phone: optionalText(40),
    address: optionalText(300),
    notes: optionalText(2000),
    company_id: newRecordCompany(),
  })
  .meta({
    examples: [
      {
        name: 'Autoservis Kastrati',
        contact_person: 'Arben Kastrati',
        email: 'service@kastrati.example',
        phone: '+355 4 222 3344',
        address: 'Rruga e Durrësit 12, Tiranë',
        notes: 'Tyres and brakes; opens at 7',
      },
    ],
  });
export const vendorUpdateBody = versioned(vendorInput);

export const vendor = z.object({
  id: z.string(),
  name: z.string(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type Vendor = z.infer<typeof vendor>;

export const vendorListQuery = listQuery(['name', 'contact_person', 'email', 'createdAt', 'updatedAt'] as const)
  .omit({ branchId: true })
  .extend({ company_id: id().optional() });
