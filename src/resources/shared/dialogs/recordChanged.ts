import { HttpError } from 'ra-core';
import { errorCodes } from '../../../../contract/messages';
import { failedCallBody } from '../../../dataProvider/failedCall';

/** The server refused an update because the record changed after the form was filled from it. */
export function isRecordChanged(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && failedCallBody(error)?.code === errorCodes.recordChanged;
}
