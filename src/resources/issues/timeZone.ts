import { DEFAULT_TIME_ZONE } from '../../../contract/time-zones';
import { useSignedInUser } from '../../authProvider/useSignedInUser';

/** The company's time zone, in which an issue's moments are written (reported, commented, resolved), as an inspection's are. */
export function useTimeZone(): string {
  return useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
}
