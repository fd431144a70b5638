/** What a vehicle is (docs/screens.md, Records). */
export const VEHICLE_TYPES = ['bus', 'car', 'truck'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
