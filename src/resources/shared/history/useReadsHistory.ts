import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import { readsHistory } from '../../../../contract/permissions';

/** Whether the signed-in person reads history (contract/history.ts): everyone but users, the drivers. */
export function useReadsHistory(): boolean {
  const role = useSignedInUser()?.role;
  return role !== undefined && readsHistory(role);
}
