import { randomUUID } from 'node:crypto';
import type { Role } from '../../contract/roles';
import { timestampOn } from './calendar';
import type { CompanySpec } from './content';
import { demoLogo, type LogoDesign } from './logos';
import type { Random } from './random';
import type { CreatorFor, DemoRows } from './rows';

/*
 * A demo company's organisation: the company with its logo, its branches with theirs, and its
 * employees with their branches. Each record of the demo is then entered by one of these people
 * (creatorPicker), so the audit columns look like a real company's.
 */

/** The company as its vehicles and employees need it: its id, the day it joined, its branches' ids by index. */
export interface DemoCompany {
  companyId: string;
  founded: number;
  branchIds: string[];
}

interface StaffMember {
  id: string;
  role: Role;
  branchIds: string[];
}

/** The company, its logo and its branches (each with a logo of its own), a few days apart. */
export function addCompany(rows: DemoRows, spec: CompanySpec, founded: number): DemoCompany {
  const companyId = randomUUID();
  rows.companies.push({
    id: companyId,
    name: spec.name,
    email: spec.email,
    address: spec.address,
    timeZone: spec.timeZone,
    createdAt: timestampOn(founded, 10),
    updatedAt: timestampOn(founded, 10),
  });
  const addLogo = (design: LogoDesign, day: number) => {
    const logo = demoLogo(design);
    const id = randomUUID();
    rows.logos.push({
      id,
      companyId,
      mimeType: logo.mimeType,
      byteSize: logo.byteSize,
      sha256: logo.sha256,
      content: logo.content,
      createdAt: timestampOn(day, 10, 5),
    });
    return id;
  };
  rows.companyLogos.push({ companyId, logoId: addLogo(spec.logo, founded) });

  const branchIds = spec.branches.map((branch, index) => {
    const id = randomUUID();
    const day = founded + 1 + index * 3;
    rows.branches.push({
      id,
      companyId,
      name: branch.name,
      logoId: addLogo(branch.logo, day),
      createdAt: timestampOn(day, 11),
      updatedAt: timestampOn(day, 11),
    });
    return id;
  });
  return { companyId, founded, branchIds };
}

/**
 * The company's employees and their branches. Answers the staff who have signed up (only they can
 * have entered records) and the admin, who enters whatever no one else in the branch could have.
 */
export function addEmployees(
  rows: DemoRows,
  spec: CompanySpec,
  { companyId, founded, branchIds }: DemoCompany,
  superadminId: string,
  passwordHashes: ReadonlyMap<string, string>,
): { staff: StaffMember[]; adminId: string } {
  // The admin was invited by the platform operator, everyone else by the admin.
  const staff: StaffMember[] = [];
  let adminId = superadminId;
  spec.employees.forEach((person, index) => {
    const id = randomUUID();
    const day = founded + 2 + index * 9;
    const createdBy = person.role === 'admin' ? superadminId : adminId;
    if (person.role === 'admin') adminId = id;
    const assigned = person.branches.map((branch) => branchIds[branch]!);
    rows.employees.push({
      id,
      companyId,
      email: `${person.username}@${spec.domain}`,
      username: person.username,
      passwordHash: person.signedUp ? (passwordHashes.get(person.username) ?? null) : null,
      firstName: person.firstName,
      lastName: person.lastName,
      phoneNumber: person.phone,
      position: person.position,
      role: person.role,
      createdBy,
      createdAt: timestampOn(day, 9, 30),
      updatedAt: timestampOn(day, 9, 30),
    });
    for (const branchId of assigned) rows.employeeBranches.push({ companyId, employeeId: id, branchId });
    if (person.signedUp) staff.push({ id, role: person.role, branchIds: assigned });
  });
  return { staff, adminId };
}

/** Picks, at random, a member of staff with one of the roles who works in one of the vehicle's branches. */
export function creatorPicker(random: Random, staff: StaffMember[], adminId: string): CreatorFor {
  return (vehicleBranchIds, roles) => {
    const candidates = staff.filter(
      (member) => roles.includes(member.role) && (member.role === 'admin' || member.branchIds.some((id) => vehicleBranchIds.includes(id))),
    );
    return candidates.length > 0 ? random.pick(candidates).id : adminId;
  };
}
