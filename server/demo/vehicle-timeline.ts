import type { VehicleType } from '../../contract/vehicle-types';
import { HISTORY_DAYS, monthsToDays } from './calendar';
import { TYPE_PROFILE, type CompanySpec, type Status, type VehicleSpec } from './content';
import type { Random } from './random';

/*
 * When things happened to a demo vehicle: since when it is in the fleet, how far it drives a day, and
 * when its last legislation control and last service were. The last two are worked back from the
 * status the demo asks of the vehicle (ok, due soon, overdue), so fleet health shows what it was built
 * to show; its records (maintenance-history.ts) are then laid out back from them.
 */

export interface VehicleTimeline {
  /** The day it joined the fleet, maybe long before the history starts. */
  since: number;
  /** The first day of its history: the later of `since` and two years ago. */
  firstDay: number;
  /** Today, or the day an archived vehicle left. */
  end: number;
  /** What the odometer showed on a day. */
  odometerOn: (day: number) => number;
  legislationMonths: number;
  legislationDays: number;
  /** Days between services: the earlier of the month and the km interval. */
  serviceDays: number;
  lastLegislation: number;
  lastService: number;
}

/** The order of the draws from `random` is part of the demo's shape: keep it. */
export function vehicleTimeline(random: Random, todayDay: number, spec: CompanySpec, vehicle: VehicleSpec): VehicleTimeline {
  const profile = TYPE_PROFILE[vehicle.type];
  const historyStart = todayDay - HISTORY_DAYS;
  const isNew = vehicle.since !== undefined;
  const since = isNew ? todayDay - vehicle.since! : historyStart - random.int(60, 900);
  const kmPerDay = random.between(...profile.kmPerDay);
  const odometerAtStart = isNew ? random.int(10, 1_500) : random.int(...profile.odometer);
  const firstDay = Math.max(since, historyStart);
  // Readings grow with the days driven; an older vehicle had already driven before the history.
  const odometerOn = (day: number) => odometerAtStart + Math.round(kmPerDay * Math.max(0, day - firstDay));
  const end = vehicle.archived ? todayDay - random.int(90, 220) : todayDay;

  const legislationMonths = spec.legislationMonths[vehicle.type];
  const legislationDays = monthsToDays(legislationMonths);
  const { serviceByDate, serviceByKm } = serviceIntervals(vehicle.type, kmPerDay);
  const serviceDays = Math.min(serviceByDate, serviceByKm);

  const legislationStatus = vehicle.archived ? 'ok' : (vehicle.legislation ?? 'ok');
  const serviceStatus = vehicle.archived ? 'ok' : (vehicle.service ?? 'ok');
  // Due soon means within 30 days, or within 1,000 km when the km interval comes first.
  const serviceSoonWindow = serviceByKm < serviceByDate ? Math.max(1, Math.floor(900 / kmPerDay)) : 25;
  const lastLegislation = Math.max(since, end - lastAgo(random, legislationStatus, legislationDays, 25));
  const lastService = Math.max(since, end - lastAgo(random, serviceStatus, serviceDays, serviceSoonWindow));

  return { since, firstDay, end, odometerOn, legislationMonths, legislationDays, serviceDays, lastLegislation, lastService };
}

/** Days between mandatory services by the month interval and by the km interval at this vehicle's pace. */
function serviceIntervals(type: VehicleType, kmPerDay: number) {
  const profile = TYPE_PROFILE[type];
  return { serviceByDate: monthsToDays(profile.serviceMonths), serviceByKm: Math.round(profile.serviceKm / kmPerDay) };
}

/** How long ago (before `end`) the last one happened, so that the status comes out as asked. */
function lastAgo(random: Random, status: Status, limitDays: number, soonWindow: number) {
  if (status === 'overdue') return limitDays + random.int(10, 75);
  if (status === 'soon') return limitDays - random.int(Math.min(3, soonWindow), soonWindow);
  return Math.round(limitDays * random.between(0.08, 0.75));
}
