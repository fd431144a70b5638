import type { FastifyInstance } from 'fastify';
import { vendor, vendorInput, vendorListQuery, vendorUpdateBody } from '../../../contract/schemas/vendor';
import { recordRoutes } from '../record-routes';
import { createVendor, deleteVendor, findVendor, listVendors, updateVendor } from './repository';

/**
 * The shops and suppliers of a company: everyone of the company reads them; superadmins, admins and
 * moderators manage them (contract/permissions.ts).
 */
export default async function vendorRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'vendors',
    row: vendor,
    list: {
      summary: "List the company's vendors: shops and suppliers",
      query: vendorListQuery,
      run: ({ db, actor }, query) => listVendors(db, actor, query),
    },
    show: { summary: 'One vendor', run: ({ db, actor }, id) => findVendor(db, actor, id) },
    create: {
      summary: 'Create a vendor; a superadmin names company_id',
      body: vendorInput,
      failures: [404],
      run: ({ db, actor }, body) => createVendor(db, actor, body),
    },
    edit: {
      summary: 'Update a vendor (`version` as read, else 409)',
      body: vendorUpdateBody,
      run: ({ db, actor }, id, body) => updateVendor(db, actor, id, body),
    },
    delete: { summary: 'Delete a vendor', run: ({ db, actor }, id) => deleteVendor(db, actor, id) },
  });
}
