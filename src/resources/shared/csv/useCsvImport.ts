import { useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'ra-core';
import type { ImportResult } from '../../../../contract/schemas/imports';
import { seesAllCompanies } from '../../../../contract/permissions';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import type { FleetDataProvider } from '../../../dataProvider';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { importFailure, type ImportFailure } from './importFailure';

/** The rows an import would create: those that pass, but for the ones in Fleet already as they are. */
export const newRows = (result: ImportResult) => result.valid_rows - result.unchanged;

/**
 * The import dialog's state and its two steps (ImportCsvDialog): check the chosen file (a dry run),
 * then import it. Choosing another file or company drops what was checked, so what is imported is
 * always what was last checked.
 */
export function useCsvImport(resource: string, onClose: () => void) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const refresh = useRefresh();
  const role = useSignedInUser()?.role;
  const choosesCompany = role !== undefined && seesAllCompanies(role);
  const [file, setFile] = useState<File>();
  const [companyId, setCompanyId] = useState('');
  const [checked, setChecked] = useState<ImportResult>();
  const [failure, setFailure] = useState<ImportFailure>();
  const [pending, setPending] = useState<'check' | 'import'>();

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    setChecked(undefined);
    setFailure(undefined);
  };

  const chooseCompany = (id: string) => {
    setCompanyId(id);
    setChecked(undefined);
  };

  const check = async () => {
    if (!file) return;
    setPending('check');
    setFailure(undefined);
    try {
      setChecked(await dataProvider.importCsv(resource, file, { dryRun: true, companyId: companyId || undefined }));
    } catch (error) {
      setChecked(undefined);
      setFailure(importFailure(error, translate));
    } finally {
      setPending(undefined);
    }
  };

  const confirm = async () => {
    if (!file) return;
    setPending('import');
    try {
      const result = await dataProvider.importCsv(resource, file, { dryRun: false, companyId: companyId || undefined });
      showToast({ title: translate('fleet.csv.imported', { smart_count: result.created }), variant: 'success' });
      refresh();
      onClose();
    } catch (error) {
      // The data changed since the check (say, a plate was taken meanwhile): nothing was imported.
      setChecked(undefined);
      setFailure(importFailure(error, translate));
      showToast({ title: translate('fleet.csv.import_failed'), description: errorText(error, translate), variant: 'destructive' });
    } finally {
      setPending(undefined);
    }
  };

  return {
    choosesCompany,
    file,
    companyId,
    checked,
    failure,
    pending,
    /** A superadmin checks a file only once a company is chosen: its branches and plates are the ones matched. */
    canCheck: !!file && (!choosesCompany || !!companyId),
    /** Only a file without a failing row, and with something new in it, can be imported. */
    canImport: checked !== undefined && checked.errors.length === 0 && newRows(checked) > 0,
    chooseFile,
    chooseCompany,
    check,
    confirm,
  };
}
