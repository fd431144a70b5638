import type { Role } from '../../contract/roles';
import type {
  branches,
  companies,
  documents,
  employeeBranches,
  employees,
  fuelEntries,
  generalMaintenances,
  inspectionForms,
  inspectionFormVersions,
  inspections,
  issueComments,
  issues,
  logoFiles,
  mandatoryMaintenances,
  vehicleBranches,
  vehicles,
} from '../db/schema';

/*
 * The rows the demo inserts, table by table. The whole demo is computed in memory first (build.ts)
 * and inserted in one transaction afterwards (seed.ts); each builder appends to these lists.
 */

export interface DemoRows {
  companies: (typeof companies.$inferInsert)[];
  logos: (typeof logoFiles.$inferInsert)[];
  companyLogos: { companyId: string; logoId: string }[];
  branches: (typeof branches.$inferInsert)[];
  employees: (typeof employees.$inferInsert)[];
  employeeBranches: (typeof employeeBranches.$inferInsert)[];
  vehicles: (typeof vehicles.$inferInsert)[];
  vehicleBranches: (typeof vehicleBranches.$inferInsert)[];
  general: (typeof generalMaintenances.$inferInsert)[];
  mandatory: (typeof mandatoryMaintenances.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  fuel: (typeof fuelEntries.$inferInsert)[];
  /** The yard (inspections.ts): forms, their versions, inspections, issues and their comments. */
  yard: {
    forms: (typeof inspectionForms.$inferInsert)[];
    formVersions: (typeof inspectionFormVersions.$inferInsert)[];
    inspections: (typeof inspections.$inferInsert)[];
    issues: (typeof issues.$inferInsert)[];
    comments: (typeof issueComments.$inferInsert)[];
  };
}

/** Who would have entered a record for a vehicle in these branches, as one of these roles. */
export type CreatorFor = (vehicleBranchIds: string[], roles: Role[]) => string;
