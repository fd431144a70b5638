import { BENCH_PASSWORD } from './data';
import type { Person, Round, Sent, Step, Workflow } from './soak-load';

/*
 * A day's use of Fleet by the large company and the small one, as the soak plays it. Each workflow
 * is what one kind of person does in a sitting, in the order the screens lead them; it starts again
 * when done. Writes are what the day brings: records of work done, vehicles edited (read, then sent
 * back whole with what was read, `version` included when the API has it), a vehicle sold now and
 * then and a new one bought, and people signing in and out.
 *
 * Vehicles are sold (archived) only in the fleet manager's own branch, which nobody else in the soak
 * works in, and only those in that branch alone; everyone else picks vehicles outside it. So no one
 * records work on a vehicle that was archived under them, and every answer but a lost edit race must
 * be 2xx.
 */

export interface MixPeople {
  admins: Person[];
  moderators: Person[];
  users: Person[];
  smallAdmins: Person[];
  /** The fleet manager: an admin of the large company who sells and buys vehicles in one branch. */
  manager: Person;
  managerBranchId: string;
  /** Employees who sign in and out during the soak (usernames; the bench password). */
  signIns: string[];
}

const PAGE = 25;
const VEHICLE_SEARCHES = ['Sprinter', 'Actros', 'Citaro', 'TR 12', 'Octavia', 'DR 4'];
const RECORD_SEARCHES = ['TR 12', 'Oil change', 'Tyres', 'HH 3', 'Brake'];
const EMPLOYEE_SEARCHES = ['Becker', 'Ana', 'Hoxha', 'Jonas', 'employee1'];
const WORK = ['Oil change', 'Tyres', 'Brake pads', 'Battery', 'Air filter', 'Wipers'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const today = () => new Date().toISOString().slice(0, 10);
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();

interface ListAnswer {
  data: Array<Record<string, unknown>>;
  totalPages: number;
}
interface OneAnswer {
  data: Record<string, unknown>;
}

const get = (path: string): Sent => ({ method: 'GET', path });

/** A list read; `keep` names where the round keeps its rows and page count. */
function list(name: string, path: (round: Round) => string | undefined, keep?: string): Step {
  return {
    name,
    send: (round) => {
      const target = path(round);
      return target === undefined ? undefined : get(target);
    },
    ...(keep && {
      read: (round: Round, body: unknown) => {
        round[keep] = (body as ListAnswer).data;
        round[`${keep}Pages`] = (body as ListAnswer).totalPages;
      },
    }),
  };
}

const vehiclesPath = (params: Record<string, string | number | undefined>) =>
  `/api/vehicles?${query({ page: 1, limit: PAGE, sort: 'license_plate', order: 'asc', ...params })}`;
const generalPath = (params: Record<string, string | number | undefined>) =>
  `/api/general-maintenances?${query({ page: 1, limit: PAGE, sort: 'service_date', order: 'desc', ...params })}`;
const mandatoryPath = (params: Record<string, string | number | undefined>) =>
  `/api/mandatory-maintenances?${query({ page: 1, limit: PAGE, sort: 'finished_on', order: 'desc', ...params })}`;
const employeesPath = (params: Record<string, string | number | undefined>) =>
  `/api/employees?${query({ page: 1, limit: PAGE, sort: 'last_name', order: 'asc', ...params })}`;

/** A later page of a list read earlier in the round: somewhere between page 2 and its last. */
const deepPage = (round: Round, keep: string) => Math.max(1, between(2, Number(round[`${keep}Pages`] ?? 1)));

const branchesOf = (vehicle: Record<string, unknown>) => (vehicle.branches as Array<{ id: string }>).map((branch) => branch.id);

/** Picks a vehicle from rows the round kept, outside the fleet manager's branch. */
function chooseVehicle(keep: string, managerBranchId: string): Step['send'] {
  return (round) => {
    const rows = ((round[keep] as ListAnswer['data'] | undefined) ?? []).filter((row) => !branchesOf(row).includes(managerBranchId));
    if (!rows.length) return undefined;
    round.vehicleId = pick(rows).id;
    return get(`/api/vehicles/${String(round.vehicleId)}`);
  };
}

const keepVehicle: Step['read'] = (round, body) => {
  round.vehicle = (body as OneAnswer).data;
};

/** The vehicle as read, sent back whole with one change, as the edit dialog does. */
function vehicleEdit(): Step {
  return {
    name: 'edit the vehicle (PUT, from what was read)',
    send: (round) => {
      const vehicle = round.vehicle as Record<string, unknown> | undefined;
      if (!vehicle) return undefined;
      return {
        method: 'PUT',
        path: `/api/vehicles/${String(vehicle.id)}`,
        body: {
          license_plate: vehicle.license_plate,
          model: vehicle.model,
          mileage: vehicle.mileage,
          type: vehicle.type,
          last_legislation_control: vehicle.last_legislation_control,
          legislation_control_interval: vehicle.legislation_control_interval,
          last_service_date: vehicle.last_service_date,
          last_service_mileage: vehicle.last_service_mileage,
          mandatory_service_interval: vehicle.mandatory_service_interval,
          mandatory_service_interval_km: vehicle.mandatory_service_interval_km,
          notes: `Checked on ${today()} by ${round.person?.username ?? 'someone'} (${between(1, 1_000_000)})`,
          branches: branchesOf(vehicle),
          ...('version' in vehicle && { version: vehicle.version }),
        },
      };
    },
    expected: { status: 409, why: 'someone changed the vehicle between the read and the edit (lost-update protection)' },
  };
}

/** Work done today on the vehicle the round read, at a reading a day's driving past its mileage. */
function recordWork(kind: 'general' | 'mandatory'): Step {
  return {
    name: kind === 'general' ? 'record general maintenance (POST)' : 'record mandatory maintenance (POST)',
    send: (round) => {
      const vehicle = round.vehicle as Record<string, unknown> | undefined;
      if (!vehicle) return undefined;
      const common = {
        cost: between(4_000, 90_000) / 100,
        mileage: Number(vehicle.mileage) + between(0, 300),
        notes: 'soak',
        vehicle_id: vehicle.id,
      };
      return kind === 'general'
        ? { method: 'POST', path: '/api/general-maintenances', body: { ...common, service_type: pick(WORK), service_date: today() } }
        : {
            method: 'POST',
            path: '/api/mandatory-maintenances',
            body: { ...common, service_type: pick(['Service', 'Registration']), finished_on: today() },
          };
    },
    read: (round, body) => {
      round.record = (body as OneAnswer).data;
    },
  };
}

/** The record just created, opened again and its cost corrected: read, then sent back whole. */
function recordCorrection(kind: 'general' | 'mandatory'): Step[] {
  const resource = kind === 'general' ? 'general-maintenances' : 'mandatory-maintenances';
  const date = kind === 'general' ? 'service_date' : 'finished_on';
  return [
    {
      name: `open the ${kind} record just made`,
      send: (round) => (round.record ? get(`/api/${resource}/${String((round.record as Record<string, unknown>).id)}`) : undefined),
      read: (round, body) => {
        round.record = (body as OneAnswer).data;
      },
    },
    {
      name: `correct its cost (PUT, from what was read)`,
      send: (round) => {
        const record = round.record as Record<string, unknown> | undefined;
        if (!record) return undefined;
        return {
          method: 'PUT',
          path: `/api/${resource}/${String(record.id)}`,
          body: {
            service_type: record.service_type,
            [date]: record[date],
            cost: Number(record.cost) + 10,
            mileage: record.mileage,
            notes: record.notes,
            vehicle_id: record.vehicle_id,
            ...('version' in record && { version: record.version }),
          },
        };
      },
      expected: { status: 409, why: 'the record changed between the read and the edit (lost-update protection)' },
    },
  ];
}

/** A vehicle the fleet manager buys: a plate no active vehicle has (the run's tag and a count), in their branch alone. */
function buyVehicle(managerBranchId: string): Step {
  const tag = Date.now().toString(36).slice(-4).toUpperCase();
  let bought = 0;
  return {
    name: 'buy a vehicle (POST)',
    send: () => ({
      method: 'POST',
      path: '/api/vehicles',
      body: {
        license_plate: `SOAK ${tag} ${(++bought).toString(36).toUpperCase()}`,
        model: 'Iveco Daily',
        mileage: between(0, 50),
        type: 'truck',
        last_legislation_control: today(),
        legislation_control_interval: 12,
        last_service_date: today(),
        mandatory_service_interval: 12,
        mandatory_service_interval_km: 30_000,
        notes: 'bought during the soak',
        branches: [managerBranchId],
      },
    }),
    read: (round, body) => {
      round.bought = (body as OneAnswer).data;
    },
  };
}

/** Sells (archives) the vehicle of the round's list with the highest mileage that is in the manager's branch alone. */
function sellVehicle(keep: string, managerBranchId: string): Step {
  return {
    name: 'sell the vehicle with the highest mileage (DELETE: archive)',
    send: (round) => {
      const rows = ((round[keep] as ListAnswer['data'] | undefined) ?? []).filter((row) => {
        const branches = branchesOf(row);
        return branches.length === 1 && branches[0] === managerBranchId;
      });
      return rows.length ? { method: 'DELETE', path: `/api/vehicles/${String(rows[0]!.id)}` } : undefined;
    },
  };
}

/** Sign-ins go through these employees in turn, each round another one. */
function signIn(usernames: string[]): Step {
  let next = 0;
  return {
    name: 'sign in (POST)',
    send: (round) => {
      round.username = usernames[next++ % usernames.length];
      return { method: 'POST', path: '/api/auth/login', body: { username: round.username, password: BENCH_PASSWORD } };
    },
    read: (round, _body, headers) => {
      const cookies = ([] as string[]).concat(headers['set-cookie'] ?? []);
      if (!cookies.length) throw new Error('a sign-in without cookies');
      round.cookie = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    },
  };
}

export function soakMix(people: MixPeople): Workflow[] {
  const { managerBranchId } = people;
  const branchOf = (round: Round) => pick(round.person!.branchIds);
  const openVehicle = (keep: string): Step => ({ name: 'open a vehicle', send: chooseVehicle(keep, managerBranchId), read: keepVehicle });
  const openAgain: Step = {
    name: 'open the vehicle again',
    send: (round) => (round.vehicleId ? get(`/api/vehicles/${String(round.vehicleId)}`) : undefined),
    read: keepVehicle,
  };

  return [
    {
      name: 'admins of the large company',
      weight: 16,
      people: people.admins,
      steps: [
        list('overview, whole company', () => '/api/overview'),
        list('vehicles overdue, most urgent first', () => vehiclesPath({ due: 'overdue', sort: 'next_due' }), 'vehicles'),
        openVehicle('vehicles'),
        vehicleEdit(),
        list("the vehicle's general maintenance", (round) => generalPath({ vehicleId: String(round.vehicleId) })),
        recordWork('general'),
        list('vehicles, page 1', () => vehiclesPath({}), 'allVehicles'),
        list('vehicles, a deep page', (round) => vehiclesPath({ page: deepPage(round, 'allVehicles') })),
        list('vehicles, search', () => vehiclesPath({ q: pick(VEHICLE_SEARCHES) })),
        list('vehicles, one branch', (round) => vehiclesPath({ branchId: branchOf(round) })),
        list('general maintenance, page 1', () => generalPath({}), 'general'),
        list('general maintenance, a deep page', (round) => generalPath({ page: deepPage(round, 'general') })),
        list('general maintenance, search', () => generalPath({ q: pick(RECORD_SEARCHES) })),
        list('mandatory maintenance, one branch', (round) => mandatoryPath({ branchId: branchOf(round) }), 'mandatory'),
        list('mandatory maintenance, a deep page', (round) => mandatoryPath({ page: deepPage(round, 'mandatory') })),
        list('employees, page 1', () => employeesPath({}), 'employees'),
        list('employees, a deep page', (round) => employeesPath({ page: deepPage(round, 'employees') })),
        list('employees, search', () => employeesPath({ q: pick(EMPLOYEE_SEARCHES) })),
        list('employees, role user', () => employeesPath({ role: 'user' })),
        list('overview, one branch', (round) => `/api/overview?branchId=${branchOf(round)}`),
      ],
    },
    {
      name: 'moderators of the large company (their branches)',
      weight: 12,
      people: people.moderators,
      steps: [
        list('vehicles, page 1', () => vehiclesPath({}), 'vehicles'),
        list('vehicles due soon, most urgent first', () => vehiclesPath({ due: 'soon', sort: 'next_due' })),
        openVehicle('vehicles'),
        list("the vehicle's mandatory maintenance", (round) => mandatoryPath({ vehicleId: String(round.vehicleId) })),
        recordWork('mandatory'),
        ...recordCorrection('mandatory'),
        openAgain,
        vehicleEdit(),
        list('vehicles, one branch', (round) => vehiclesPath({ branchId: branchOf(round) })),
        list('mandatory maintenance, page 1', () => mandatoryPath({})),
        list('employees, page 1', () => employeesPath({})),
        list('employees, search', () => employeesPath({ q: pick(EMPLOYEE_SEARCHES) })),
        list('overview', () => '/api/overview'),
      ],
    },
    {
      name: 'users of the large company (their branch)',
      weight: 24,
      people: people.users,
      steps: [
        list('vehicles, page 1', () => vehiclesPath({}), 'vehicles'),
        openVehicle('vehicles'),
        list("the vehicle's general maintenance", (round) => generalPath({ vehicleId: String(round.vehicleId) })),
        recordWork('general'),
        ...recordCorrection('general'),
        list('general maintenance, page 1', () => generalPath({}), 'general'),
        list('general maintenance, a deep page', (round) => generalPath({ page: deepPage(round, 'general') })),
        list('mandatory maintenance, page 1', () => mandatoryPath({})),
        list('vehicles, search', () => vehiclesPath({ q: pick(VEHICLE_SEARCHES) })),
        list('overview', () => '/api/overview'),
      ],
    },
    {
      name: 'admins of the small company',
      weight: 4,
      people: people.smallAdmins,
      steps: [
        list('overview', () => '/api/overview'),
        list('vehicles, page 1', () => vehiclesPath({}), 'vehicles'),
        openVehicle('vehicles'),
        vehicleEdit(),
        recordWork('general'),
        list('general maintenance, page 1', () => generalPath({})),
        list('mandatory maintenance, page 1', () => mandatoryPath({})),
        list('employees, page 1', () => employeesPath({})),
      ],
    },
    {
      name: 'the fleet manager of the large company (one branch)',
      weight: 1,
      people: [people.manager],
      steps: [
        list('overview, the branch', () => `/api/overview?branchId=${managerBranchId}`),
        list("the branch's vehicles due soon", () => vehiclesPath({ branchId: managerBranchId, due: 'soon', sort: 'next_due' })),
        list("the branch's general maintenance", () => generalPath({ branchId: managerBranchId })),
        list("the branch's mandatory maintenance", () => mandatoryPath({ branchId: managerBranchId })),
        list("the branch's employees", () => employeesPath({ branchId: managerBranchId })),
        buyVehicle(managerBranchId),
        {
          name: 'open the vehicle bought',
          send: (round) => (round.bought ? get(`/api/vehicles/${String((round.bought as Record<string, unknown>).id)}`) : undefined),
        },
        // A hundred rows, the largest page: the top of the list may be vehicles the branch shares.
        list(
          "the branch's vehicles, highest mileage first",
          () => vehiclesPath({ branchId: managerBranchId, sort: 'mileage', order: 'desc', limit: 100 }),
          'own',
        ),
        sellVehicle('own', managerBranchId),
        list("the branch's archived vehicles", () =>
          vehiclesPath({ branchId: managerBranchId, isActive: 'false', sort: 'updatedAt', order: 'desc' }),
        ),
      ],
    },
    {
      name: 'people signing in and out',
      weight: 3,
      people: [],
      steps: [
        signIn(people.signIns),
        list('who am I', () => '/api/auth/me'),
        list('overview', () => '/api/overview'),
        list('vehicles, page 1', () => vehiclesPath({})),
        list('general maintenance, page 1', () => generalPath({})),
        list('mandatory maintenance, page 1', () => mandatoryPath({})),
        { name: 'sign out (POST)', send: () => ({ method: 'POST', path: '/api/auth/log-out' }) },
      ],
    },
  ];
}
